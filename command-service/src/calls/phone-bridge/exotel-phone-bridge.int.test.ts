import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExotelConfig } from './exotel-config.js';
import { ExotelPhoneBridge } from './exotel-phone-bridge.js';
import { PhoneBridgeCallbackRefusedError, PhoneBridgeUnavailableError, type PhoneCallStatus } from './phone-bridge.js';
import { startFakeExotel, type FakeExotel } from './testing/fake-exotel.js';

const CONSULTATION = '6f1c2e0a-4b7d-4a51-9a43-0c7f4f5e2b10';
const CALLER_ID = '08047112233';
const CALLBACK_SECRET = 'phone-bridge-callback-secret-of-32-characters';

/**
 * Our status callback route in miniature: hands each request to the bridge exactly as received
 * and answers 200, 403 (forged) or 400 (malformed), as the calls capability's route will.
 */
async function startCallbackReceiver(bridge: () => ExotelPhoneBridge) {
  const parsed: PhoneCallStatus[] = [];
  const refused: PhoneBridgeCallbackRefusedError[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      bridge()
        .parseStatusCallback({ url: request.url ?? '/', contentType: request.headers['content-type'], rawBody: Buffer.concat(chunks) })
        .then((status) => {
          parsed.push(status);
          response.writeHead(200).end();
        })
        .catch((error: unknown) => {
          if (!(error instanceof PhoneBridgeCallbackRefusedError)) throw error;
          refused.push(error);
          response.writeHead(error.reason === 'forged' ? 403 : 400).end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/calls/phone-bridge/exotel/status`;
  return { url, parsed, refused, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port on 127.0.0.1 that nothing listens on: one just released (fetch refuses "bad ports" such as 1 before trying). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The Exotel adapter against a local fake of Exotel's Voice v1 API, which also posts the status callbacks to a local receiver. */
describe('Exotel phone bridge', () => {
  let fake: FakeExotel;
  let config: ExotelConfig;
  let bridge: ExotelPhoneBridge;
  let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;

  beforeAll(async () => {
    fake = await startFakeExotel();
    config = { apiUrl: fake.url, sid: fake.sid, apiKey: fake.apiKey, apiToken: fake.apiToken, callerId: CALLER_ID, callbackSecret: CALLBACK_SECRET, timeoutMs: 300 };
    bridge = new ExotelPhoneBridge(config);
    receiver = await startCallbackReceiver(() => bridge);
  });
  afterAll(async () => {
    await receiver?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.faults.length = 0;
    receiver.parsed.length = 0;
    receiver.refused.length = 0;
  });

  const connect = (over: Partial<Parameters<ExotelPhoneBridge['connect']>[0]> = {}, through = bridge) =>
    through.connect({ consultationId: CONSULTATION, customerNumber: '+919876543210', astrologerNumber: '+919812345678', callbackUrl: receiver.url, maxDurationS: 900, ...over });

  it('asks Exotel to ring the customer then the astrologer, with basic auth and the exact form, and answers Exotel’s call sid', async () => {
    const { callId, statusCallbackUrl } = await connect();
    expect(callId).toMatch(/^[0-9a-f]{32}$/);
    expect(fake.calls.has(callId)).toBe(true);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: `/v1/Accounts/${fake.sid}/Calls/connect.json`,
      authorization: `Basic ${Buffer.from(`${fake.apiKey}:${fake.apiToken}`).toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(request?.form).toEqual([
      ['From', '+919876543210'],
      ['To', '+919812345678'],
      ['CallerId', CALLER_ID],
      ['CallType', 'trans'],
      ['TimeLimit', '900'],
      ['CustomField', CONSULTATION],
      ['StatusCallback', statusCallbackUrl],
      ['StatusCallbackContentType', 'application/json'],
      ['StatusCallbackEvents[0]', 'terminal'],
      ['StatusCallbackEvents[1]', 'answered'],
    ]);
    const callback = new URL(statusCallbackUrl);
    expect(`${callback.origin}${callback.pathname}`).toBe(receiver.url);
    expect(callback.searchParams.get('consultation')).toBe(CONSULTATION);
    expect(callback.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('parses the answered and terminal callbacks Exotel posts, in JSON, url-encoded and multipart bodies', async () => {
    const { callId } = await connect();
    expect(await fake.answered(callId)).toBe(200);
    expect(await fake.terminal(callId, { status: 'completed', conversationS: 125 })).toBe(200);
    expect(receiver.parsed).toEqual([
      { callId, consultationId: CONSULTATION, state: 'in_progress', startedAt: expect.any(String) },
      { callId, consultationId: CONSULTATION, state: 'completed', startedAt: expect.any(String), endedAt: expect.any(String), durationS: 125 },
    ]);
    const ended = receiver.parsed[1];
    expect(Date.parse(ended?.endedAt ?? '') - Date.parse(ended?.startedAt ?? '')).toBe(125_000);
    expect(Math.abs(Date.parse(ended?.endedAt ?? '') - Date.now())).toBeLessThan(5_000);

    const { callId: unanswered } = await connect();
    expect(await fake.terminal(unanswered, { status: 'completed', conversationS: 0, legs: ['completed', 'no-answer'] }, 'form')).toBe(200);
    const { callId: busy } = await connect();
    expect(await fake.terminal(busy, { status: 'busy', conversationS: 0 }, 'multipart')).toBe(200);
    expect(receiver.parsed.slice(2).map(({ callId: id, state, durationS }) => ({ id, state, durationS }))).toEqual([
      { id: unanswered, state: 'no_answer', durationS: 0 },
      { id: busy, state: 'busy', durationS: 0 },
    ]);
    expect(receiver.refused).toEqual([]);
  });

  it('refuses a forged callback: a wrong secret’s token, no token, or a genuine token moved to another consultation', async () => {
    const forger = new ExotelPhoneBridge({ ...config, callbackSecret: 'not-our-secret-but-also-32-characters-long' });
    const { callId } = await connect({}, forger);
    expect(await fake.terminal(callId, { status: 'completed', conversationS: 600 })).toBe(403);

    const genuine = new URL((await connect()).statusCallbackUrl);
    const post = (url: string) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ CallSid: callId, Status: 'completed', ConversationDuration: 600 }) });
    expect((await post(receiver.url)).status).toBe(403);
    genuine.searchParams.set('consultation', 'a7d0c1e2-0000-4000-8000-000000000001');
    expect((await post(genuine.toString())).status).toBe(403);

    expect(receiver.parsed).toEqual([]);
    expect(receiver.refused.map((error) => error.reason)).toEqual(['forged', 'forged', 'forged']);
  });

  it('asks Exotel for a call’s state, the fallback when a callback never comes', async () => {
    const { callId } = await connect();
    expect(await bridge.callStatus(callId)).toMatchObject({ callId, state: 'in_progress' });
    await fake.terminal(callId, { status: 'no-answer', conversationS: 0 });
    expect(await bridge.callStatus(callId)).toMatchObject({ callId, state: 'no_answer' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/Accounts/${fake.sid}/Calls/${callId}.json` });
  });

  it('reports refused credentials with Exotel’s reason and no secret, and a 5xx with its status', async () => {
    const wrongToken = new ExotelPhoneBridge({ ...config, apiToken: 'wrong-exotel-api-token' });
    const refused = connect({}, wrongToken);
    await expect(refused).rejects.toThrow(new PhoneBridgeUnavailableError('Exotel refused to connect a call (HTTP 401: Authentication is required to view this resource.)', 401));
    await expect(refused).rejects.toMatchObject({ statusCode: 401 });

    fake.faults.push({ status: 503, body: { RestException: { Status: 503, Message: `upstream failed for key ${fake.apiKey}` } } });
    const unavailable = await connect().catch((error: unknown) => error);
    expect(unavailable).toBeInstanceOf(PhoneBridgeUnavailableError);
    expect(unavailable).toMatchObject({ statusCode: 503, message: 'Exotel refused to connect a call (HTTP 503: upstream failed for key [redacted])' });

    fake.faults.push({ status: 502, body: '<html>Bad Gateway</html>' });
    await expect(connect()).rejects.toThrow(new PhoneBridgeUnavailableError('Exotel refused to connect a call (HTTP 502)', 502));
  });

  it('gives up on an Exotel that does not answer, or cannot be reached, within the timeout', async () => {
    fake.faults.push('hang');
    const started = Date.now();
    await expect(connect()).rejects.toThrow(new PhoneBridgeUnavailableError('Exotel did not answer within 300 ms to connect a call', null));
    expect(Date.now() - started).toBeLessThan(3_000);

    const unreachable = new ExotelPhoneBridge({ ...config, apiUrl: `http://127.0.0.1:${await closedPort()}` });
    await expect(connect({}, unreachable)).rejects.toThrow(new PhoneBridgeUnavailableError('Exotel could not be reached to connect a call (ECONNREFUSED)', null));
  });

  it('never puts a credential in an error message', async () => {
    const messages: string[] = [];
    fake.faults.push('hang', { status: 500 });
    for (const through of [bridge, bridge, new ExotelPhoneBridge({ ...config, apiKey: 'someone-else' }), new ExotelPhoneBridge({ ...config, apiUrl: `http://127.0.0.1:${await closedPort()}` })]) {
      messages.push(await connect({}, through).then(() => 'connected', (error: unknown) => String(error)));
    }
    expect(messages.every((message) => message.startsWith('PhoneBridgeUnavailableError: Exotel'))).toBe(true);
    for (const secret of [fake.apiKey, fake.apiToken, CALLBACK_SECRET, Buffer.from(`${fake.apiKey}:${fake.apiToken}`).toString('base64')]) expect(messages.join('\n')).not.toContain(secret);
  });

  it('refuses what it must not send to Exotel before calling it', async () => {
    await expect(connect({ customerNumber: '9876543210' })).rejects.toThrow('Phone bridge numbers must be E.164');
    await expect(connect({ maxDurationS: 14_401 })).rejects.toThrow('maxDurationS must be whole seconds from 1 to 14400');
    await expect(connect({ consultationId: 'x'.repeat(129) })).rejects.toThrow('consultationId must be 1 to 128 characters');
    await expect(connect({ callbackUrl: '/api/calls/phone-bridge/exotel/status' })).rejects.toThrow('callbackUrl must be an absolute http(s) URL');
    await expect(bridge.callStatus('../Accounts')).rejects.toThrow('Not an Exotel call sid');
    expect(fake.requests).toEqual([]);
  });
});
