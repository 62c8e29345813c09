import { contentFamilyNames, catalogueEntries } from '@nakshatra/contracts';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contentSamples } from './testing/content-samples.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi } from './testing/test-api.js';

/** Every content family of the catalogue, through the generic mechanism, end to end. */
describe('content families', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;
  let admin: string;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'content');
    stack = await startInProcessStack(db.url);
    api = testApi(stack);
    admin = stack.cookie('admin');
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  it.each(contentFamilyNames)('%s: create → list → single (by id and slug) → update → delete → gone', async (family) => {
    // Admin-only families (rejection reasons, notifications) are read with the admin's session too.
    const reader = catalogueEntries.find((entry) => entry.name === `get_${family}`)!.access === 'admin' ? admin : undefined;
    const body = { title: `First ${family}`, status: 'published', ...contentSamples[family] };
    const created = await api.call('POST', `/api/create_${family}`, { cookie: admin, body });
    expect(created, JSON.stringify(created.body)).toMatchObject({ status: 201, body: { data: { id: expect.any(String), slug: `first-${family.replace(/_/g, '-')}` } } });
    const { id, slug } = created.body.data;
    const fresh = { 'x-min-position': created.body.position };

    const list = await api.call('GET', `/api/get_${family}?limit=5`, { headers: fresh, cookie: reader });
    expect(list.body).toMatchObject({ status: 200, data: [{ id, title: `First ${family}` }], meta: { total: 1 } });
    expect((await api.call('GET', `/api/get_single_${family}/${id}`, { cookie: reader })).body.data).toMatchObject({ id, slug, ...contentSamples[family] });
    expect((await api.call('GET', `/api/get_single_${family}/${slug}`, { cookie: reader })).body.data.id).toBe(id);

    const updated = await api.call('PUT', `/api/update_${family}/${id}`, { cookie: admin, body: { title: `Renamed ${family}` } });
    expect(updated.status).toBe(200);
    expect((await api.call('GET', `/api/get_single_${family}/${id}`, { headers: { 'x-min-position': updated.body.position }, cookie: reader })).body.data.title).toBe(`Renamed ${family}`);

    const deleted = await api.call('DELETE', `/api/delete_${family}/${id}`, { cookie: admin });
    expect(deleted.status).toBe(200);
    expect((await api.call('GET', `/api/get_single_${family}/${id}`, { headers: { 'x-min-position': deleted.body.position }, cookie: reader })).status).toBe(404);
    expect((await api.call('GET', `/api/get_${family}`, { cookie: reader })).body.meta.total).toBe(0);
    // The slug is free again once its item is gone.
    const again = await api.call('POST', `/api/create_${family}`, { cookie: admin, body: { ...body, slug } });
    expect(again.status).toBe(201);
    await api.call('DELETE', `/api/delete_${family}/${again.body.data.id}`, { cookie: admin });
  });

  it("shows an item's timeline to admins: who changed what, when", async () => {
    const editor = stack.cookie('admin', '7d4f3c2b-1a09-4f8e-9d7c-6b5a4e3d2c1b');
    const created = await api.call('POST', '/api/create_vastu', { cookie: editor, body: { title: 'North-east corner', ...contentSamples.vastu } });
    const { id } = created.body.data;
    await api.call('PUT', `/api/update_vastu/${id}`, { cookie: editor, body: { status: 'published' } });
    const deleted = await api.call('DELETE', `/api/delete_vastu/${id}`, { cookie: editor });
    const timeline = await api.call('GET', `/api/get_content_history/${id}`, { cookie: admin, headers: { 'x-min-position': deleted.body.position } });
    expect(timeline.body.data.map((entry: { change: string }) => entry.change)).toEqual(['deleted', 'updated', 'created']);
    expect(timeline.body.data[1]).toMatchObject({ actor: { id: '7d4f3c2b-1a09-4f8e-9d7c-6b5a4e3d2c1b', role: 'admin' }, fields: { status: 'published' }, occurred_at: expect.any(String) });
    expect(timeline.body.data[2].fields).toMatchObject({ title: 'North-east corner', slug: 'north-east-corner' });
    expect((await api.call('GET', `/api/get_content_history/${id}`, { cookie: stack.cookie('customer') })).status).toBe(403);
  });

  it('counts live items per family and status for the admin dashboard', async () => {
    const created = await api.call('POST', '/api/create_offers', { cookie: admin, body: { title: 'Counted offer', ...contentSamples.offers, code: 'COUNT10' } });
    const counts = await api.call('GET', '/api/get_content_counts', { cookie: admin, headers: { 'x-min-position': created.body.position } });
    expect(counts.body.data.offers).toEqual({ published: 0, draft: 1 });
    expect(Object.keys(counts.body.data)).toEqual(expect.arrayContaining(['blog', 'horoscope', 'testimonial']));
    expect((await api.call('GET', '/api/get_content_counts', { cookie: stack.cookie('customer') })).status).toBe(403);
  });

  it('serves an album with its published gallery items', async () => {
    const album = await api.call('POST', '/api/create_collection', { cookie: admin, body: { title: 'Kumbh Mela 2025', status: 'published', ...contentSamples.collection } });
    const albumId = album.body.data.id;
    await api.call('POST', '/api/create_gallery', { cookie: admin, body: { title: 'Sangam at dawn', status: 'published', images: ['/uploads/a.png'], collection_id: albumId } });
    await api.call('POST', '/api/create_gallery', { cookie: admin, body: { title: 'Not yet published', images: ['/uploads/b.png'], collection_id: albumId } });
    const last = await api.call('POST', '/api/create_gallery', { cookie: admin, body: { title: 'Another album', status: 'published', images: ['/uploads/c.png'] } });
    const answer = await api.call('GET', '/api/get_single_gallery_collection/kumbh-mela-2025', { headers: { 'x-min-position': last.body.position } });
    expect(answer.body.data).toMatchObject({ id: albumId, title: 'Kumbh Mela 2025', items: [{ title: 'Sangam at dawn', images: ['/uploads/a.png'] }] });
    expect(answer.body.data.items).toHaveLength(1);
    expect((await api.call('GET', '/api/get_single_gallery_collection/no-such-album')).status).toBe(404);
  });

  it('keeps slugs unique per family: 409 for a chosen slug, a numbered one when made from the title', async () => {
    const body = { title: 'Shani remedies', status: 'published', ...contentSamples.blog };
    const first = await api.call('POST', '/api/create_blog', { cookie: admin, body });
    const second = await api.call('POST', '/api/create_blog', { cookie: admin, body });
    expect([first.body.data.slug, second.body.data.slug]).toEqual(['shani-remedies', 'shani-remedies-2']);
    expect(await api.call('POST', '/api/create_blog', { cookie: admin, body: { ...body, slug: 'shani-remedies' } })).toMatchObject({
      status: 409,
      body: { code: 'content.slug_taken', params: { family: 'blog', slug: 'shani-remedies' }, message: 'Another blog post already uses the slug "shani-remedies"' },
    });
    expect((await api.call('PUT', `/api/update_blog/${second.body.data.id}`, { cookie: admin, body: { slug: 'shani-remedies' } })).status).toBe(409);
    expect((await api.call('POST', '/api/create_news', { cookie: admin, body: { ...body, slug: 'shani-remedies' } })).status).toBe(201);
  });

  it('filters lists by category, tag and status, searches titles and pages', async () => {
    const make = (title: string, extra: Record<string, unknown>) => api.call('POST', '/api/create_tarot', { cookie: admin, body: { ...contentSamples.tarot, title, status: 'published', ...extra } });
    await api.call('POST', '/api/create_tarot', { cookie: admin, body: { ...contentSamples.tarot, title: 'Draft card' } });
    await make('The Tower', { category: 'major', tags: ['change'] });
    await make('The Star', { category: 'major', tags: ['hope'] });
    // The last write's position covers every write before it.
    const last = await make('Three of Cups', { category: 'minor', tags: ['hope'] });
    const fresh = { 'x-min-position': last.body.position };
    const titles = async (query: string, cookie?: string) =>
      (await api.call('GET', `/api/get_tarot?${query}`, { headers: fresh, cookie })).body.data.map((item: { title: string }) => item.title).sort();
    expect(await titles('category=major')).toEqual(['The Star', 'The Tower']);
    expect(await titles('tag=hope')).toEqual(['The Star', 'Three of Cups']);
    expect(await titles('search=THE')).toEqual(['The Star', 'The Tower']);
    expect(await titles('status=draft')).toEqual(['The Star', 'The Tower', 'Three of Cups']);
    expect(await titles('status=draft', admin)).toEqual(['Draft card']);
    const page = await api.call('GET', '/api/get_tarot?limit=2&page=2&sort=title', { headers: fresh });
    expect(page.body).toMatchObject({ data: [{ title: 'Three of Cups' }], meta: { page: 2, limit: 2, total: 3 } });
  });

  it('sorts priced families by price, numerically', async () => {
    const make = (title: string, price: number) =>
      api.call('POST', '/api/create_pooja_booking', { cookie: admin, body: { ...contentSamples.pooja_booking, title, price, status: 'published' } });
    await make('Pooja at 9,000', 900_000);
    await make('Pooja at 100,000', 10_000_000);
    const last = await make('Pooja at 50,000', 5_000_000);
    const titles = async (sort: string) =>
      (await api.call('GET', `/api/get_pooja_booking?search=pooja%20at&sort=${sort}`, { headers: { 'x-min-position': last.body.position } })).body.data.map((item: { title: string }) => item.title);
    expect(await titles('price_asc')).toEqual(['Pooja at 9,000', 'Pooja at 50,000', 'Pooja at 100,000']);
    expect(await titles('price_desc')).toEqual(['Pooja at 100,000', 'Pooja at 50,000', 'Pooja at 9,000']);
  });

  it('clears an optional field sent as null, but never a required one', async () => {
    const created = await api.call('POST', '/api/create_news', { cookie: admin, body: { title: 'With image', status: 'published', ...contentSamples.news } });
    const { id } = created.body.data;
    const cleared = await api.call('PUT', `/api/update_news/${id}`, { cookie: admin, body: { image_url: null, summary: null } });
    expect(cleared.status).toBe(200);
    const item = (await api.call('GET', `/api/get_single_news/${id}`, { headers: { 'x-min-position': cleared.body.position } })).body.data;
    expect(item).not.toHaveProperty('image_url');
    expect(item).not.toHaveProperty('summary');
    expect(item.body).toBe(contentSamples.news.body);
    expect((await api.call('PUT', `/api/update_news/${id}`, { cookie: admin, body: { title: null } })).status).toBe(400);
    expect((await api.call('PUT', `/api/update_festivals/${id}`, { cookie: admin, body: { date: null } })).status).toBe(400);
  });

  it('removes scripts and handlers from rich text on write', async () => {
    const created = await api.call('POST', '/api/create_blog', {
      cookie: admin,
      body: { ...contentSamples.blog, title: 'XSS attempt', status: 'published', body: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"></p>' },
    });
    const item = await api.call('GET', `/api/get_single_blog/${created.body.data.id}`, { headers: { 'x-min-position': created.body.position } });
    expect(item.body.data.body).toBe('<p>Hi<a>x</a><img></p>');
  });

  it('refuses bad bodies with the field and the reason', async () => {
    const bad = await api.call('POST', '/api/create_products', { cookie: admin, body: { title: 'Ruby', price: 5000, mrp: 100, stock: -1, images: ['http://insecure.example/x.jpg'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'stock', code: 'field.too_small', params: { minimum: 0 }, message: 'must be at least 0' },
        { path: 'images.0', code: 'field.image_url', message: 'must be an https:// URL or an /uploads/ path' },
      ]),
    );
    expect((await api.call('POST', '/api/create_horoscope', { cookie: admin, body: { title: 'x', sign: 'ophiuchus', period: 'daily', date: '2026-11-22', body: 'x' } })).body.errors).toEqual([
      { path: 'sign', code: 'field.invalid_option', params: { options: expect.stringContaining('aries') }, message: expect.stringMatching(/^must be one of: aries/) },
    ]);
  });

  it('keeps every served admin call to admins: 401 for visitors, 403 for customers and astrologers, never for admins', async () => {
    const adminCalls = catalogueEntries.filter((entry) => entry.access === 'admin' && !entry.planned);
    expect(adminCalls.length).toBeGreaterThan(contentFamilyNames.length * 3);
    const someId = '6f1c1f7e-2a5b-4c1e-9a43-0d3c2b1a0f11';
    for (const entry of adminCalls) {
      const path = entry.path.replace('{id}', someId);
      const body = entry.method === 'GET' || entry.method === 'DELETE' ? undefined : { title: 'x', ...(contentSamples[entry.family as keyof typeof contentSamples] ?? {}) };
      expect((await api.call(entry.method, path, { body })).status, `${entry.name} visitor`).toBe(401);
      expect((await api.call(entry.method, path, { body, cookie: stack.cookie('customer') })).status, `${entry.name} customer`).toBe(403);
      expect((await api.call(entry.method, path, { body, cookie: stack.cookie('astrologer') })).status, `${entry.name} astrologer`).toBe(403);
      expect([401, 403], `${entry.name} admin`).not.toContain((await api.call(entry.method, path, { body, cookie: admin })).status);
    }
  });
});
