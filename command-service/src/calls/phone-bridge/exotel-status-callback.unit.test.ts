import { describe, expect, it } from 'vitest';
import { callbackToken, signCallbackUrl } from './callback-token.js';
import { exotelTime } from './exotel-call-fields.js';
import { parseExotelStatusCallback } from './exotel-status-callback.js';
import { PhoneBridgeCallbackRefusedError, type PhoneBridgeCallback } from './phone-bridge.js';

const SECRET = 'phone-bridge-callback-secret-of-32-characters';
const CONSULTATION = '6f1c2e0a-4b7d-4a51-9a43-0c7f4f5e2b10';
const SID = 'c5797dcbaaeed7678c4062a4a3ed2f8a';

/** The path and query Exotel posts to, as `req.url` shows it. */
const signedPath = (consultationId = CONSULTATION, secret = SECRET): string => {
  const url = new URL(signCallbackUrl('https://nakshatra.example/api/calls/phone-bridge/exotel/status', secret, 'exotel', consultationId));
  return `${url.pathname}${url.search}`;
};
const json = (fields: Record<string, unknown>, url = signedPath()): PhoneBridgeCallback => ({ url, contentType: 'application/json', rawBody: Buffer.from(JSON.stringify(fields)) });
const form = (fields: Record<string, string>, url = signedPath()): PhoneBridgeCallback => ({
  url,
  contentType: 'application/x-www-form-urlencoded; charset=utf-8',
  rawBody: Buffer.from(new URLSearchParams(fields).toString()),
});
const refusal = (reason: 'forged' | 'malformed') => expect.objectContaining({ name: 'PhoneBridgeCallbackRefusedError', reason });

const terminal = { CallSid: SID, EventType: 'terminal', Status: 'completed', DateUpdated: '2025-03-04 18:32:10', StartTime: '2025-03-04 18:25:00', EndTime: '2025-03-04 18:32:10', ConversationDuration: 390, CustomField: CONSULTATION };

describe('Exotel status callbacks', () => {
  it('given a signed URL and the answered event, when parsed, then the call is in progress from the moment Exotel updated it (IST → UTC)', async () => {
    const status = await parseExotelStatusCallback(json({ CallSid: SID, EventType: 'answered', Status: 'in-progress', DateUpdated: '2025-03-04 18:25:40' }), SECRET);
    expect(status).toEqual({ callId: SID, consultationId: CONSULTATION, state: 'in_progress', startedAt: '2025-03-04T12:55:40.000Z' });
  });

  it('given the terminal event of a completed call, then it ended at EndTime after ConversationDuration seconds of talk', async () => {
    expect(await parseExotelStatusCallback(json(terminal), SECRET)).toEqual({
      callId: SID,
      consultationId: CONSULTATION,
      state: 'completed',
      startedAt: '2025-03-04T12:55:40.000Z',
      endedAt: '2025-03-04T13:02:10.000Z',
      durationS: 390,
    });
  });

  it('reads the same callback url-encoded (numbers as text, legs as Legs[i][Key]) and as multipart/form-data', async () => {
    const fields = { ...terminal, ConversationDuration: '390', 'Legs[0][Status]': 'completed', 'Legs[1][Status]': 'completed' };
    const expected = await parseExotelStatusCallback(json(terminal), SECRET);
    expect(await parseExotelStatusCallback(form(fields), SECRET)).toEqual(expected);

    const multipart = new FormData();
    for (const [name, value] of Object.entries(fields)) multipart.append(name, value);
    const request = new Request('http://x', { method: 'POST', body: multipart });
    const rawBody = Buffer.from(await request.arrayBuffer());
    expect(await parseExotelStatusCallback({ url: signedPath(), contentType: request.headers.get('content-type') ?? undefined, rawBody }, SECRET)).toEqual(expected);
  });

  it('translates busy, no-answer and failed, and a completed call nobody spoke on into what its unanswered leg says', async () => {
    const endOf = async (fields: Record<string, unknown>) => (await parseExotelStatusCallback(json({ ...terminal, ConversationDuration: 0, ...fields }), SECRET)).state;
    expect(await endOf({ Status: 'busy' })).toBe('busy');
    expect(await endOf({ Status: 'no-answer' })).toBe('no_answer');
    expect(await endOf({ Status: 'failed' })).toBe('failed');
    // The customer picked up, the astrologer did not.
    expect(await endOf({ Status: 'completed', Legs: [{ Status: 'completed', OnCallDuration: 25 }, { Status: 'no-answer', OnCallDuration: 0 }] })).toBe('no_answer');
    expect(await endOf({ Status: 'completed', Legs: JSON.stringify([{ Status: 'completed' }, { Status: 'busy' }]) })).toBe('busy');
    expect(await parseExotelStatusCallback(json({ ...terminal, ConversationDuration: 0 }), SECRET)).toMatchObject({ state: 'completed', durationS: 0, endedAt: '2025-03-04T13:02:10.000Z' });
    expect((await parseExotelStatusCallback(json({ ...terminal, ConversationDuration: 0 }), SECRET)).startedAt).toBeUndefined();
  });

  it('takes the default callback (no EventType) as terminal, and leaves out times it cannot read rather than refusing the end of a call', async () => {
    expect(await parseExotelStatusCallback(json({ CallSid: SID, Status: 'completed', DateUpdated: 'yesterday' }), SECRET)).toEqual({ callId: SID, consultationId: CONSULTATION, state: 'completed' });
  });

  it('refuses a callback without the token, with a wrong one, or with the token of another consultation, as forged', async () => {
    const otherConsultation = 'a7d0c1e2-0000-4000-8000-000000000001';
    const forged = [
      '/api/calls/phone-bridge/exotel/status',
      `/api/calls/phone-bridge/exotel/status?consultation=${CONSULTATION}`,
      `/api/calls/phone-bridge/exotel/status?consultation=${CONSULTATION}&token=${'0'.repeat(64)}`,
      `/api/calls/phone-bridge/exotel/status?consultation=${CONSULTATION}&token=short`,
      `/api/calls/phone-bridge/exotel/status?consultation=${otherConsultation}&token=${callbackToken(SECRET, 'exotel', CONSULTATION)}`,
      signedPath(CONSULTATION, 'another-secret-that-is-also-32-characters-long'),
    ];
    for (const url of forged) await expect(parseExotelStatusCallback(json(terminal, url), SECRET)).rejects.toEqual(refusal('forged'));
    // A genuine URL with a body that speaks of another consultation is not Exotel's either.
    await expect(parseExotelStatusCallback(json({ ...terminal, CustomField: otherConsultation }), SECRET)).rejects.toThrow('The status callback names another consultation than its URL.');
  });

  it('checks the token before reading the body: a forged callback with an unreadable body is forged, not malformed', async () => {
    await expect(parseExotelStatusCallback({ url: '/status?consultation=x&token=y', contentType: 'application/json', rawBody: Buffer.from('{') }, SECRET)).rejects.toEqual(refusal('forged'));
  });

  it('refuses a signed but unreadable callback as malformed, saying why', async () => {
    const malformed = async (callback: PhoneBridgeCallback, why: string) => {
      const refused = parseExotelStatusCallback(callback, SECRET);
      await expect(refused).rejects.toBeInstanceOf(PhoneBridgeCallbackRefusedError);
      await expect(refused).rejects.toEqual(refusal('malformed'));
      await expect(refused).rejects.toThrow(why);
    };
    await malformed({ url: signedPath(), contentType: 'application/json', rawBody: Buffer.from('{"CallSid":') }, 'its body is not JSON');
    await malformed({ url: signedPath(), contentType: 'application/json', rawBody: Buffer.from('[1]') }, 'its body is not a JSON object');
    await malformed({ url: signedPath(), contentType: 'text/plain', rawBody: Buffer.from('CallSid=x') }, 'its media type is text/plain');
    await malformed({ url: signedPath(), contentType: undefined, rawBody: Buffer.from('{}') }, 'its media type is missing');
    await malformed({ url: signedPath(), contentType: 'multipart/form-data; boundary=x', rawBody: Buffer.from('not multipart') }, 'its multipart body cannot be read');
    await malformed({ url: signedPath(), contentType: 'application/json', rawBody: Buffer.alloc(70_000, 32) }, 'its body is too large');
    await malformed(json({ Status: 'completed' }), 'it names no call');
    await malformed(json({ CallSid: '../../etc', Status: 'completed' }), 'it names no call');
    await malformed(json({ CallSid: SID, Status: 'exploded' }), 'its status is exploded');
    await malformed(json({ CallSid: SID }), 'its status is missing');
  });

  it('reads Exotel times as Indian Standard Time', () => {
    expect(exotelTime('2025-01-01 05:29:59')).toBe('2024-12-31T23:59:59.000Z');
    expect(exotelTime('2025-01-01T05:29:59Z')).toBeUndefined();
    expect(exotelTime(null)).toBeUndefined();
  });
});
