import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse, stalledFetch, type Responder } from '../testing/fake-fetch';
import { createApiClient, REQUEST_TIMEOUT_MS } from './api-client';

function clientWith(responder: Responder) {
  const clock = { now: 1_000 };
  const { fetch, requests } = fakeFetch(responder);
  const callApi = createApiClient({ fetch, now: () => clock.now, readYourWritesMs: 5_000 });
  return { callApi, requests, clock };
}

const ok = () => jsonResponse(200, { status: 200, data: [] });
/** A testimonial the catalogue's create and update calls take. */
const TESTIMONIAL = { title: 'Very accurate', author: 'Asha', rating: 5, text: 'Thank you' };

describe('callApi: requests from the route catalogue', () => {
  it('builds a read from the entry: method, encoded path parameters, query without undefined values', async () => {
    const { callApi, requests } = clientWith(ok);
    await callApi('get_single_testimonial', { params: { id: 'a b/c' } });
    await callApi('get_testimonial', { query: { page: 2, limit: 6, search: undefined } });

    expect(requests.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`)).toEqual([
      'GET /api/get_single_testimonial/a%20b%2Fc',
      'GET /api/get_testimonial?page=2&limit=6',
    ]);
    expect(requests[0]?.headers.get('content-type')).toBeNull();
  });

  it('sends a JSON body with credentials, by the method the catalogue names', async () => {
    const seen: RequestInit[] = [];
    const callApi = createApiClient({
      fetch: async (_input, init = {}) => {
        seen.push(init);
        return jsonResponse(200, { status: 200, data: { id: 't1' } });
      },
    });
    await callApi('update_testimonial', { params: { id: 't1' }, body: { rating: 4 } });

    expect(seen[0]).toMatchObject({ method: 'PUT', credentials: 'include', body: '{"rating":4}' });
    expect(new Headers(seen[0]?.headers).get('content-type')).toBe('application/json');
  });

  it("sends a call's own headers, such as a money command's Idempotency-Key", async () => {
    const { callApi, requests } = clientWith(ok);
    await callApi('update_testimonial', { params: { id: 't1' }, body: TESTIMONIAL, headers: { 'idempotency-key': 'key-12345' } });

    expect(requests[0]?.headers.get('idempotency-key')).toBe('key-12345');
    expect(requests[0]?.headers.get('accept')).toBe('application/json');
  });

  it('refuses a call the catalogue does not know, and a path parameter that is missing', async () => {
    const { callApi, requests } = clientWith(ok);
    // @ts-expect-error -- no such call: the compiler refuses it, and so does the client at run time
    await expect(callApi('get_horoscope_of_my_cat')).rejects.toThrow(/not in the route catalogue/);
    // @ts-expect-error -- the id is missing
    await expect(callApi('get_single_testimonial')).rejects.toThrow(/missing path parameter id/);
    expect(requests).toHaveLength(0);
  });
});

describe('callApi: answers as spec §8 hands them over', () => {
  it('returns the parsed body of an ok answer', async () => {
    const body = { status: 200, data: [{ id: 't1' }], meta: { page: 1, limit: 6, total: 1 } };
    const { callApi } = clientWith(() => jsonResponse(200, body));
    expect(await callApi('get_testimonial')).toEqual(body);
  });

  it('returns error_status only for 204, 404 and 500', async () => {
    for (const status of [204, 404, 500]) {
      const { callApi } = clientWith(() =>
        status === 204 ? new Response(null, { status }) : jsonResponse(status, { status, message: 'Not here' }),
      );
      expect(await callApi('get_single_testimonial', { params: { id: 'x' } })).toEqual({ error_status: status });
    }
  });

  it('returns error_status plus the parsed body for other failures', async () => {
    const body = { status: 400, message: 'Invalid input', errors: [{ path: 'rating', message: 'must be 1 to 5' }] };
    const { callApi } = clientWith(() => jsonResponse(400, body));
    expect(await callApi('create_testimonial', { body: { ...TESTIMONIAL, rating: 9 } })).toEqual({ error_status: 400, ...body });
  });

  it('returns error_status only when a failure has no JSON body', async () => {
    const { callApi } = clientWith(() => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }));
    expect(await callApi('get_testimonial')).toEqual({ error_status: 502 });
  });

  it('lets a network failure reach the caller', async () => {
    const { callApi } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callApi('get_testimonial')).rejects.toThrow('Failed to fetch');
  });
});

describe('callApi: read-your-writes', () => {
  const commandAnswer = (position: string) => jsonResponse(201, { status: 201, data: { id: 't1' }, position }, { 'x-position': position });
  const minPositions = (requests: { method: string; headers: Headers }[]) => requests.map((request) => request.headers.get('x-min-position'));

  it('sends the newest written position with query-side calls for a while, never with commands, past the browser’s cache', async () => {
    const { callApi, requests, clock } = clientWith((request) => (request.method === 'GET' ? ok() : commandAnswer('41')));
    await callApi('get_testimonial');
    await callApi('create_testimonial', { body: TESTIMONIAL });
    await callApi('get_testimonial');
    await callApi('create_testimonial', { body: TESTIMONIAL });
    clock.now += 5_001;
    await callApi('get_testimonial');

    expect(minPositions(requests)).toEqual([null, null, '41', null, null]);
    // A public read may be kept a second by the browser: the one at the write's position must not come from there.
    expect(requests.map((request) => request.cache)).toEqual([undefined, undefined, 'no-store', undefined, undefined]);
  });

  it('keeps the newest position when answers arrive out of order, comparing them as numbers', async () => {
    const positions = ['10', '9'];
    const { callApi, requests } = clientWith((request) => (request.method === 'GET' ? ok() : commandAnswer(positions.shift()!)));
    await callApi('create_testimonial', { body: TESTIMONIAL });
    await callApi('create_testimonial', { body: TESTIMONIAL });
    await callApi('calculate_love', { body: { name1: 'Asha', name2: 'Ravi' } });

    expect(minPositions(requests).at(-1)).toBe('10');
  });

  it('takes the server’s "<commit>.<prepare>" positions and keeps the newest, comparing part by part', async () => {
    const positions = ['2486465.3', '2486465.12', '2486464.99'];
    const { callApi, requests } = clientWith((request) => (request.method === 'GET' ? ok() : commandAnswer(positions.shift()!)));
    await callApi('create_testimonial', { body: TESTIMONIAL });
    await callApi('get_testimonial');
    await callApi('create_testimonial', { body: TESTIMONIAL });
    await callApi('create_testimonial', { body: TESTIMONIAL });
    await callApi('get_testimonial');

    expect(minPositions(requests)).toEqual([null, '2486465.3', null, null, '2486465.12']);
  });

  it('reads the position from the x-position header when the body has none', async () => {
    const { callApi, requests } = clientWith((request) =>
      request.method === 'GET' ? ok() : jsonResponse(200, { status: 200, data: {} }, { 'x-position': '18446744073709551615' }),
    );
    await callApi('delete_testimonial', { params: { id: 't1' } });
    await callApi('get_single_testimonial', { params: { id: 't1' } });

    expect(minPositions(requests)).toEqual([null, '18446744073709551615']);
  });

  it('keeps the position across a page load through its store, until the window has passed', async () => {
    const saved = new Map<string, string>();
    const store = { load: () => saved.get('position') ?? null, save: (value: string) => void saved.set('position', value) };
    const clock = { now: 1_000 };
    const answers = (request: { method: string }) => (request.method === 'GET' ? ok() : commandAnswer('77'));
    const before = fakeFetch(answers);
    await createApiClient({ fetch: before.fetch, now: () => clock.now, positionStore: store })('confirm_otp', { body: { otp: '123456', user_id: 'u1' } });

    const after = fakeFetch(answers);
    const reloaded = createApiClient({ fetch: after.fetch, now: () => clock.now, positionStore: store });
    await reloaded('get_single_users', { params: { id: 'u1' } });
    clock.now += 5_001;
    await reloaded('get_single_users', { params: { id: 'u1' } });

    expect(minPositions(after.requests)).toEqual(['77', null]);
  });

  it('starts afresh from a store holding something else', async () => {
    for (const junk of ['not json', '{"position":"1; drop","until":9999999}', '{"position":"5"}', 'null']) {
      const { fetch, requests } = fakeFetch(ok);
      await createApiClient({ fetch, now: () => 1_000, positionStore: { load: () => junk, save: () => undefined } })('get_testimonial');
      expect(minPositions(requests)).toEqual([null]);
    }
  });

  it('ignores a position that is not a number', async () => {
    const { callApi, requests } = clientWith((request) => (request.method === 'GET' ? ok() : commandAnswer('1; drop')));
    await callApi('create_testimonial', { body: TESTIMONIAL });
    await callApi('get_testimonial');

    expect(minPositions(requests)).toEqual([null, null]);
  });
});

describe('callApi: a call with no answer', () => {
  it('fails after 30 s as a dropped connection does, so the page offers to try again instead of waiting for ever', async () => {
    vi.useFakeTimers();
    const callApi = createApiClient({ fetch: stalledFetch });
    const outcome = callApi('get_testimonial').then(
      () => 'answered',
      (error: DOMException) => error.name,
    );

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    const early = await Promise.race([outcome, Promise.resolve('still waiting')]);
    await vi.advanceTimersByTimeAsync(1);

    expect(early).toBe('still waiting');
    await expect(outcome).resolves.toBe('TimeoutError');
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('fails when the body stops coming before the deadline, even though the head came', async () => {
    vi.useFakeTimers();
    const stalledBody = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"status":200,"data":['));
          init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const outcome = createApiClient({ fetch: stalledBody, timeoutMs: 1_000 })('get_testimonial').catch((error: DOMException) => error.name);

    await vi.advanceTimersByTimeAsync(1_000);

    await expect(outcome).resolves.toBe('TimeoutError');
  });

  it("keeps the caller's own abort apart from the deadline, and leaves no timer behind an answer", async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const aborted = createApiClient({ fetch: stalledFetch })('get_testimonial', { signal: controller.signal }).catch((error: DOMException) => error.name);
    controller.abort();
    await expect(aborted).resolves.toBe('AbortError');

    const { fetch } = fakeFetch(ok);
    await createApiClient({ fetch })('get_testimonial');
    expect(vi.getTimerCount()).toBe(0);
  });
});
