import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';

// The whole stack (gateway serving frontend/dist, command and query services, projections) on a
// database of its own, driven through the real API and Chromium. `npm run test:e2e` builds the SPA first.

const env = useBrowserStack('home');

const testimonials = [
  { title: 'Clear answers about my career', author: 'Priya Sharma', city: 'Pune', rating: 5, text: 'She read my chart patiently and the job change came as predicted.' },
  { title: 'Calm before the wedding', author: 'Rahul Verma', city: 'Varanasi', rating: 4, text: 'Kundli matching was explained in simple words, no fear-mongering.' },
];

const at = env.at;

beforeAll(async () => {
  let position = '';
  for (const testimonial of testimonials) position = await createTestimonial(testimonial);
  await waitForTestimonials(position);
});

async function createTestimonial(fields: (typeof testimonials)[number]): Promise<string> {
  const response = await fetch(at('/api/create_testimonial'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: env.stack.adminCookie() },
    body: JSON.stringify({ ...fields, status: 'published' }),
  });
  const answer = (await response.json()) as { status: number; data: { id: string }; position: string };
  expect(answer.status, JSON.stringify(answer)).toBe(201);
  return answer.position;
}

/** Reads until the projection has applied our writes; X-Min-Position makes the query side wait for them. */
async function waitForTestimonials(position: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(at('/api/get_testimonial?page=1&limit=20'), { headers: { 'x-min-position': position } });
    const answer = (await response.json()) as { data?: { author: string }[] };
    const authors = answer.data?.map((item) => item.author) ?? [];
    if (testimonials.every((testimonial) => authors.includes(testimonial.author))) return;
    if (Date.now() > deadline) throw new Error(`testimonials never became readable: ${response.status} ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

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
});
