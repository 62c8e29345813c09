import { IncomingMessage, ServerResponse, type IncomingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import { catalogueEntries, type RouteEntry } from '@nakshatra/contracts';
import { encodeSession } from '@nakshatra/platform';
import { describe, expect, it } from 'vitest';
import { EdgeCache, sharedMaxAgeOf } from './edge-cache.js';

const entry = (side: 'query' | 'command'): RouteEntry => ({ name: 'get_blog', method: 'GET', path: '/api/get_blog', side, access: 'public', family: 'blog', summary: '' });

const request = (headers: IncomingHttpHeaders = {}, method = 'GET', url = '/api/get_blog?limit=20') => {
  const req = new IncomingMessage(new Socket());
  Object.assign(req, { method, url, headers });
  return req;
};

/** A response that records what was written. */
const response = (req: IncomingMessage) => {
  const res = new ServerResponse(req);
  const written: { status?: number; headers?: Record<string, string>; body?: Buffer } = {};
  const byName = (flat: string[]) => Object.fromEntries(flat.flatMap((name, index) => (index % 2 === 0 ? [[name, flat[index + 1]!]] : [])));
  res.writeHead = ((status: number, headers: string[]) => Object.assign(written, { status, headers: byName(headers) }) && res) as never;
  res.end = ((body?: Buffer) => Object.assign(written, { body }) && res) as never;
  return { res, written };
};

/** A session cookie's value as the services sign it; the gateway reads the role without the secret. */
const session = (role: 'customer' | 'astrologer' | 'admin') => encodeSession('s'.repeat(32), { sid: 's', uid: 'u', role, exp: Math.floor(Date.now() / 1000) + 60 });

const answerHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=1', etag: 'W/"abc"', vary: 'Accept-Encoding, Cookie', 'x-correlation-id': 'upstream' };

describe('edge cache', () => {
  it('keeps only answers a shared cache may keep, for their max-age', () => {
    expect(sharedMaxAgeOf('public, max-age=1')).toBe(1);
    expect(sharedMaxAgeOf('max-age=5, public')).toBe(5);
    expect(sharedMaxAgeOf('no-cache')).toBeUndefined();
    expect(sharedMaxAgeOf('no-store')).toBeUndefined();
    expect(sharedMaxAgeOf('public, no-cache')).toBeUndefined();
    expect(sharedMaxAgeOf('private, max-age=60')).toBeUndefined();
    expect(sharedMaxAgeOf('public')).toBeUndefined();
    expect(sharedMaxAgeOf('public, max-age=0')).toBeUndefined();
    expect(sharedMaxAgeOf(undefined)).toBeUndefined();
  });

  it('answers query-side GETs of visitors, customers and astrologers, not an admin, a caller waiting for their write or a command', () => {
    const cache = new EdgeCache();
    const shared = { key: 'identity /api/get_blog?limit=20', acceptEncoding: 'identity' };
    expect(cache.cacheableOf(entry('query'), request({ 'accept-encoding': 'gzip, br' }))).toEqual({ key: 'br /api/get_blog?limit=20', acceptEncoding: 'br' });
    expect(cache.cacheableOf(entry('query'), request({ cookie: 'nk_lang=hi' }))).toEqual(shared);
    expect(cache.cacheableOf(entry('query'), request({ cookie: `nk_lang=hi; nk_session=${session('customer')}` }))).toEqual(shared);
    expect(cache.cacheableOf(entry('query'), request({ cookie: `nk_session=${session('astrologer')}` }))).toEqual(shared);
    expect(cache.cacheableOf(entry('query'), request({ cookie: `nk_session=${session('admin')}` }))).toBeUndefined();
    // Not a cookie that says customer or astrologer: it may be an admin's, so the query service decides.
    expect(cache.cacheableOf(entry('query'), request({ cookie: 'nk_lang=hi; nk_session=abc' }))).toBeUndefined();
    expect(cache.cacheableOf(entry('query'), request({ cookie: `nk_session=${Buffer.from('{"uid":"u"}').toString('base64url')}.sig` }))).toBeUndefined();
    expect(cache.cacheableOf(entry('query'), request({ 'x-min-position': '1.1' }))).toBeUndefined();
    expect(cache.cacheableOf(entry('command'), request())).toBeUndefined();
    expect(cache.cacheableOf(entry('query'), request({}, 'POST'))).toBeUndefined();
    // A download is one person's (a bill, a private image): never kept, so never buffered to be.
    expect(cache.cacheableOf(catalogueEntries.find((candidate) => candidate.name === 'get_private_image')!, request())).toBeUndefined();
    // The role a cookie says is remembered: asked again, each cookie is judged as the first time.
    const [admin, customer] = [session('admin'), session('customer')];
    for (let round = 0; round < 2; round += 1) {
      expect(cache.cacheableOf(entry('query'), request({ cookie: `nk_session=${admin}` }))).toBeUndefined();
      expect(cache.cacheableOf(entry('query'), request({ cookie: `nk_session=${customer}` }))).toEqual(shared);
      // One no real session is that long is judged each time, never remembered.
      expect(cache.cacheableOf(entry('query'), request({ cookie: `nk_session=${admin}${'x'.repeat(600)}` }))).toBeUndefined();
    }
  });

  it('sends a kept answer as it was until it expires, without the upstream’s own headers, and 304 to a caller who holds it', () => {
    let now = 0;
    const cache = new EdgeCache([['X-Frame-Options', 'DENY']], 10, () => now);
    const body = Buffer.from('{"status":200,"data":[]}');
    cache.store('br /x', 200, { ...answerHeaders, 'content-encoding': 'br' }, body);

    const hit = response(request());
    cache.send(cache.lookup('br /x')!, request(), hit.res, 'c-1');
    const described = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=1', vary: 'Accept-Encoding, Cookie', etag: 'W/"abc"' };
    expect(hit.written).toEqual({
      status: 200,
      headers: { 'X-Frame-Options': 'DENY', ...described, 'content-encoding': 'br', 'X-Cache': 'HIT', 'content-length': String(body.length), 'x-correlation-id': 'c-1' },
      body,
    });

    const held = request({ 'if-none-match': 'W/"abc"' });
    const revalidated = response(held);
    cache.send(cache.lookup('br /x')!, held, revalidated.res, 'c-2');
    expect(revalidated.written).toEqual({ status: 304, headers: { 'X-Frame-Options': 'DENY', ...described, 'X-Cache': 'HIT', 'x-correlation-id': 'c-2' }, body: undefined });

    expect(cache.lookup('gzip /x')).toBeUndefined();
    now = 1_000;
    expect(cache.lookup('br /x')).toBeUndefined();
  });

  it('keeps nothing that is not a public 200, and stays bounded', () => {
    const cache = new EdgeCache([], 2, () => 0);
    const body = Buffer.from('{}');
    cache.store('a', 200, { ...answerHeaders, 'cache-control': 'no-store' }, body);
    cache.store('b', 404, answerHeaders, body);
    expect(cache.lookup('a')).toBeUndefined();
    expect(cache.lookup('b')).toBeUndefined();
    for (const key of ['x', 'y', 'z']) cache.store(key, 200, answerHeaders, body);
    expect(cache.lookup('x')).toBeUndefined();
    expect(cache.lookup('z')).toBeDefined();
  });
});
