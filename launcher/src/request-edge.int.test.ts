import { once } from 'node:events';
import { request } from 'node:http';
import { UPLOAD_MAX_BYTES } from '@nakshatra/contracts';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contentSamples } from './testing/content-samples.js';
import { openChatSocket } from './testing/chat-socket-client.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { storedEventCounter } from './testing/stored-events.js';
import { testApi } from './testing/test-api.js';

const vellore = { name: 'Vellore', state: 'Tamil Nadu', country: 'India', lat: 12.5, lon: 78.8333, timezone: 'Asia/Kolkata' };
const kundliInput = { name: 'Asha Kulkarni', gender: 'female', date: '1954-11-12', time: '07:52', place: vellore };
const UPLOAD_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;

/**
 * The request edge through the whole stack (docs/request-edge.md): text with control characters
 * refused before any handler, cross-site writes and non-JSON bodies refused at the gateway, and
 * oversized bodies cut off without breaking anyone else's requests.
 */
describe('request edge', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let events: Awaited<ReturnType<typeof storedEventCounter>>;
  let api: ReturnType<typeof testApi>;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'request_edge');
    stack = await startInProcessStack(db.url);
    events = await storedEventCounter(db.url);
    api = testApi(stack);
  });
  afterAll(async () => {
    await events?.close();
    await stack?.stop();
    await db?.drop();
  });

  const eventCount = () => events.count();
  const refusedText = (path: string) => ({ status: 400, body: { status: 400, code: 'request.invalid', errors: [{ path, code: 'field.control_characters' }] } });

  describe('text', () => {
    it('refuses a NUL in any field with 400 at its path, appending nothing', async () => {
      const customer = await api.logIn(api.newNumber());
      const admin = stack.cookie('admin');
      const before = await eventCount();

      expect(await api.call('POST', '/api/create_news', { cookie: admin, body: { ...contentSamples.news, title: 'nul\u0000title' } })).toMatchObject(refusedText('title'));
      expect(await api.call('PUT', `/api/update_users/${customer.userId}`, { cookie: customer.cookie, body: { name: 'Asha\u0000' } })).toMatchObject(refusedText('name'));
      expect(await api.call('POST', '/api/create_kundli', { cookie: customer.cookie, body: { ...kundliInput, place: { ...vellore, name: 'Vel\u0000lore' } } })).toMatchObject(refusedText('place.name'));
      expect(
        await api.call('PUT', `/api/update_wallet/${customer.userId}`, { cookie: admin, headers: { 'idempotency-key': 'edge-test-adjustment-1' }, body: { amount: 500, reason: 'goodwill\u0000' } }),
      ).toMatchObject(refusedText('reason'));
      expect(await api.call('POST', '/api/send-email', { body: { name: 'Asha', email: 'asha@example.in', message: 'hi\u0000' } })).toMatchObject({ status: 400, body: { errors: [{ code: 'field.control_characters' }] } });
      expect(await api.call('GET', '/api/get_blog?search=a%00b')).toMatchObject(refusedText('query.search'));
      // Path parameters are decoded text too: a NUL there reached PostgreSQL and answered 500.
      expect(await api.call('GET', '/api/get_single_blog/ab%00c')).toMatchObject(refusedText('params.id'));
      expect(await api.call('DELETE', '/api/delete_kundli/ab%00c', { cookie: customer.cookie })).toMatchObject(refusedText('params.id'));

      expect(await eventCount()).toBe(before);
    });

    it('refuses bidi overrides and zero-width spaces in a name, keeps Hindi with its joiners', async () => {
      const customer = await api.logIn(api.newNumber());
      const before = await eventCount();
      for (const name of ['abc\u202egnp.exe', 'Ra\u200bvi', 'Ravi\u2066x\u2069']) {
        expect(await api.call('PUT', `/api/update_users/${customer.userId}`, { cookie: customer.cookie, body: { name } }), JSON.stringify(name)).toMatchObject(refusedText('name'));
      }
      expect(await eventCount()).toBe(before);
      const hindi = await api.call('PUT', `/api/update_users/${customer.userId}`, { cookie: customer.cookie, body: { name: 'क्\u200dषमा' } });
      expect(hindi.status).toBe(200);
    });

    it('refuses a __proto__ key', async () => {
      const customer = await api.logIn(api.newNumber());
      const answer = await fetch(`${stack.url}/api/create_kundli`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: customer.cookie },
        body: '{"name":"Asha","__proto__":{"admin":true}}',
      });
      expect(await answer.json()).toMatchObject({ status: 400, errors: [{ path: '', code: 'field.unknown', params: { keys: '__proto__' } }] });
    });

    it('holds chat socket messages to the same check', async () => {
      const customer = await api.logIn(api.newNumber());
      const socket = await openChatSocket(stack.url, customer.cookie);
      try {
        socket.send({ type: 'watch', session_id: 'abc\u0000' });
        const refused = await socket.next((message) => message.type === 'error');
        expect(refused).toMatchObject({ type: 'error', status: 400, code: 'request.invalid', errors: [{ path: 'session_id', code: 'field.control_characters' }] });
      } finally {
        socket.close();
      }
    });
  });

  describe('cross-site writes', () => {
    it('refuses a text/plain or form POST with a valid session cookie with 415, appending nothing', async () => {
      const customer = await api.logIn(api.newNumber());
      const before = await eventCount();
      for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const answer = await fetch(`${stack.url}/api/create_kundli`, { method: 'POST', headers: { 'content-type': type, cookie: customer.cookie }, body: JSON.stringify(kundliInput) });
        expect(answer.status, type).toBe(415);
        expect(await answer.json()).toEqual({ status: 415, code: 'request.unsupported_media_type', message: 'Send the request body as JSON (Content-Type: application/json)' });
      }
      // A body with no Content-Type at all (fetch sends text/plain for a string; this is a raw request).
      expect((await rawPost(`${stack.url}/api/create_kundli`, { cookie: customer.cookie }, JSON.stringify(kundliInput))).status).toBe(415);
      expect(await eventCount()).toBe(before);
    });

    it('refuses a write from a page of another origin or site with 403, and takes our own pages', async () => {
      const customer = await api.logIn(api.newNumber());
      const before = await eventCount();
      const sameSitePort = stack.url.replace(/:\d+$/, ':3000');
      const foreign: Record<string, string>[] = [{ origin: 'http://evil.example' }, { origin: sameSitePort }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }];
      for (const headers of foreign) {
        const answer = await api.call('POST', '/api/create_kundli', { cookie: customer.cookie, headers, body: kundliInput });
        expect(answer, JSON.stringify(headers)).toMatchObject({ status: 403, body: { status: 403, code: 'request.cross_site', message: 'This request came from another site and was refused' } });
      }
      expect(await eventCount()).toBe(before);
      const ours = await api.call('POST', '/api/create_kundli', { cookie: customer.cookie, headers: { origin: stack.url, 'sec-fetch-site': 'same-origin' }, body: kundliInput });
      expect(ours.status).toBe(201);
      // Reads are not writes: another site's page may not read them (no CORS), but following a link is fine.
      expect((await api.call('GET', '/api/get_blog', { headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
    });

    it('refuses a cross-site logout, and logs out from our own page', async () => {
      const customer = await api.logIn(api.newNumber());
      const me = () => api.call('GET', `/api/get_single_users/${customer.userId}`, { cookie: customer.cookie, headers: { 'x-min-position': customer.confirmed.body.position } });
      const form = await fetch(`${stack.url}/api/logout`, { method: 'POST', headers: { cookie: customer.cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
      expect(form.status).toBe(415);
      const elsewhere = await fetch(`${stack.url}/api/logout`, { method: 'POST', headers: { cookie: customer.cookie, origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' } });
      expect(elsewhere.status).toBe(403);
      expect((await me()).status).toBe(200);
      // What the SPA sends: no body, no Content-Type.
      const ours = await fetch(`${stack.url}/api/logout`, { method: 'POST', headers: { cookie: customer.cookie, origin: stack.url, 'sec-fetch-site': 'same-origin' } });
      expect(ours.status).toBe(200);
      await expect.poll(async () => (await me()).status).toBe(401);
    });
  });

  describe('paths and correlation ids', () => {
    it('refuses a path that URL parsing would change, so the gateway judges the very call that runs', async () => {
      const customer = await api.logIn(api.newNumber());
      // `\` reads as `/` and `..` climbs: the gateway would check a place search and a webhook, and run something else.
      for (const [method, path] of [
        ['GET', '/api/get_suggest/..\\get_my_kundlis'],
        ['POST', '/api/payments/webhook/..\\..\\create_kundli'],
        ['GET', '/api/get_suggest/%2e%2e/get_my_kundlis'],
      ] as const) {
        const answer = await rawCall(stack.url + path, method, { cookie: customer.cookie, 'content-type': 'application/json' }, method === 'POST' ? JSON.stringify(kundliInput) : undefined);
        expect(answer.status, path).toBe(404);
      }
      expect((await api.call('GET', '/api/get_my_kundlis', { cookie: customer.cookie })).body.data).toEqual([]);
    });

    it("keeps a caller's correlation id only when it looks like one", async () => {
      const own = await fetch(`${stack.url}/api/get_blog`, { headers: { 'x-correlation-id': 'trace-1234' } });
      expect(own.headers.get('x-correlation-id')).toBe('trace-1234');
      const forged = await fetch(`${stack.url}/api/get_blog`, { headers: { 'x-correlation-id': `${'x'.repeat(200)}` } });
      expect(forged.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('body limits', () => {
    it('refuses a 6 MB upload with 413 at the gateway while another customer’s burst all succeeds', async () => {
      const uploader = stack.cookie('customer');
      const other = await api.logIn(api.newNumber());
      const sixMegabytes = Buffer.alloc(6 * 1024 * 1024, 1);
      const upload = async () => {
        const form = new FormData();
        form.append('image', new Blob([sixMegabytes], { type: 'image/png' }), 'huge.png');
        const answer = await fetch(`${stack.url}/upload/upload-image`, { method: 'POST', body: form, headers: { cookie: uploader } });
        return { status: answer.status, body: await answer.json() };
      };
      const burst = async () => {
        const statuses: number[] = [];
        for (let round = 0; round < 15; round += 1) {
          const answers = await Promise.all([
            api.call('PUT', `/api/update_users/${other.userId}`, { cookie: other.cookie, body: { name: `Burst ${round}` } }),
            api.call('POST', '/api/create_kundli', { cookie: other.cookie, body: { ...kundliInput, name: `Burst ${round}` } }),
            api.call('GET', `/api/get_single_users/${other.userId}`, { cookie: other.cookie, headers: { 'x-min-position': other.confirmed.body.position } }),
            api.call('GET', '/api/get_blog'),
          ]);
          statuses.push(...answers.map((answer) => answer.status));
        }
        return statuses;
      };
      const [uploads, chunked, statuses] = await Promise.all([
        Promise.all([upload(), upload(), upload()]),
        Promise.all([chunkedPost(`${stack.url}/upload/upload-image`, uploader, 8 * 1024 * 1024), chunkedPost(`${stack.url}/upload/upload-image`, uploader, 8 * 1024 * 1024)]),
        burst(),
      ]);
      for (const answer of uploads) expect(answer).toEqual({ status: 413, body: { status: 413, code: 'request.too_large', params: { limit: UPLOAD_LIMIT }, message: `The request body must be at most ${UPLOAD_LIMIT} bytes` } });
      for (const answer of chunked) expect(answer).toMatchObject({ status: 413, body: { code: 'request.too_large', params: { limit: UPLOAD_LIMIT } } });
      expect(statuses.filter((status) => status >= 300)).toEqual([]);
      expect(statuses).toHaveLength(60);
    });

    it('refuses a JSON body over 1 MB, announced or chunked, and the next calls still work', async () => {
      const customer = await api.logIn(api.newNumber());
      const announced = await api.call('POST', '/api/create_kundli', { cookie: customer.cookie, body: { ...kundliInput, name: 'x'.repeat(1_100_000) } });
      expect(announced).toMatchObject({ status: 413, body: { code: 'request.too_large', params: { limit: 1_000_000 } } });
      const chunked = await chunkedPost(`${stack.url}/api/create_kundli`, customer.cookie, 3 * 1024 * 1024, 'application/json');
      expect(chunked).toMatchObject({ status: 413, body: { code: 'request.too_large', params: { limit: 1_000_000 } } });
      expect((await api.call('POST', '/api/create_kundli', { cookie: customer.cookie, body: kundliInput })).status).toBe(201);
    });
  });
});

/** A call sent with exactly this path (fetch would resolve `..` and `\\` before sending). */
async function rawCall(url: string, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number }> {
  const target = new URL(url.replace(/\\/g, '/'));
  const path = url.slice(url.indexOf('/api/'));
  const req = request({ host: target.hostname, port: target.port, method, path, headers: { ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } });
  req.end(body);
  const [answer] = (await once(req, 'response')) as [import('node:http').IncomingMessage];
  answer.resume();
  return { status: answer.statusCode ?? 0 };
}

/** A POST with exactly these headers (fetch would add a Content-Type of its own). */
async function rawPost(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: unknown }> {
  const req = request(url, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } });
  req.end(body);
  const [answer] = (await once(req, 'response')) as [import('node:http').IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk as Buffer);
  return { status: answer.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) };
}

/**
 * A body sent in chunks with no announced length, as a browser streams one, until `total` bytes
 * are sent or the server answers (whichever is first): the server can only find it too large by counting.
 */
async function chunkedPost(url: string, cookie: string, total: number, contentType = 'multipart/form-data; boundary=x'): Promise<{ status: number; body: unknown }> {
  const req = request(url, { method: 'POST', headers: { cookie, 'content-type': contentType } });
  const answered = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', async (answer) => {
      const chunks: Buffer[] = [];
      for await (const chunk of answer) chunks.push(chunk as Buffer);
      resolve({ status: answer.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
    });
  });
  let done = false;
  void answered.then(() => (done = true), () => (done = true));
  const chunk = Buffer.alloc(64 * 1024, 'a');
  for (let sent = 0; sent < total && !done; sent += chunk.length) {
    if (!req.write(chunk)) await Promise.race([once(req, 'drain'), answered.catch(() => undefined)]);
  }
  req.end();
  return answered;
}
