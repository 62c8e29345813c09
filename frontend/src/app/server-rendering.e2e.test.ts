import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { waitForReactHeading } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';
import { stackApi } from '../testing/stack-api';
import { logInCustomer } from '../testing/stack-login';

// Server-rendered public pages in Debian's Chromium (docs/server-rendering.md): the content is
// there without JavaScript, and with it the page hydrates — no mismatch in English, in Hindi or
// logged in, no second fetch of what the server already read — and then works as a single-page app.

const env = useBrowserStack('server_rendering', { seedDemo: true });
const at = env.at;
const api = stackApi(env);

let post: { slug: string; title: string };

beforeAll(async () => {
  post = await vi.waitFor(
    async () => {
      const [first] = await api.as('').data('get_blog', { query: { limit: 1 } });
      if (!first) throw new Error('the seeded blog is not readable yet');
      return first;
    },
    { timeout: 30_000, interval: 200 },
  );
});

interface Visit {
  readonly page: Page;
  /** Console errors and uncaught errors: React reports a hydration mismatch as either. */
  readonly errors: string[];
  /** The API calls the page made. */
  readonly calls: string[];
}

async function visit(context: BrowserContext, path: string): Promise<Visit> {
  const page = await context.newPage();
  const errors: string[] = [];
  const calls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  await page.goto(at(path));
  return { page, errors, calls };
}

/** Hydrated: React has attached itself to the server's markup of the page's main heading. */
const hydrated = (page: Page) => waitForReactHeading(page, 'main h1');

const withContext = async (browser: Browser, options: Parameters<Browser['newContext']>[0], use: (context: BrowserContext) => Promise<void>) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, ...options });
  try {
    await use(context);
  } finally {
    await context.close();
  }
};

describe('server-rendered pages in the browser', () => {
  it('shows a blog post with JavaScript off', async () => {
    await withContext(env.browser, { javaScriptEnabled: false }, async (context) => {
      const { page } = await visit(context, `/blogs/${post.slug}`);
      expect(await page.getByRole('heading', { level: 1, name: post.title }).isVisible()).toBe(true);
      expect(await page.title()).toBe(`${post.title} · Nakshatra`);
    });
  });

  it('hydrates a blog post without a mismatch or a second read, then moves between pages as an app, keeping the head right', async () => {
    await withContext(env.browser, {}, async (context) => {
      const { page, errors, calls } = await visit(context, `/blogs/${post.slug}`);
      await hydrated(page);
      expect(calls.filter((call) => call.startsWith('/api/get_'))).toEqual([]);
      // A marker on the window survives only navigations the app makes itself.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole('main').getByRole('link', { name: 'All blog posts' }).click();
      await page.getByRole('heading', { level: 1, name: 'Blogs' }).waitFor();
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      await expect.poll(() => page.title()).toBe('Blogs · Nakshatra');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(at('/blogs'));
      expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('website');
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
      const newest = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first();
      const title = (await newest.textContent()) ?? '';
      await newest.click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect.poll(() => page.locator('script[type="application/ld+json"]').count()).toBe(1);
      expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')).toMatchObject({ '@type': 'BlogPosting', headline: title });
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it('hydrates the free kundli page in Hindi for a visitor who chose Hindi', async () => {
    await withContext(env.browser, {}, async (context) => {
      await context.addCookies([{ name: 'language', value: 'hi', url: at('/') }]);
      await context.addInitScript(() => window.localStorage.setItem('language', 'hi'));
      const { page, errors } = await visit(context, '/free-kundli');
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/कुंडली/);
      expect(errors).toEqual([]);
    });
  });

  it('keeps a tab clicked while the page is still hydrating (its code on its way), and switches to it once hydrated', async () => {
    await withContext(env.browser, {}, async (context) => {
      // The page's own code is held back, as on a slow connection: the app has started, the page has not hydrated.
      let sendPageCode!: () => void;
      const pageCodeAsked = new Promise<void>((asked) => {
        void context.route('**/assets/horoscope-sign.page-*.js', async (route) => {
          asked();
          await new Promise<void>((send) => (sendPageCode = send));
          await route.continue();
        });
      });
      const page = await context.newPage();
      await page.goto(at('/horoscope/aries'), { waitUntil: 'commit' });
      await pageCodeAsked;
      await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
      const weekly = page.getByRole('tab', { name: 'Weekly' });
      await weekly.click();
      sendPageCode();
      await expect.poll(() => weekly.getAttribute('aria-selected'), { timeout: 30_000 }).toBe('true');
    });
  });

  it('hydrates a page for a logged-in customer with their header, and the language switch still works', async () => {
    const cookies = await logInCustomer(env.stack.url, '9876500417');
    await withContext(env.browser, {}, async (context) => {
      await context.addCookies(cookies.map(({ name, value }) => ({ name, value, url: at('/') })));
      const { page, errors } = await visit(context, '/chat-with-astrologer');
      await hydrated(page);
      expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);
      await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
      await page.getByRole('heading', { level: 1, name: /ज्योतिषी/ }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      expect(errors).toEqual([]);
    });
  });
});
