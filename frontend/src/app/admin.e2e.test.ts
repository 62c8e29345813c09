import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';

// The back office on the whole stack, in Chromium: an admin creates a blog post with an uploaded
// image, publishes it, finds it in the admin list, the public API serves it with that image, and a
// visitor sees it on /blogs and reads it.

const env = useBrowserStack('admin');

const ADMIN_ID = 'ad000000-0000-4000-8000-00000000e2e0';
const IMAGE = fileURLToPath(new URL('../../../command-service/seed-images/diya-night.png', import.meta.url));

const at = env.at;

/** A browser signed in as an admin: the server's session cookie, and the userDetails cookie the admin login writes. */
async function adminContext(width: number): Promise<BrowserContext> {
  const context = await env.browser.newContext({ viewport: { width, height: 800 } });
  const [name, value] = env.stack.sessionCookie('admin', ADMIN_ID).split(/=(.*)/s) as [string, string];
  const details = { id: ADMIN_ID, status: 'active', role: 'admin', name: 'Admin' };
  await context.addCookies([
    { name, value, url: env.stack.url, httpOnly: true, sameSite: 'Lax' },
    { name: 'userDetails', value: encodeURIComponent(JSON.stringify(details)), url: env.stack.url, sameSite: 'Lax' },
  ]);
  return context;
}

interface PublicBlog {
  readonly title: string;
  readonly status: string;
  readonly image_url?: string;
}

/** The public list, as a visitor reads it (no cookie), until the post shows or time runs out. */
async function publicBlogTitled(title: string): Promise<PublicBlog> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(at(`/api/get_blog?search=${encodeURIComponent(title)}&limit=5`));
    const answer = (await response.json()) as { data?: PublicBlog[] };
    const found = answer.data?.find((post) => post.title === title);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`the public list never showed "${title}": ${response.status} ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A visitor (no cookies) finds the post on /blogs with its image loaded, opens it and reads the cleaned body. */
async function visitorReadsPost(title: string, imageUrl: string): Promise<void> {
  const { page, pageErrors, close } = await openPage(env.browser, at('/blogs'), 1280);
  try {
    await page.getByRole('heading', { name: 'Blogs', level: 1 }).waitFor();
    expect(await page.title()).toBe('Blogs · Nakshatra');
    const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });
    await card.waitFor();
    const image = card.getByRole('img', { name: title });
    expect(await image.getAttribute('src')).toBe(imageUrl);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);

    await card.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/blogs\/lamps-for-saturn-\d+$/);
    const article = page.getByRole('article', { name: title });
    await article.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await page.title()).toBe(`${title} · Nakshatra`);
    await article.getByText('Light it at dusk.').waitFor();
    expect(await article.innerHTML()).not.toMatch(/<script|alert\(1\)/);
    const postImage = article.getByRole('img', { name: title });
    await expect.poll(() => postImage.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(pageErrors).toEqual([]);
  } finally {
    await close();
  }
}

describe('admin back office in the browser', () => {
  it('creates and publishes a blog post with an uploaded image, lists it, and a visitor finds it on /blogs with the image', async () => {
    const context = await adminContext(1280);
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    try {
      await page.goto(at('/admin'));
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      // Rendered alone: no site header or footer.
      expect(await page.getByRole('banner').count()).toBe(0);

      await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Blog posts' }).click();
      await page.getByRole('heading', { name: 'Blog posts', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'New blog post' }).click();
      await page.getByRole('heading', { name: 'New blog post', level: 1 }).waitFor();

      const title = `Lamps for Saturn ${Date.now()}`;
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      await page.getByRole('textbox', { name: 'Summary' }).fill('Why a sesame-oil lamp on Saturdays.');
      await page.getByRole('textbox', { name: 'Body' }).fill('<p>Light it at dusk.</p><script>alert(1)</script>');
      expect(await page.getByRole('region', { name: 'Body preview' }).innerHTML()).not.toContain('<script');

      await page.getByLabel('Upload image').setInputFiles(IMAGE);
      const preview = page.getByRole('img', { name: 'Image preview' });
      await preview.waitFor();
      const imageUrl = (await preview.getAttribute('src'))!;
      expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32,64}\.png$/);
      // The preview really loaded from the gateway.
      await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

      await page.getByRole('combobox', { name: 'Status' }).selectOption('published');
      await page.getByRole('button', { name: 'Create' }).click();

      await page.waitForURL(at('/admin/blog'));
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
      await row.waitFor();
      expect(await row.getByText('Published', { exact: true }).count()).toBe(1);

      const post = await publicBlogTitled(title);
      expect(post).toMatchObject({ title, status: 'published', image_url: imageUrl });
      const image = await fetch(at(imageUrl));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);

      // Its edit page shows the creation in the history, made by this admin.
      await row.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { name: 'Edit blog post', level: 1 }).waitFor();
      await page.getByRole('region', { name: 'History' }).getByText('Created by you').waitFor();
      expect(pageErrors).toEqual([]);

      await visitorReadsPost(title, imageUrl);
    } finally {
      await context.close();
    }
  });

  it('keeps the families behind a Menu button on a phone', async () => {
    const context = await adminContext(375);
    const page = await context.newPage();
    try {
      await page.goto(at('/admin'));
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Back office' });
      expect(await nav.isVisible()).toBe(false);

      await page.getByRole('button', { name: 'Menu' }).click();
      await nav.getByRole('link', { name: 'Horoscopes' }).click();
      await page.getByRole('heading', { name: 'Horoscopes', level: 1 }).waitFor();
      expect(await nav.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  it('sends a browser without the admin cookie to the admin sign-in', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(at('/admin/blog'));
      await page.getByRole('heading', { name: 'Admin sign in', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/login');
    } finally {
      await context.close();
    }
  });
});
