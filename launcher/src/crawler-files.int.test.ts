import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chatFixtures } from './testing/chat-fixtures.js';
import { contentSamples } from './testing/content-samples.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi } from './testing/test-api.js';

/** /robots.txt and /sitemap.xml through the gateway, the sitemap built from the read models (docs/web-delivery.md). */
describe('robots.txt and sitemap.xml', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'crawler');
    stack = await startInProcessStack(db.url);
    api = testApi(stack);
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  const sitemapLocs = async (): Promise<{ status: number; type: string | null; locs: Map<string, string | undefined> }> => {
    const answer = await fetch(`${stack.url}/sitemap.xml`);
    const xml = await answer.text();
    const locs = new Map([...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((match) => [match[1]!, match[2]]));
    return { status: answer.status, type: answer.headers.get('content-type'), locs };
  };

  it('robots.txt is text that keeps crawlers out of private areas and names the sitemap on the origin asked for', async () => {
    const answer = await fetch(`${stack.url}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    // Named from the Host asked (no PUBLIC_ORIGIN here): no shared cache may keep it for others.
    expect(answer.headers.get('cache-control')).toBe('private, max-age=3600');
    const lines = (await answer.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    for (const rule of ['/admin', '/my-profile', '/recharge', '/chat-screen/', '/api/', '/astrologer$']) expect(lines).toContain(`Disallow: ${rule}`);
    expect(lines).toContain(`Sitemap: ${stack.url}/sitemap.xml`);
    // The public site stays open: no rule is a prefix of a public page's path.
    const rules = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const path of ['/', '/blogs/x', '/astrologer-profile/x', '/astrologer-register', '/free-kundli', '/horoscope/leo'])
      expect(rules.filter((rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)))).toEqual([]);
  });

  it('sitemap.xml lists the landing pages, the horoscopes, published content and approved astrologers, with lastmod, and follows writes', async () => {
    const admin = stack.cookie('admin');
    const create = (family: string, fields: Record<string, unknown>) => api.call('POST', `/api/create_${family}`, { cookie: admin, body: { status: 'published', ...fields } });
    expect((await create('blog', { ...contentSamples.blog, title: 'Saturn returns', slug: 'saturn-returns' })).status).toBe(201);
    expect((await create('blog', { ...contentSamples.blog, title: 'Unfinished', slug: 'unfinished', status: 'draft' })).status).toBe(201);
    expect((await create('horoscope', { ...contentSamples.horoscope, title: 'Leo today', sign: 'leo', date: '2026-11-27' })).status).toBe(201);
    expect((await create('page', { ...contentSamples.page, title: 'About us', slug: 'about-us' })).status).toBe(201);
    const { id: astrologerId } = await chatFixtures(stack, api, admin).onlineAstrologer();

    const site = stack.url;
    // Each family has its own projection: wait until every write above is in, not only the last.
    const written = [`/astrologer-profile/${astrologerId}`, '/blogs/saturn-returns', '/horoscope/leo', '/about-us'];
    await expect.poll(async () => {
      const { locs } = await sitemapLocs();
      return written.filter((path) => !locs.has(site + path));
    }).toEqual([]);
    const { status, type, locs } = await sitemapLocs();
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/xml/);
    for (const path of ['/', '/free-kundli', '/kundli-matchmaking', '/horoscope', '/chat-with-astrologer', '/blogs', '/horoscope/aries', '/horoscope/leo', '/about-us'])
      expect(locs.has(site + path), path).toBe(true);
    expect(locs.get(`${site}/blogs/saturn-returns`)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(locs.get(`${site}/horoscope/leo`)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(locs.get(`${site}/horoscope/aries`)).toBeUndefined();
    expect(locs.has(`${site}/blogs/unfinished`)).toBe(false);
    expect([...locs.keys()].filter((loc) => /admin|recharge|my-profile/.test(loc))).toEqual([]);

    // A new post shows once its projection has run: the cached sitemap is dropped by the write.
    expect((await create('news', { ...contentSamples.blog, title: 'Eclipse tonight', slug: 'eclipse-tonight' })).status).toBe(201);
    await expect.poll(async () => (await sitemapLocs()).locs.has(`${site}/news/eclipse-tonight`)).toBe(true);
  });
});
