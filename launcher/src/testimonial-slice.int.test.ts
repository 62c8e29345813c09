import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storedEventCounter } from './testing/stored-events.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';

/** The vertical slice end to end through the gateway: admin writes → events → projection → reads. */
describe.each([
  ['in-memory cache', undefined],
  ['Redis cache', inject('redisUrl')],
])('testimonial slice with the %s', (_cache, redisUrl) => {
  let db: TestDatabase;
  let events: Awaited<ReturnType<typeof storedEventCounter>>;
  let stack: InProcessStack;
  let admin: string;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'slice');
    events = await storedEventCounter(db.url);
    stack = await startInProcessStack(db.url, { redisUrl });
    admin = stack.cookie('admin', 'admin-1');
  });
  afterAll(async () => {
    await events?.close();
    await stack?.stop();
    await db?.drop();
  });

  const call = async (method: string, path: string, options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) => {
    const answer = await fetch(stack.url + path, {
      method,
      headers: { 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: answer.status, headers: answer.headers, body: (await answer.json()) as any };
  };
  const eventCount = () => events.count();
  const testimonial = { title: 'Guided me well', author: 'Asha', city: 'Pune', rating: 5, text: 'Accurate and kind.', status: 'published' };

  it('creates, reads (read-your-writes), updates and deletes a testimonial', async () => {
    const created = await call('POST', '/api/create_testimonial', { body: testimonial, cookie: admin, headers: { 'x-correlation-id': 'slice-1' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 201, data: { id: expect.any(String), slug: 'guided-me-well' }, position: expect.stringMatching(/^\d+\.\d+$/) });
    const { id } = created.body.data;

    const [event] = await stack.store.readStream(`content.testimonial-${id}`);
    expect(event).toMatchObject({ type: 'TestimonialCreated', metadata: { correlationId: 'slice-1', actor: { id: 'admin-1', role: 'admin' } } });

    const single = await call('GET', `/api/get_single_testimonial/${id}`, { headers: { 'x-min-position': created.body.position } });
    expect(single).toMatchObject({ status: 200, body: { status: 200, data: { id, title: 'Guided me well', author: 'Asha', rating: 5, slug: 'guided-me-well', status: 'published' } } });
    expect((await call('GET', '/api/get_single_testimonial/guided-me-well')).body.data.id).toBe(id);

    const list = await call('GET', '/api/get_testimonial?page=1&limit=10');
    expect(list.body).toMatchObject({ status: 200, data: [{ id }], meta: { page: 1, limit: 10, total: 1 } });

    const updated = await call('PUT', `/api/update_testimonial/${id}`, { body: { rating: 4 }, cookie: admin });
    expect(updated).toMatchObject({ status: 200, body: { data: { id } } });
    const afterUpdate = await call('GET', `/api/get_single_testimonial/${id}`, { headers: { 'x-min-position': updated.body.position } });
    expect(afterUpdate.body.data.rating).toBe(4);
    // The cached list was dropped when the projection changed the row behind it.
    await expect.poll(async () => (await call('GET', '/api/get_testimonial?page=1&limit=10')).body.data[0]?.rating).toBe(4);

    const deleted = await call('DELETE', `/api/delete_testimonial/${id}`, { cookie: admin });
    expect(deleted.status).toBe(200);
    const gone = await call('GET', `/api/get_single_testimonial/${id}`, { headers: { 'x-min-position': deleted.body.position } });
    expect(gone).toMatchObject({ status: 404, body: { status: 404, code: 'content.not_found', params: { family: 'testimonial' }, message: 'Testimonial not found' } });
    expect((await call('GET', '/api/get_testimonial')).body.meta.total).toBe(0);
  });

  it('keeps drafts from visitors but shows them to admins', async () => {
    const created = await call('POST', '/api/create_testimonial', { body: { ...testimonial, title: 'Draft one', status: 'draft' }, cookie: admin });
    const position = { 'x-min-position': created.body.position };
    expect((await call('GET', `/api/get_single_testimonial/${created.body.data.id}`, { headers: position })).status).toBe(404);
    expect((await call('GET', `/api/get_single_testimonial/${created.body.data.id}`, { headers: position, cookie: admin })).status).toBe(200);
    expect((await call('GET', '/api/get_testimonial?status=draft', { headers: position, cookie: admin })).body.data.map((item: { title: string }) => item.title)).toContain('Draft one');
  });

  it('refuses visitors (401), customers (403) and bad input (400) and appends nothing', async () => {
    const before = await eventCount();
    expect(await call('POST', '/api/create_testimonial', { body: testimonial })).toMatchObject({ status: 401, body: { status: 401 } });
    expect(await call('POST', '/api/create_testimonial', { body: testimonial, cookie: stack.cookie('customer') })).toMatchObject({ status: 403, body: { status: 403 } });
    const invalid = await call('POST', '/api/create_testimonial', { body: { ...testimonial, rating: 9, author: '' }, cookie: admin });
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        status: 400,
        code: 'request.invalid',
        errors: expect.arrayContaining([
          { path: 'rating', code: 'field.too_big', params: { maximum: 5 }, message: 'must be at most 5' },
          { path: 'author', code: 'field.required', message: 'is required' },
        ]),
      },
    });
    expect((await call('PUT', '/api/update_testimonial/not-a-uuid', { body: { rating: 3 }, cookie: admin })).body).toMatchObject({ status: 404, code: 'content.not_found' });
    expect((await call('DELETE', '/api/delete_testimonial/6f1c1f7e-2a5b-4c1e-9a43-0d3c2b1a0f11', { cookie: admin })).status).toBe(404);
    expect((await call('GET', '/api/get_testimonial?limit=500')).body).toMatchObject({ status: 400, errors: [{ path: 'query.limit' }] });
    expect((await call('GET', '/api/get_testimonial', { headers: { 'x-min-position': 'yesterday' } })).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  // Every call of the catalogue is served now; the 501 of a planned call is platform/src/http/catalogue-dispatcher.int.test.ts's.
  it('routes by the catalogue: 404 envelope for unknown calls, OpenAPI and health', async () => {
    expect(await call('GET', '/api/no_such_call')).toMatchObject({ status: 404, body: { status: 404, message: 'No such API call: GET /api/no_such_call' } });
    const openApi = await call('GET', '/api/openapi.json');
    expect(openApi.body.openapi).toBe('3.1.0');
    expect(await call('GET', '/api/health')).toMatchObject({ status: 200, body: { data: { gateway: 'up', commandService: { status: 'up', store: 'up' }, queryService: { status: 'up' } } } });
    const page = await fetch(`${stack.url}/some/deep/route`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });
});
