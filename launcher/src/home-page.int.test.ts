import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contentSamples } from './testing/content-samples.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi } from './testing/test-api.js';

/** GET /api/todos assembles the home page from published content in one call. */
describe('home page data', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'home');
    stack = await startInProcessStack(db.url);
    api = testApi(stack);
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  it('answers banners by placement in their window, offers, latest blogs, today’s horoscope of every sign, testimonials, packs and services', async () => {
    const admin = stack.cookie('admin');
    const create = (family: string, fields: Record<string, unknown>) => api.call('POST', `/api/create_${family}`, { cookie: admin, body: { status: 'published', ...fields } });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    await create('banners', { ...contentSamples.banners, title: 'Now showing', placement: 'home_top' });
    await create('banners', { ...contentSamples.banners, title: 'Expired', placement: 'home_top', ends_at: '2020-01-01T00:00:00Z' });
    await create('banners', { ...contentSamples.banners, title: 'Middle', placement: 'home_middle' });
    await create('offers', { ...contentSamples.offers, title: 'First recharge' });
    for (let i = 1; i <= 7; i += 1) await create('blog', { ...contentSamples.blog, title: `Post ${i}` });
    await create('blog', { ...contentSamples.blog, title: 'Draft post', status: 'draft' });
    await create('horoscope', { ...contentSamples.horoscope, title: 'Leo today', sign: 'leo', date: today });
    await create('horoscope', { ...contentSamples.horoscope, title: 'Aries earlier', sign: 'aries', date: '2026-01-01' });
    await create('horoscope', { ...contentSamples.horoscope, title: 'Leo weekly', sign: 'leo', period: 'weekly', date: today });
    await create('testimonial', { ...contentSamples.testimonial, title: 'Kind words' });
    await create('services', { ...contentSamples.services, title: 'Free kundli' });
    const last = await create('price', { ...contentSamples.price, title: '₹100 pack' });

    const home = await api.call('GET', '/api/todos', { headers: { 'x-min-position': last.body.position } });
    expect(home.status).toBe(200);
    const data = home.body.data;
    const titles = (items: { title: string }[]) => items.map((item) => item.title);
    expect(titles(data.banners.home_top)).toEqual(['Now showing']);
    expect(titles(data.banners.home_middle)).toEqual(['Middle']);
    expect(data.banners.mall).toEqual([]);
    expect(titles(data.offers)).toEqual(['First recharge']);
    expect(titles(data.blogs)).toEqual(['Post 7', 'Post 6', 'Post 5', 'Post 4', 'Post 3', 'Post 2']);
    // All 12 signs; only Leo has a daily horoscope dated today.
    expect(data.horoscopes).toHaveLength(12);
    expect(data.horoscopes.filter((teaser: { today: unknown }) => teaser.today).map((teaser: { sign: string; today: { title: string } }) => [teaser.sign, teaser.today.title])).toEqual([['leo', 'Leo today']]);
    expect(titles(data.testimonials)).toEqual(['Kind words']);
    expect(titles(data.services)).toEqual(['Free kundli']);
    expect(titles(data.recharge_packs)).toEqual(['₹100 pack']);
    expect(data.astrologers).toEqual({ online: [], top: [] });
    // Visitors get the same, from the cache on the second call.
    expect((await api.call('GET', '/api/todos')).body.data.blogs).toHaveLength(6);
  });

  it('answers repeated public reads at the gateway for a second, in the coding the caller accepts, to anyone but an admin', async () => {
    const url = `${stack.url}/api/get_blog?limit=3`;
    const read = (headers: Record<string, string> = {}) => fetch(url, { headers: { 'accept-encoding': 'br', ...headers } });
    const titles = async (answer: Response) => ((await answer.json()) as { data: { title: string }[] }).data.map((item) => item.title);
    // Each miss is kept for a second: on a busy machine, as soon as two reads fall within one, the second is the gateway's.
    await expect.poll(async () => (await read()).headers.get('x-cache'), { timeout: 30_000 }).toBe('HIT');
    const hit = await read();
    const throughQuery = await read({ 'x-min-position': '0.0' });
    expect(throughQuery.headers.get('x-cache')).toBeNull();
    const published = await titles(hit);
    expect(await titles(throughQuery)).toEqual(published);
    expect(published).not.toContain('Draft post');
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(hit.headers.get('cache-control')).toBe('public, max-age=1');
    expect(hit.headers.get('x-correlation-id')).toMatch(/^[\w-]+$/);
    // An API answer's own policy (OWASP's for REST), not the pages' 430 bytes.
    expect(hit.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(hit.headers.get('x-frame-options')).toBe('DENY');
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff');
    expect(throughQuery.headers.get('content-security-policy')).toBe(hit.headers.get('content-security-policy'));
    const etag = hit.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);

    // Logged-in customers and astrologers read the public site as visitors do: the same answer, from the gateway.
    for (const role of ['customer', 'astrologer'] as const) {
      await expect.poll(async () => (await read({ cookie: stack.cookie(role) })).headers.get('x-cache'), { timeout: 30_000 }).toBe('HIT');
      const member = await read({ cookie: stack.cookie(role) });
      expect(member.headers.get('etag')).toBe(etag);
      expect(await titles(member)).toEqual(published);
    }
    expect((await read({ cookie: stack.cookie('customer'), 'if-none-match': etag })).status).toBe(304);
    expect((await read({ 'if-none-match': etag })).status).toBe(304);

    // An admin's view of the same URL holds the draft: it goes through every time, is revalidated, and is kept nowhere.
    const admin = await read({ cookie: stack.cookie('admin') });
    expect(admin.headers.get('x-cache')).toBeNull();
    expect(admin.headers.get('cache-control')).toBe('private, no-cache');
    expect(await titles(admin)).toContain('Draft post');
    expect(await titles(await read({ cookie: stack.cookie('customer') }))).toEqual(published);
    expect(await titles(await read())).toEqual(published);
  });
});
