import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findUserByPhone } from '../testing/admin-users';
import { imageShown, openPage } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';
import { grantAdmin } from '../testing/grant-role';
import { stackApi } from '../testing/stack-api';
import { logInCustomer } from '../testing/stack-login';
import { logInAtAdmin, shot } from '../testing/ui-login';

// The back office on the whole stack, in Chromium. The admin's journey: sign in at /admin/login
// with a number an operator made admin, create a blog post with an uploaded image, type its body in
// the rich-text editor (a heading, a list and a picture uploaded from the toolbar), publish it, find
// it in the admin list, a visitor sees it on /blogs and reads it; then suspend a customer from the
// Users page with a reason (their next load shows the Account Suspended overlay) and lift it. Each
// step leaves a numbered screenshot in test-output/journeys/admin/ (gitignored) to look through after a run.

const env = useBrowserStack('admin');

const ADMIN_ID = 'ad000000-0000-4000-8000-00000000e2e0';
const IMAGE = fileURLToPath(new URL('../../../command-service/seed-images/diya-night.png', import.meta.url));
/** The picture inside the post's body. */
const BODY_IMAGE = fileURLToPath(new URL('../../../command-service/seed-images/blog-saturn-transit.webp', import.meta.url));
const BODY_IMAGE_ALT = 'A clay lamp burning sesame oil';

const at = env.at;
const api = stackApi(env);
/** A numbered screenshot of a step, every page of the journey in one sequence. */
type Step = (page: Page, name: string, options?: { fullPage?: boolean }) => Promise<void>;

/** Numbered screenshots of the journey's steps, under test-output/journeys/admin/; the window only (`fullPage: false`) while a dialog is open. */
function screenshots(): Step {
  let count = 0;
  return (page, name, options) => shot(page, `test-output/journeys/admin/${String((count += 1)).padStart(2, '0')}-${name}.png`, options);
}
let lastNumber = 9_100_000_000 + Math.floor(Math.random() * 900_000) * 1_000;
const newNumber = () => String((lastNumber += 1));

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

/** A visitor (no cookies) finds the post on /blogs with its image loaded, opens it and reads the cleaned body. */
async function visitorReadsPost(step: Step, title: string, imageUrl: string): Promise<void> {
  const { page, pageErrors, close } = await openPage(env.browser, at('/blogs'), 1280);
  try {
    await page.getByRole('heading', { name: 'Blogs', level: 1 }).waitFor();
    expect(await page.title()).toBe('Blogs · Nakshatra');
    const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });
    await card.waitFor();
    const image = card.getByRole('img', { name: title });
    expect(await image.getAttribute('src')).toBe(imageUrl);
    await image.scrollIntoViewIfNeeded();
    await imageShown(image);
    await step(page, 'visitor-blogs');

    await card.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/blogs\/lamps-for-saturn-\d+$/);
    const article = page.getByRole('article', { name: title });
    await article.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await page.title()).toBe(`${title} · Nakshatra`);
    await article.getByText('Light it at dusk.').waitFor();
    // The body as the admin typed it: its heading, its list and its picture.
    await article.getByRole('heading', { name: 'What you need', level: 2 }).waitFor();
    expect(await article.getByRole('list').filter({ hasText: 'Sesame oil' }).getByRole('listitem').allTextContents()).toEqual(['Sesame oil', 'A clay lamp']);
    const bodyImage = article.getByRole('img', { name: BODY_IMAGE_ALT });
    expect(await bodyImage.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{32,64}\.webp$/);
    const postImage = article.getByRole('img', { name: title });
    for (const image of [postImage, bodyImage]) {
      await image.scrollIntoViewIfNeeded();
      await imageShown(image);
    }
    // Back to the top, so the sticky header sits there in the full-page screenshot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await step(page, 'visitor-blog-post');
    expect(pageErrors).toEqual([]);
  } finally {
    await close();
  }
}

/**
 * The post's body, typed in the rich-text editor: a paragraph, a heading and a bulleted list made
 * from the toolbar, then a picture uploaded through the toolbar's image dialog.
 */
async function typeBody(page: Page, step: Step): Promise<void> {
  const body = page.getByRole('textbox', { name: 'Body' });
  const toolbar = page.getByRole('toolbar', { name: 'Body formatting' });
  await body.click();
  await page.keyboard.type('Light it at dusk.');
  await page.keyboard.press('Enter');
  // A toolbar button hands the focus back to the text on the next frame (TipTap): type once the caret is back, as a person does.
  const caretInBody = () => expect.poll(() => body.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
  await caretInBody();
  await page.keyboard.type('What you need');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await caretInBody();
  await page.keyboard.type('Sesame oil');
  await page.keyboard.press('Enter');
  await page.keyboard.type('A clay lamp');
  // Enter on an empty item leaves the list.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await body.getByRole('heading', { name: 'What you need', level: 2 }).waitFor();
  expect(await body.getByRole('listitem').allTextContents()).toEqual(['Sesame oil', 'A clay lamp']);

  await toolbar.getByRole('button', { name: 'Insert image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert an image' });
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByLabel('Image file').click()]);
  await chooser.setFiles(BODY_IMAGE);
  const uploaded = dialog.getByRole('img', { name: 'The uploaded image' });
  await imageShown(uploaded);
  await dialog.getByRole('textbox', { name: /Description/ }).pressSequentially(BODY_IMAGE_ALT);
  await step(page, 'admin-body-image-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await dialog.waitFor({ state: 'detached' });
  const placed = body.getByRole('img', { name: BODY_IMAGE_ALT });
  await imageShown(placed);
}

/** From the dashboard: a new blog post with an uploaded image, published; ends on the post's edit page. */
async function publishBlogPost(page: Page, step: Step): Promise<{ title: string; imageUrl: string }> {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Blog posts' }).click();
  await page.getByRole('heading', { name: 'Blog posts', level: 1 }).waitFor();
  await page.getByRole('link', { name: 'New blog post' }).click();
  await page.getByRole('heading', { name: 'New blog post', level: 1 }).waitFor();

  const title = `Lamps for Saturn ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Summary' }).fill('Why a sesame-oil lamp on Saturdays.');
  await typeBody(page, step);

  await page.getByLabel('Upload image').setInputFiles(IMAGE);
  const preview = page.getByRole('img', { name: 'Image preview' });
  await preview.waitFor();
  const imageUrl = (await preview.getAttribute('src'))!;
  expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32,64}\.png$/);
  // The preview really loaded from the gateway.
  await imageShown(preview);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('published');
  await step(page, 'admin-blog-form');
  await page.getByRole('button', { name: 'Create' }).click();

  await page.waitForURL(at('/admin/blog'));
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  await row.waitFor();
  expect(await row.getByText('Published', { exact: true }).count()).toBe(1);
  await step(page, 'admin-blog-published');

  // The public list, as a visitor reads it (no cookie), once the projection has the post.
  const listed = async () => (await api.as('').data('get_blog', { query: { search: title, limit: 5 } })).find((post) => post.title === title);
  await expect.poll(listed).toMatchObject({ title, status: 'published', image_url: imageUrl });
  const image = await fetch(at(imageUrl));
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/png');
  expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);

  // Its edit page shows the creation in the history, made by this admin.
  await row.getByRole('link', { name: title }).click();
  await page.getByRole('heading', { name: 'Edit blog post', level: 1 }).waitFor();
  await page.getByRole('region', { name: 'History' }).getByText('Created by you').waitFor();
  await step(page, 'admin-blog-history');
  return { title, imageUrl };
}

/**
 * A customer is logged in (prepared by the API: their login is not under test) with a page open; the
 * admin finds them on the Users page by phone and suspends them with a reason; the customer's next
 * load shows the Account Suspended overlay; the admin lifts it and the next load is the site again.
 */
async function suspendAndReinstate(page: Page, step: Step): Promise<void> {
  const numbers = newNumber();
  const cookies = await logInCustomer(env.stack.url, numbers);
  const customer = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await customer.addCookies(cookies.map((cookie) => ({ ...cookie, url: env.stack.url })));
  const customerPage = await customer.newPage();
  try {
    await customerPage.goto(at('/'));
    await customerPage.getByRole('button', { name: 'My account' }).waitFor();
    const overlay = customerPage.getByRole('alertdialog', { name: 'Account Suspended' });

    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await findUserByPhone(page, numbers);
    const who = `+91 ${numbers}`;
    await page.getByRole('button', { name: `Suspend ${who}` }).waitFor();
    await step(page, 'admin-users');
    await page.getByRole('button', { name: `Suspend ${who}` }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${who}?` });
    await dialog.getByLabel(/Reason/).fill('Abusive messages to astrologers');
    await step(page, 'admin-suspend-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await page.getByRole('status').getByText(`${who} is suspended.`).waitFor();
    const row = page.getByRole('row').filter({ hasText: who });
    await row.getByText('Reason: Abusive messages to astrologers').waitFor();
    expect(await row.getByText('Suspended', { exact: true }).count()).toBe(1);
    await step(page, 'admin-suspended');

    await customerPage.reload();
    await overlay.getByText('Your account has been temporarily suspended due to violation of our terms of service.').waitFor();
    await step(customerPage, 'customer-suspended-overlay', { fullPage: false });

    await row.getByRole('button', { name: `Lift the suspension of ${who}` }).click();
    const lift = page.getByRole('dialog', { name: `Lift the suspension of ${who}?` });
    await lift.getByLabel(/Reason/).fill('Apologised; first warning');
    await step(page, 'admin-lift-dialog', { fullPage: false });
    await lift.getByRole('button', { name: 'Lift suspension' }).click();
    await page.getByRole('status').getByText(`${who} can use their account again.`).waitFor();
    await row.getByRole('button', { name: `Suspend ${who}` }).waitFor();
    await step(page, 'admin-reinstated');

    await customerPage.reload();
    await customerPage.getByRole('button', { name: 'My account' }).waitFor();
    expect(await overlay.count()).toBe(0);
    await step(customerPage, 'customer-reinstated');
  } finally {
    await customer.close();
  }
}

describe('admin back office in the browser', () => {
  it('signs in at /admin/login, publishes a blog post with an uploaded image and a body typed in the editor that visitors find on /blogs, and suspends a customer from the Users page and lifts it', async () => {
    const adminNumber = newNumber();
    grantAdmin(env.databaseUrl, adminNumber);
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const step = screenshots();
    try {
      await logInAtAdmin(page, env.stack.url, adminNumber, { beforeSignIn: () => step(page, 'admin-sign-in') });
      // Rendered alone: no site header or footer.
      expect(await page.getByRole('banner').count()).toBe(0);
      await step(page, 'admin-dashboard');

      const { title, imageUrl } = await publishBlogPost(page, step);
      await visitorReadsPost(step, title, imageUrl);

      await suspendAndReinstate(page, step);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
    // A whole journey across three browsers with a full-page screenshot per step: more than the e2e default, as the role journeys have (journeys.e2e.test.ts).
  }, 180_000);

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

  it('fits the body editor and its toolbar on a phone', async () => {
    const context = await adminContext(375);
    const page = await context.newPage();
    try {
      await page.goto(at('/admin/blog/new'));
      const toolbar = page.getByRole('toolbar', { name: 'Body formatting' });
      await toolbar.getByRole('button', { name: 'Insert image' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const box = (await toolbar.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await page.getByRole('textbox', { name: 'Body' }).scrollIntoViewIfNeeded();
      await shot(page, 'test-output/journeys/admin/phone-body-editor.png', { fullPage: false });
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
