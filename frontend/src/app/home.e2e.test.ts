import { beforeAll, describe, expect, it, vi } from 'vitest';
import { openPage, waitForReactHeading } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';
import { stackApi } from '../testing/stack-api';

// The whole stack (gateway serving frontend/dist, command and query services, projections) on a
// database of its own, driven through the real API and Chromium. `npm run test:e2e` builds the SPA first.

const env = useBrowserStack('home');

const testimonials = [
  { title: 'Clear answers about my career', author: 'Priya Sharma', city: 'Pune', rating: 5, text: 'She read my chart patiently and the job change came as predicted.' },
  { title: 'Calm before the wedding', author: 'Rahul Verma', city: 'Varanasi', rating: 4, text: 'Kundli matching was explained in simple words, no fear-mongering.' },
];

const at = env.at;

const api = stackApi(env);

beforeAll(async () => {
  const admin = api.as(env.stack.adminCookie());
  for (const testimonial of testimonials) await admin.data('create_testimonial', { body: { ...testimonial, status: 'published' } });
  // The reads wait for the writes (X-Min-Position) while they are recent; after that, until the projection has them.
  const authors = async () => (await api.as('').data('get_testimonial', { query: { page: 1, limit: 20 } })).map((item) => item.author);
  await vi.waitFor(async () => expect(await authors()).toEqual(expect.arrayContaining(testimonials.map((testimonial) => testimonial.author))), { timeout: 20_000, interval: 200 });
});

describe('home page on the whole stack', () => {
  it.each([375, 1280])('shows the published testimonials at %i px wide', async (width) => {
    const { page, pageErrors, close } = await openPage(env.browser, at('/'), width);
    try {
      await page.getByRole('heading', { name: 'What our customers say' }).waitFor();
      for (const testimonial of testimonials) {
        const card = page.getByRole('main').getByRole('listitem').filter({ hasText: testimonial.text });
        await card.waitFor();
        expect(await card.getByRole('img', { name: `Rated ${testimonial.rating} out of 5` }).count()).toBe(1);
        expect(await card.getByText(testimonial.author, { exact: true }).isVisible()).toBe(true);
        expect(await card.getByText(testimonial.city, { exact: true }).isVisible()).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the 404 page for an unknown path, with a link that leads home', async () => {
    const { page, pageErrors, close } = await openPage(env.browser, at('/no-such-page'), 375);
    try {
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await page.getByRole('heading', { name: 'What our customers say' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('opens a page whose code download failed on the way, without a reload (chunk-loader.ts)', async () => {
    const { page, pageErrors, close } = await openPage(env.browser, 'about:blank', 1280);
    try {
      // The first two requests for the blogs list's chunk fail as dropped connections would: one try
      // (a prefetch, or the visit's own) asks for it twice, vite's modulepreload link and the import.
      const downloads: string[] = [];
      await page.route(/\/assets\/content-list\.page-[\w-]+\.js$/, (route) => {
        downloads.push(route.request().url());
        return downloads.length <= 2 ? route.abort('connectionreset') : route.continue();
      });
      await page.goto(at('/no-such-page'));
      await waitForReactHeading(page);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Blogs' }).click();
      await page.getByRole('heading', { level: 1, name: 'Blogs' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/blogs');
      expect(downloads.length).toBeGreaterThanOrEqual(3);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
