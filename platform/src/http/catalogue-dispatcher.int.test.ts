import { createServer, get, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RouteEntry } from '@nakshatra/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { encodeSession } from '../session/session-cookie.js';
import { assertHandlersMatchCatalogue, CatalogueDispatcher } from './catalogue-dispatcher.js';
import { refuse } from './http-error.js';
import { PreparedAnswer } from './prepared-answer.js';
import type { RouteCall } from './route-handler.js';

const secret = 's'.repeat(32);
const entry = (name: string, method: RouteEntry['method'], path: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  name, method, path, side: 'command', access: 'admin', family: 'thing', summary: '', ...extra,
});
const catalogue: RouteEntry[] = [
  entry('create_thing', 'POST', '/api/create_thing', {
    body: z.strictObject({ name: z.string().min(1), size: z.number().int().max(3) }),
    response: { data: z.strictObject({ ok: z.boolean() }) },
    refusals: ['record.busy'],
  }),
  entry('get_thing', 'GET', '/api/get_thing', { side: 'query', access: 'public', response: { data: z.null() } }),
  entry('create_later', 'POST', '/api/create_later', { planned: { issue: 9, capability: 'later things' } }),
  entry('export_thing', 'GET', '/api/export_thing', { response: { data: z.null(), download: true } }),
  entry('list_things', 'GET', '/api/list_things', { access: 'public', response: { data: z.array(z.string()), meta: z.strictObject({ total: z.number() }) } }),
  entry('search_things', 'GET', '/api/search_things', { access: 'public', query: z.strictObject({ size: z.coerce.number() }), response: { data: z.array(z.string()) } }),
  entry('drift_thing', 'POST', '/api/drift_thing', { body: z.strictObject({ kind: z.enum(['shape', 'code']) }), response: { data: z.strictObject({ ok: z.boolean() }) } }),
];

/** `n` short strings: a JSON answer of about 14 × n bytes. */
const things = (n: number) => Array.from({ length: n }, (_, i) => `thing number ${i}`);
const preparedList = PreparedAnswer.of({ data: things(200), meta: { total: 200 } }, 'everyone');
/** An admin's view from the query cache (drafts included, say): never shared. */
const adminsList = PreparedAnswer.of({ data: things(3), meta: { total: 3 } }, 'admins');

/** A GET as the wire carries it: no decoding, unlike fetch. */
const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

describe('catalogue dispatcher over HTTP', () => {
  const calls: RouteCall[] = [];
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const dispatcher = new CatalogueDispatcher({
      side: 'command',
      catalogue,
      handlers: {
        create_thing: async (call) => (calls.push(call), { status: 201, data: { ok: true }, position: '5.6' }),
        export_thing: async () => ({ contentType: 'text/csv; charset=utf-8', body: 'name,size\r\n"a, b",2\r\n', headers: { 'Content-Disposition': 'attachment; filename="things.csv"' } }),
        list_things: async (call) => (call.actor.role === 'admin' ? adminsList : preparedList),
        search_things: async (call) => ({ data: things((call.query as { size: number }).size) }),
        // Answers what its entry does not describe: a field too many, or a refusal it does not list.
        drift_thing: async (call) => {
          if ((call.body as { kind: string }).kind === 'code') throw refuse('user.not_found');
          return { data: { ok: true, secret: 'leaked' } };
        },
      },
      sessionSecret: secret,
      logger: createLogger('test', 'silent'),
      checkAnswers: true,
    });
    server = createServer((req, res) => void dispatcher.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const cookie = (role: 'admin' | 'customer') => `nk_session=${encodeSession(secret, { sid: 's', uid: 'u', role, exp: Math.floor(Date.now() / 1000) + 60 })}`;
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(base + path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

  it('runs the handler with validated input, the actor and the correlation id', async () => {
    const answer = await post('/api/create_thing', JSON.stringify({ name: 'a', size: 2 }), { cookie: cookie('admin'), 'x-correlation-id': 'corr-1' });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-position')).toBe('5.6');
    expect(await answer.json()).toEqual({ status: 201, data: { ok: true }, position: '5.6' });
    expect(calls.at(-1)).toMatchObject({ body: { name: 'a', size: 2 }, actor: { id: 'u', role: 'admin' }, correlationId: 'corr-1' });
  });

  it('sends a raw result as it is, with its content type and headers, instead of the envelope', async () => {
    const answer = await fetch(`${base}/api/export_thing`, { headers: { cookie: cookie('admin') } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="things.csv"');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toBe('name,size\r\n"a, b",2\r\n');
    expect((await fetch(`${base}/api/export_thing`, { headers: { cookie: cookie('customer') } })).status).toBe(403);
  });

  it('sends a prepared answer as its bytes, with its ETag, and 304 to a caller who holds it', async () => {
    const plain = await rawGet(`${base}/api/list_things`, {});
    expect(plain.status).toBe(200);
    expect(plain.body.equals(preparedList.body)).toBe(true);
    expect(plain.headers).toMatchObject({ etag: preparedList.etag, 'cache-control': 'public, max-age=1', vary: 'Accept-Encoding, Cookie', 'content-type': 'application/json; charset=utf-8' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual({ status: 200, data: things(200), meta: { total: 200 } });

    const held = await rawGet(`${base}/api/list_things`, { 'if-none-match': `"other", ${preparedList.etag}` });
    expect(held.status).toBe(304);
    expect(held.body.length).toBe(0);
    expect(held.headers.etag).toBe(preparedList.etag);
    expect((await rawGet(`${base}/api/list_things`, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('lets an answer for everyone be kept a second whoever asked, and has an admin’s view revalidated', async () => {
    const callers: Record<string, string>[] = [{ cookie: cookie('customer') }, { cookie: 'nk_lang=hi' }, {}];
    for (const headers of callers) {
      const shared = await rawGet(`${base}/api/list_things`, headers);
      expect(shared.headers).toMatchObject({ etag: preparedList.etag, 'cache-control': 'public, max-age=1', vary: 'Accept-Encoding, Cookie' });
    }
    const admins = await rawGet(`${base}/api/list_things`, { cookie: cookie('admin') });
    expect(admins.body.equals(adminsList.body)).toBe(true);
    expect(admins.headers['cache-control']).toBe('private, no-cache');
    expect(admins.headers.vary).toBeUndefined();
  });

  it('compresses JSON over 1 KB in the coding the caller prefers, brotli first, and leaves small answers as they are', async () => {
    const br = await rawGet(`${base}/api/list_things`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(preparedList.body)).toBe(true);
    expect(br.body.length).toBeLessThan(preparedList.body.length / 4);

    const gzip = await rawGet(`${base}/api/list_things`, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(preparedList.body)).toBe(true);

    const none = await rawGet(`${base}/api/list_things`, { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();

    const fresh = await rawGet(`${base}/api/search_things?size=200`, { 'accept-encoding': 'br' });
    expect(fresh.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding', 'cache-control': 'no-store' });
    expect(fresh.headers.etag).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(fresh.body).toString('utf8'))).toEqual({ status: 200, data: things(200) });

    const small = await rawGet(`${base}/api/search_things?size=2`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ status: 200, data: things(2) });
  });

  it('answers 400 with each field and reason, without calling the handler', async () => {
    const before = calls.length;
    const answer = await post('/api/create_thing', JSON.stringify({ name: '', size: 9 }), { cookie: cookie('admin') });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { message: string };
    expect(body).toMatchObject({
      status: 400,
      code: 'request.invalid',
      errors: [
        { path: 'name', code: 'field.required', message: 'is required' },
        { path: 'size', code: 'field.too_big', params: { maximum: 3 }, message: 'must be at most 3' },
      ],
    });
    expect(body.message).toBe('name: is required; size: must be at most 3');
    const malformed = await post('/api/create_thing', '{"name":', { cookie: cookie('admin') });
    expect(await malformed.json()).toEqual({ status: 400, code: 'request.invalid_json', message: 'The request body must be valid JSON' });
    expect(calls.length).toBe(before);
  });

  it('refuses control characters in any string before the schema, without calling the handler', async () => {
    const before = calls.length;
    const answer = await post('/api/create_thing', JSON.stringify({ name: 'nul\u0000name', size: 1 }), { cookie: cookie('admin') });
    expect(await answer.json()).toMatchObject({ status: 400, code: 'request.invalid', errors: [{ path: 'name', code: 'field.control_characters' }] });
    expect(calls.length).toBe(before);
  });

  it('reads a body only when it is declared JSON, and refuses one over the limit', async () => {
    const before = calls.length;
    const body = JSON.stringify({ name: 'a', size: 1 });
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp']) {
      const answer = await post('/api/create_thing', body, { cookie: cookie('admin'), 'content-type': type });
      expect(await answer.json(), type).toEqual({ status: 415, code: 'request.unsupported_media_type', message: 'Send the request body as JSON (Content-Type: application/json)' });
    }
    expect(calls.length).toBe(before);
    expect((await post('/api/create_thing', body, { cookie: cookie('admin'), 'content-type': 'Application/JSON; charset=UTF-8' })).status).toBe(201);
    const huge = await post('/api/create_thing', JSON.stringify({ name: 'a'.repeat(1_000_001), size: 1 }), { cookie: cookie('admin') });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'request.too_large', params: { limit: 1_000_000 } });
    expect(calls.length).toBe(before + 1);
  });

  it('answers 401 to a visitor and 403 to a customer before reading the body', async () => {
    const visitor = await post('/api/create_thing', '{}');
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ status: 401, code: 'auth.login_required', message: 'Please log in to continue' });
    const customer = await post('/api/create_thing', '{}', { cookie: cookie('customer') });
    expect(await customer.json()).toMatchObject({ status: 403, code: 'auth.admin_only' });
    expect((await post('/api/create_thing', '{}', { cookie: 'nk_session=forged.value' })).status).toBe(401);
  });

  it('answers 501 for planned calls, 404 for unknown ones and 405 for a wrong method', async () => {
    const planned = await post('/api/create_later', '{}');
    expect(planned.status).toBe(501);
    expect(await planned.json()).toEqual({
      status: 501,
      code: 'api.planned',
      params: { name: 'create_later', issue: 9, capability: 'later things' },
      message: 'create_later is planned (issue #9, later things) and not served yet',
    });
    expect(await (await fetch(`${base}/api/nothing`)).json()).toMatchObject({ status: 404, code: 'api.not_found', params: { method: 'GET', path: '/api/nothing' } });
    expect(await (await fetch(`${base}/api/create_thing`)).json()).toMatchObject({ status: 405, code: 'api.method_not_allowed' });
    expect((await fetch(`${base}/api/get_thing`)).status).toBe(404);
  });

  it('in test mode, answers 500 naming the drift when an answer disagrees with its entry', async () => {
    const shape = await post('/api/drift_thing', JSON.stringify({ kind: 'shape' }), { cookie: cookie('admin') });
    expect(shape.status).toBe(500);
    expect(((await shape.json()) as { message: string }).message).toMatch(/drift_thing .* disagrees with its catalogue entry: data: Unrecognized key: "secret"/);
    const code = await post('/api/drift_thing', JSON.stringify({ kind: 'code' }), { cookie: cookie('admin') });
    expect(code.status).toBe(500);
    expect(((await code.json()) as { message: string }).message).toMatch(/drift_thing answered user\.not_found, which its entry does not list/);
  });
});

describe('handlers against the catalogue', () => {
  const handler = async () => ({ data: null });

  it('accepts handlers for exactly the served entries of the side', () => {
    expect(() => assertHandlersMatchCatalogue('command', catalogue, { create_thing: handler, export_thing: handler, list_things: handler, search_things: handler, drift_thing: handler })).not.toThrow();
  });

  it('refuses a served entry without a handler', () => {
    expect(() => assertHandlersMatchCatalogue('command', catalogue, {})).toThrow(/Served but without a handler: create_thing, export_thing, list_things, search_things, drift_thing/);
  });

  it('refuses a handler for a path outside the catalogue, a planned entry or the other side', () => {
    for (const extra of ['create_nothing', 'create_later', 'get_thing']) {
      expect(() => assertHandlersMatchCatalogue('command', catalogue, { create_thing: handler, export_thing: handler, list_things: handler, search_things: handler, drift_thing: handler, [extra]: handler })).toThrow(new RegExp(`not served command entries of the catalogue: ${extra}`));
    }
  });
});
