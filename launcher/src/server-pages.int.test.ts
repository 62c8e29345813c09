import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { commandMetadata, seedOnlineAstrologer } from '@nakshatra/command-service';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi } from './testing/test-api.js';

// Public pages answer with their content, head and structured data in the HTML, for a visitor or a
// crawler that runs no JavaScript (docs/server-rendering.md). The gateway serves the built SPA and
// its server entry: `npm test` builds them first (`npm run build:frontend`).
const FRONTEND_DIR = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

/** Without the server entry every page would be the shell, and these tests would prove nothing. */
const requireServerEntry = () =>
  expect(existsSync(new URL('../../frontend/dist-server/entry-server.js', import.meta.url)), 'build the SPA and its server entry: npm run build:frontend').toBe(true);

const post = {
  title: 'Saturn in the eleventh house',
  slug: 'saturn-in-the-eleventh-house',
  summary: 'What a patient planet brings to friendships and gains.',
  body: '<p>Light a sesame-oil lamp on <strong>Saturdays</strong> & give black urad.</p>',
  image_url: '/uploads/0123456789abcdef0123456789abcdef.png',
  category: 'remedies',
  status: 'published',
};

/** The page as a crawler gets it: plain HTTP, no JavaScript. */
async function page(stack: InProcessStack, path: string, cookie?: string): Promise<{ status: number; html: string }> {
  const answer = await fetch(stack.url + path, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  return { status: answer.status, html: await answer.text() };
}

const attribute = (html: string, selector: RegExp): string | undefined => selector.exec(html)?.[1];
const jsonLdOf = (html: string): Record<string, unknown> => JSON.parse(attribute(html, /<script type="application\/ld\+json">(.*?)<\/script>/s) ?? 'null') as Record<string, unknown>;
const rootOf = (html: string): string => html.slice(html.indexOf('<div id="root">'));

describe('server-rendered public pages', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  const astrologerId = randomUUID();

  beforeAll(async () => {
    requireServerEntry();
    db = await createTestDatabase(inject('databaseAdminUrl'), 'server_pages');
    stack = await startInProcessStack(db.url, { frontendDir: FRONTEND_DIR });
    await testApi(stack).call('POST', '/api/create_blog', { cookie: stack.cookie('admin'), body: post });
    await seedOnlineAstrologer(
      stack.store,
      {
        astrologerId,
        userId: randomUUID(),
        phone: '9000000417',
        countryCode: '+91',
        profile: { name: 'Acharya Mitra Joshi', email: 'mitra@example.com', gender: 'male', dateOfBirth: '1975-04-02', languages: ['hindi', 'english'], skills: ['vedic'], experienceYears: 22, pricePerMin: 3000, bio: 'Vedic astrologer from Ujjain with two decades of practice in kundli reading.', imgUrl: '/uploads/fedcba9876543210fedcba9876543210.png' },
        idDocumentUrl: '/uploads/00112233445566778899aabbccddeeff.jpg',
      },
      commandMetadata({ id: 'test', role: 'system' }, 'test'),
    );
    // The server reads as any visitor does: the projections must have the post and the astrologer first.
    await vi.waitFor(async () => expect(rootOf((await page(stack, `/blogs/${post.slug}`)).html)).toContain(post.title), { timeout: 20_000, interval: 200 });
    await vi.waitFor(async () => expect(rootOf((await page(stack, `/astrologer-profile/${astrologerId}`)).html)).toContain('Acharya Mitra Joshi'), { timeout: 20_000, interval: 200 });
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  it('answers a blog post with its text, head, Open Graph tags and BlogPosting data, and hands its data to the browser', async () => {
    const { status, html } = await page(stack, `/blogs/${post.slug}`);
    expect(status).toBe(200);
    const canonical = `${stack.url}/blogs/${post.slug}`;
    expect(rootOf(html)).toMatch(new RegExp(`<h1 id="item-title-[^"]+">${post.title}</h1>`));
    expect(rootOf(html)).toContain('<p>Light a sesame-oil lamp on <strong>Saturdays</strong>');
    // React's preload of the post's picture goes in the head, where the browser finds it first.
    expect(html.slice(0, html.indexOf('</head>'))).toContain(`<link rel="preload" as="image" href="${post.image_url}"/>`);
    expect(attribute(html, /<title>(.*?)<\/title>/)).toBe(`${post.title} · Nakshatra`);
    expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toBe(post.summary);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(canonical);
    expect(attribute(html, /<meta property="og:type" content="([^"]*)"/)).toBe('article');
    expect(attribute(html, /<meta property="og:url" content="([^"]*)"/)).toBe(canonical);
    expect(attribute(html, /<meta property="og:image" content="([^"]*)"/)).toBe(`${stack.url}${post.image_url}`);
    expect(jsonLdOf(html)).toMatchObject({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: post.title, description: post.summary, url: canonical, image: `${stack.url}${post.image_url}`, inLanguage: 'en' });
    // Its route page's code and CSS are linked in the head, so the browser fetches them with the bundle.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/content-detail\.page-[^"]+\.js">/);
    const handed = JSON.parse(attribute(html, /<script type="application\/json" id="nk-ssr-data">(.*?)<\/script>/s) ?? '{}') as { loads: Record<string, { state: string }> };
    expect(Object.values(handed.loads).map((load) => load.state)).toContain('loaded');
  });

  it('answers the blog list and the astrologer list with their items', async () => {
    expect(rootOf((await page(stack, '/blogs')).html)).toContain(post.title);
    const list = await page(stack, '/chat-with-astrologer');
    expect(list.status).toBe(200);
    expect(rootOf(list.html)).toContain('Acharya Mitra Joshi');
  });

  it('answers an astrologer’s profile with a Person in JSON-LD', async () => {
    const { status, html } = await page(stack, `/astrologer-profile/${astrologerId}`);
    expect(status).toBe(200);
    expect(rootOf(html)).toContain('<h1 id="astrologer-profile-name">Acharya Mitra Joshi</h1>');
    expect(attribute(html, /<meta property="og:type" content="([^"]*)"/)).toBe('profile');
    expect(jsonLdOf(html)).toMatchObject({ '@type': 'Person', name: 'Acharya Mitra Joshi', jobTitle: 'Astrologer', knowsLanguage: ['Hindi', 'English'], url: `${stack.url}/astrologer-profile/${astrologerId}` });
  });

  it('renders in Hindi for a visitor whose language cookie says so, and shows a logged-in visitor’s header', async () => {
    const hindi = await page(stack, '/blogs', 'language=hi');
    expect(hindi.html).toContain('<html lang="hi">');
    expect(rootOf(hindi.html)).toContain('ब्लॉग');
    const userDetails = encodeURIComponent(JSON.stringify({ id: randomUUID(), status: 'active', name: 'Asha' }));
    const loggedIn = await page(stack, '/blogs', `userDetails=${userDetails}`);
    const visitor = await page(stack, '/blogs');
    expect(rootOf(visitor.html)).toMatch(/>Login</);
    expect(rootOf(loggedIn.html)).not.toMatch(/>Login</);
  });

  it('answers an unknown post or path with the not-found page and 404, and leaves private pages to the browser', async () => {
    const missing = await page(stack, '/blogs/no-such-post');
    expect(missing.status).toBe(404);
    expect(rootOf(missing.html)).toContain('Blog post not found');
    const unknown = await page(stack, '/no-such-page/at-all');
    expect(unknown.status).toBe(404);
    expect(rootOf(unknown.html)).toContain('Page not found');
    expect(unknown.html).toContain('nk-ssr-data');
    const profile = await page(stack, '/my-profile');
    expect(profile.status).toBe(200);
    expect(profile.html).toContain('<div id="root"></div>');
    expect(profile.html).not.toContain('nk-ssr-data');
  });
});

describe('a server render that cannot finish in time', () => {
  let db: TestDatabase;
  let stack: InProcessStack;

  beforeAll(async () => {
    requireServerEntry();
    db = await createTestDatabase(inject('databaseAdminUrl'), 'server_pages_slow');
    // A budget no render with a read can meet: every public page takes the fallback.
    stack = await startInProcessStack(db.url, { frontendDir: FRONTEND_DIR, pageRenderTimeoutMs: 1 });
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  it('serves the plain SPA shell, never an error page', async () => {
    const { status, html } = await page(stack, '/blogs');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('nk-ssr-data');
  });
});
