import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../testing/axe';
import { useBrowserStack } from '../testing/browser-stack';
import { logInCustomer } from '../testing/stack-login';

// The astrology tools on the whole stack (as `npm start` runs it) in Debian's Chromium: a kundli
// from the real birth-place search in both chart styles with its dasha, printed to a PDF, saved
// and found again in the profile; a match of one person by birth details with one who knows only
// her nakshatra; the love calculator. Screenshots and the PDF go to test-output/astrology-tools/.

const env = useBrowserStack('astrology', { placeSearch: true });

const SHOTS = join(process.cwd(), 'test-output', 'astrology-tools');
const CUSTOMER_PHONE = '9000054321';

let customerCookies: { name: string; value: string }[] = [];

beforeAll(async () => {
  customerCookies = await logInCustomer(env.stack.url, CUSTOMER_PHONE);
  await mkdir(SHOTS, { recursive: true });
}, 240_000);

interface Window {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

/** A browser window at a width, logged in or not, with its console errors collected. axe needs the CSP lifted. */
async function openWindow(width: number, { loggedIn = false } = {}): Promise<Window> {
  const context = await env.browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  if (loggedIn) await context.addCookies(customerCookies.map((cookie) => ({ ...cookie, url: env.stack.url })));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

const at = env.at;

/** Types into the place box and chooses the first suggestion starting with `name` with the keyboard. */
async function choosePlace(page: Page, scope: ReturnType<Page['locator']> | Page, name: string) {
  const box = scope.getByRole('combobox', { name: 'Place of birth' });
  await box.fill(name);
  const option = scope.getByRole('option', { name: new RegExp(`^${name}, `) }).first();
  // The search answers in milliseconds; the bound is for a machine busy enough to starve the browser.
  await option.waitFor({ timeout: 60_000 });
  const label = await option.textContent();
  // Down to the option, then Enter: the keyboard path of the combobox.
  const options = await scope.getByRole('option').allTextContents();
  for (let step = 0; step <= options.indexOf(label!); step += 1) await box.press('ArrowDown');
  await box.press('Enter');
  expect(await box.inputValue()).toBe(label);
}

async function fillKundliForm(page: Page) {
  await page.goto(at('/free-kundli'));
  await page.getByLabel('Name', { exact: true }).fill('Asha Sharma');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Date of birth', { exact: true }).fill('1954-11-12');
  await page.getByLabel('Time of birth', { exact: true }).fill('07:52');
  await choosePlace(page, page, 'Vellore');
}

/** Whether the page scrolls sideways (something wider than the window). */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** What sticks out of the report's box, other than the tables that scroll sideways on purpose. */
const outsideReport = (page: Page) =>
  page.evaluate(() => {
    const report = document.querySelector('article')!.getBoundingClientRect();
    return [...document.querySelectorAll('article *')]
      .filter((element) => !element.closest('.table-scroll') && element.getBoundingClientRect().right > report.right + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });

describe('free kundli in the browser', () => {
  it('makes a kundli from the real place search, draws both chart styles, lists the dasha, prints, saves and reopens it', async () => {
    const { context, page, errors } = await openWindow(1280, { loggedIn: true });
    try {
      await fillKundliForm(page);
      await page.getByRole('button', { name: 'Show my kundli' }).click();
      const report = page.getByRole('article', { name: 'Kundli of Asha Sharma' });
      await report.waitFor({ timeout: 60_000 });

      // P.V.R. Narasimha Rao's example birth: a Moon mahadasha at birth with about 4 years 7 months left.
      await expect(report.getByText(/At birth: Moon mahadasha, with 4 years 7 months/).isVisible()).resolves.toBe(true);
      await report.getByRole('img', { name: 'Rashi chart (D1), North Indian style' }).waitFor();
      await report.getByRole('img', { name: 'Navamsa chart (D9), North Indian style' }).waitFor();
      expect(await report.getByText('Running now').first().isVisible()).toBe(true);
      expect(await report.getByRole('region', { name: 'Planet positions' }).getByRole('row').count()).toBe(11);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, 'kundli-north.1280.png'), fullPage: true });
      await report.getByRole('region', { name: 'Charts' }).screenshot({ path: join(SHOTS, 'charts-north.1280.png') });

      await report.getByRole('radio', { name: 'South Indian' }).check();
      await report.getByRole('img', { name: 'Rashi chart (D1), South Indian style' }).waitFor();
      await report.getByRole('img', { name: 'Navamsa chart (D9), South Indian style' }).waitFor();
      await page.screenshot({ path: join(SHOTS, 'kundli-south.1280.png'), fullPage: true });
      await report.getByRole('region', { name: 'Charts' }).screenshot({ path: join(SHOTS, 'charts-south.1280.png') });

      // Print: the report alone, no header, footer, form or buttons; and a real PDF of it.
      await page.emulateMedia({ media: 'print' });
      for (const hidden of [page.locator('header.site-header'), page.locator('footer.site-footer'), page.getByRole('button', { name: 'Show my kundli' }), report.getByRole('button', { name: 'Print / Save as PDF' })]) {
        expect(await hidden.isVisible()).toBe(false);
      }
      expect(await report.getByRole('img', { name: 'Rashi chart (D1), South Indian style' }).isVisible()).toBe(true);
      await page.screenshot({ path: join(SHOTS, 'kundli-print.png'), fullPage: true });
      const pdf = join(SHOTS, 'kundli.pdf');
      await page.pdf({ path: pdf, format: 'A4', printBackground: true });
      expect((await stat(pdf)).size).toBeGreaterThan(20_000);
      await page.emulateMedia({ media: 'screen' });

      await report.getByRole('button', { name: 'Save to my kundlis' }).click();
      await report.getByText('Saved to your kundlis.').waitFor();

      // The profile lists it; opening it computes it again.
      await report.getByRole('link', { name: 'See my kundlis' }).click();
      const mine = page.getByRole('region', { name: 'My kundlis' });
      await mine.getByRole('heading', { level: 3, name: 'Asha Sharma' }).waitFor({ timeout: 15_000 });
      await page.screenshot({ path: join(SHOTS, 'my-kundlis.1280.png'), fullPage: true });
      await mine.getByRole('link', { name: 'Open the kundli of Asha Sharma' }).click();
      await page.getByRole('article', { name: 'Kundli of Asha Sharma' }).waitFor({ timeout: 60_000 });
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Asha Sharma');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('fits a 375 px phone: the form, the charts and the report, with no sideways scroll', async () => {
    const { context, page, errors } = await openWindow(375);
    try {
      await fillKundliForm(page);
      await page.getByRole('button', { name: 'Show my kundli' }).click();
      const report = page.getByRole('article', { name: 'Kundli of Asha Sharma' });
      await report.waitFor({ timeout: 60_000 });
      const chart = await report.getByRole('img', { name: 'Rashi chart (D1), North Indian style' }).boundingBox();
      expect(chart!.width).toBeGreaterThan(280);
      expect(chart!.x + chart!.width).toBeLessThanOrEqual(375);
      expect(await overflowsSideways(page)).toBe(false);
      expect(await outsideReport(page)).toEqual([]);
      // A visitor is asked to log in on the save button only.
      expect(await report.getByText('Log in to save this kundli to your profile.').isVisible()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, 'kundli.375.png'), fullPage: true });
      await report.getByRole('region', { name: 'Charts' }).screenshot({ path: join(SHOTS, 'charts.375.png') });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});

describe('kundli matchmaking in the browser', () => {
  it('matches a boy by birth details with a girl who knows only her nakshatra: eight kootas and a total', async () => {
    const { context, page, errors } = await openWindow(375);
    try {
      await page.goto(at('/kundli-matchmaking'));
      const boy = page.getByRole('group', { name: "Boy's details" });
      await boy.getByLabel('Name', { exact: true }).fill('Rahul Verma');
      await boy.getByLabel('Date of birth', { exact: true }).fill('1988-01-26');
      await boy.getByLabel('Time of birth', { exact: true }).fill('10:15');
      await choosePlace(page, boy, 'Lucknow');
      const girl = page.getByRole('group', { name: "Girl's details" });
      await girl.getByRole('switch', { name: 'I know only my nakshatra' }).check();
      await girl.getByLabel('Name', { exact: true }).fill('Meera Nair');
      await girl.getByLabel('Nakshatra', { exact: true }).selectOption('Rohini');
      await girl.getByLabel('Pada', { exact: true }).selectOption('2');
      await page.getByRole('button', { name: 'Match the kundlis' }).click();

      const report = page.getByRole('article', { name: 'Match of Rahul Verma and Meera Nair' });
      await report.waitFor({ timeout: 60_000 });
      const kootas = report.getByRole('table', { name: 'Points of each koota' });
      expect(await kootas.locator('tbody tr').count()).toBe(8);
      expect(await kootas.locator('tfoot').textContent()).toMatch(/Total\d+(\.5)? \/ 36/);
      expect(await report.getByRole('img', { name: /of 36 gunas: / }).isVisible()).toBe(true);
      expect(await report.getByText('Not known (only the nakshatra was given)').isVisible()).toBe(true);
      expect(await overflowsSideways(page)).toBe(false);
      expect(await outsideReport(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, 'matchmaking.375.png'), fullPage: true });
      await report.screenshot({ path: join(SHOTS, 'match-report.375.png') });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});

describe('love calculator in the browser', () => {
  it('gives a percentage on the ring, says it is for fun, and copies the result to share', async () => {
    const { context, page, errors } = await openWindow(1280);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.stack.url });
      await page.goto(at('/love-calculator'));
      await page.getByLabel('Your name').fill('Raj');
      await page.getByLabel("Your partner's name").fill('Simran');
      await page.getByRole('button', { name: 'Calculate love' }).click();

      const result = page.getByRole('region', { name: 'Raj and Simran' });
      await result.waitFor({ timeout: 15_000 });
      const ring = result.getByRole('img', { name: /^\d{1,3}% love match$/ });
      const percentage = Number((await ring.getAttribute('aria-label'))!.split('%')[0]);
      expect(percentage).toBeGreaterThanOrEqual(0);
      expect(percentage).toBeLessThanOrEqual(100);
      expect(await result.getByText(/This is just for fun/).isVisible()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, 'love.1280.png'), fullPage: true });

      // Linux Chromium has no share sheet: the result goes to the clipboard, with a toast.
      await result.getByRole('button', { name: 'Share the result' }).click();
      await page.getByText('The result is copied. Paste it anywhere to share it.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`Raj ❤ Simran: ${percentage}% love match`);

      // The same two names in the other order give the same percentage.
      await page.getByLabel('Your name').fill('Simran');
      await page.getByLabel("Your partner's name").fill('Raj');
      await page.getByRole('button', { name: 'Calculate love' }).click();
      await page.getByRole('region', { name: 'Simran and Raj' }).getByRole('img', { name: `${percentage}% love match` }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
