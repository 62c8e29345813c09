import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { JanusAdminClient, JanusClient, JanusError, JanusTimeoutError } from './janus-client.js';
import { JanusSecret } from './janus-secret.js';

const apiSecret = new JanusSecret('nakshatra-janus-api-secret-0123456789');
const adminSecret = new JanusSecret('nakshatra-janus-admin-secret-0123456789');
const token = 'client-token-0123456789abcdefghijklmnopqrstuvwxyz';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A stand-in for Janus on 127.0.0.1 that answers every request with `answer`; the request bodies it got. */
async function fakeJanus(answer: (body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => void): Promise<{ url: string; bodies: Record<string, unknown>[] }> {
  const bodies: Record<string, unknown>[] = [];
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      const body = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
      bodies.push(body);
      answer(body, req, res);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/janus`, bodies };
}

const json = (res: ServerResponse, value: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));

/** The error `promise` rejects with. */
async function failureOf(promise: Promise<unknown>): Promise<JanusError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof JanusError) return error;
    throw error;
  }
  throw new Error('expected a JanusError');
}

describe('the Janus HTTP client', () => {
  it('sends the API secret or the token in the body, with a transaction', async () => {
    const janus = await fakeJanus((body, _req, res) => json(res, { janus: 'success', transaction: body.transaction, data: { id: 42 } }));
    const session = await new JanusClient({ url: janus.url, auth: { apiSecret } }).createSession();
    await new JanusClient({ url: `${janus.url}/`, auth: { token } }).createSession();
    expect(session.id).toBe(42);
    expect(janus.bodies[0]).toEqual({ janus: 'create', transaction: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/), apisecret: apiSecret.reveal() });
    expect(janus.bodies[1]).toEqual({ janus: 'create', transaction: expect.any(String), token });
  });

  it("throws Janus's refusal with its code, the secret cut out of the reason", async () => {
    const janus = await fakeJanus((body, _req, res) => json(res, { janus: 'error', transaction: body.transaction, error: { code: 403, reason: `wrong secret ${String(body.apisecret)}` } }));
    const error = await failureOf(new JanusClient({ url: janus.url, auth: { apiSecret } }).createSession());
    expect(error).toMatchObject({ source: 'janus', code: 403, message: 'Janus refused to create a session: wrong secret [redacted] (403)' });
  });

  it("throws a plugin's refusal with the plugin's code, the token cut out", async () => {
    let next = 1;
    const janus = await fakeJanus((body, _req, res) => {
      if (body.janus !== 'message') return json(res, { janus: 'success', transaction: body.transaction, data: { id: next++ } });
      json(res, { janus: 'success', transaction: body.transaction, plugindata: { plugin: 'janus.plugin.videoroom', data: { videoroom: 'event', error_code: 433, error: `Unauthorized (${token})` } } });
    });
    const session = await new JanusClient({ url: janus.url, auth: { token } }).createSession();
    const handle = await session.attach('janus.plugin.videoroom');
    const error = await failureOf(handle.request({ request: 'exists', room: 1 }, 'check a room'));
    expect(error).toMatchObject({ source: 'plugin', code: 433, message: 'janus.plugin.videoroom refused to check a room: Unauthorized ([redacted]) (433)' });
  });

  it('gives up on a Janus that does not answer, within its timeout', async () => {
    const janus = await fakeJanus(() => undefined);
    const started = Date.now();
    const error = await failureOf(new JanusClient({ url: janus.url, auth: { apiSecret }, timeoutMs: 200 }).createSession());
    expect(error).toBeInstanceOf(JanusTimeoutError);
    expect(error.message).toBe(`Janus at ${new URL(janus.url).origin} did not answer within 200 ms to create a session`);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('names the network failure of a Janus that is not there', async () => {
    const janus = await fakeJanus(() => undefined);
    server?.close();
    const error = await failureOf(new JanusClient({ url: janus.url, auth: { apiSecret } }).info());
    expect(error).toMatchObject({ source: 'transport', code: null });
    expect(error.message).toMatch(/^Janus at http:\/\/127\.0\.0\.1:\d+ could not be reached to describe itself \(ECONNREFUSED\)$/);
  });

  it('refuses an answer that is not the Janus API', async () => {
    const janus = await fakeJanus((_body, req, res) => (req.url === '/janus' ? res.writeHead(200).end('<html>proxy error</html>') : res.writeHead(404).end('not found')));
    expect((await failureOf(new JanusClient({ url: janus.url, auth: { apiSecret } }).createSession())).message).toContain('with something other than Janus API JSON');
    expect((await failureOf(new JanusClient({ url: janus.url.replace('/janus', '/elsewhere'), auth: { apiSecret } }).createSession())).message).toContain('with HTTP 404');
  });

  it('sends admin requests with the admin secret, and counts a token Janus did not have as removed already', async () => {
    const janus = await fakeJanus((body, _req, res) => {
      if (body.janus === 'remove_token') return json(res, { janus: 'error', transaction: body.transaction, error: { code: 490, reason: 'Error removing token' } });
      json(res, { janus: 'success', transaction: body.transaction, data: { plugins: ['janus.plugin.videoroom'] } });
    });
    const admin = new JanusAdminClient({ adminUrl: janus.url, adminSecret });
    await admin.addToken(token, ['janus.plugin.videoroom']);
    expect(janus.bodies[0]).toEqual({ janus: 'add_token', token, plugins: ['janus.plugin.videoroom'], transaction: expect.any(String), admin_secret: adminSecret.reveal() });
    expect(await admin.removeToken(token)).toBe(false);
  });
});
