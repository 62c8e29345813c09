import { describe, expect, it } from 'vitest';
import { openPage } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';
import { stackApi } from '../testing/stack-api';
import { latestOtp } from '../testing/stack-login';
import { loggedInUser, logInThroughPopup } from '../testing/ui-login';

// Login by phone OTP, the avatar menu, Log Out and an admin's ban, in Chromium on the whole stack.
// The OTP is read from the development outbox, as a person would read it from the SMS.

const env = useBrowserStack('session');

const at = env.at;
let lastNumber = 9_000_000_000 + Math.floor(Math.random() * 900_000) * 1_000;
const newNumber = () => String((lastNumber += 1));

const api = stackApi(env);

describe('login, session and log out in the browser', () => {
  it.each([
    [1280, '/'],
    [375, '/free-kundli?from=menu'],
  ])('at %i px: logs in on %s, stays there and logged in across a reload, and logs out to /', async (width, path) => {
    const { page, pageErrors, close } = await openPage(env.browser, at(path), width);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    try {
      const numbers = newNumber();
      const userId = await logInThroughPopup(page, env.stack.url, numbers);
      expect((await loggedInUser(page)).status).toBe('active');

      const url = new URL(page.url());
      expect(url.pathname + url.search).toBe(path);
      expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);

      await page.getByRole('button', { name: 'My account' }).hover();
      const dropdown = page.locator('.user-menu__dropdown');
      await dropdown.getByText('₹ 0', { exact: true }).waitFor();
      const links = await dropdown.getByRole('link').evaluateAll((elements) => elements.map((element) => [element.textContent, element.getAttribute('href')]));
      expect(links).toEqual([
        ['Wallet', '/recharge'],
        ['Order history', '/order-history'],
        ['My profile', `/my-profile?id=${userId}`],
        ['Cart', '/cart'],
        ['Help & support', '/support'],
      ]);
      // A new user is "Anonymous" with img_url "NA": the default avatar.
      expect(await page.getByRole('button', { name: 'My account' }).locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml|default-avatar/);

      await page.reload();
      await page.getByRole('button', { name: 'My account' }).waitFor();
      expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);

      await page.getByRole('button', { name: 'My account' }).hover();
      await page.getByRole('button', { name: 'Log Out' }).click();
      await page.waitForURL(at('/'));
      await page.getByRole('button', { name: 'Login' }).waitFor();
      expect(await page.getByRole('button', { name: 'My account' }).count()).toBe(0);
      const cookieNames = (await page.context().cookies()).map((cookie) => cookie.name);
      expect(cookieNames).not.toContain('userDetails');
      expect(cookieNames).not.toContain('nk_session');
      expect(await page.evaluate(() => [window.localStorage.length, window.sessionStorage.length])).toEqual([0, 0]);

      expect(consoleErrors.filter((text) => text.includes('Unable to fetch user data'))).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('tells a wrong code inline, and a right one after it still logs in', async () => {
    const { page, pageErrors, close } = await openPage(env.browser, at('/'), 375);
    try {
      const numbers = newNumber();
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByPlaceholder('Mobile Number').fill(numbers);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'GET OTP' }).click();
      const otp = await latestOtp(env.stack.url, numbers);
      const wrong = otp.slice(0, 5) + String((Number(otp[5]) + 1) % 10);

      await page.getByRole('textbox', { name: 'OTP digit 1' }).pressSequentially(wrong);
      await page.getByRole('dialog').getByText('Invalid OTP. Please try again.', { exact: true }).waitFor();

      await page.getByRole('textbox', { name: 'OTP digit 6' }).press('Backspace');
      const reloaded = page.waitForEvent('load');
      await page.getByRole('textbox', { name: 'OTP digit 6' }).pressSequentially(otp[5]!);
      await reloaded;
      await page.getByRole('button', { name: 'My account' }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('account suspension in the browser', () => {
  it('shows the Account Suspended overlay on the next load after an admin bans the user, and blocks the page', async () => {
    const { page, pageErrors, close } = await openPage(env.browser, at('/'), 1280);
    try {
      const userId = await logInThroughPopup(page, env.stack.url, newNumber());

      // The read after the ban waits for it (the client sends the ban's position).
      const admin = api.as(env.stack.adminCookie());
      await admin.data('update_users', { params: { id: userId }, body: { status: 'ban', reason: 'Abusive messages to astrologers' } });
      expect((await admin.data('get_single_users', { params: { id: userId } })).status).toBe('ban');

      await page.reload();
      const overlay = page.getByRole('alertdialog', { name: 'Account Suspended' });
      await overlay.waitFor();
      await overlay.getByText('Your account has been temporarily suspended due to violation of our terms of service.').waitFor();
      await overlay.getByText('For assistance, please contact our support team').waitFor();
      expect(await overlay.getByRole('link').getAttribute('href')).toBe('mailto:support@nakshatra.app');

      // A click where the header's Blogs link is lands on the overlay, and nothing happens.
      const blogs = page.locator('.main-nav--bar a[href="/blogs"]');
      const box = (await blogs.boundingBox())!;
      const target = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      expect(await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.suspension')), target)).toBe(true);
      await page.mouse.click(target.x, target.y);
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(blogs.click({ timeout: 500 })).rejects.toThrow();

      // Nor can the keyboard leave the overlay.
      for (let press = 0; press < 5; press += 1) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.suspension')))).toBe(true);
      expect(await page.evaluate(() => document.querySelector('.app-shell')?.hasAttribute('inert'))).toBe(true);

      // Docked developer tools (outer window more than 160 px wider than the page): a reload every 2 s.
      expect(await page.evaluate(() => window.outerWidth - window.innerWidth)).toBeLessThanOrEqual(160);
      // Each page notes how long it stood between showing the overlay (the reload timer starts just
      // after) and leaving. Not the time between load events: how long a page takes to load after
      // its navigation varies with the machine's load, so those gaps can be short of 2 s.
      await page.addInitScript(() => {
        Object.defineProperty(window, 'outerWidth', { get: () => window.innerWidth + 161 });
        let shownAt: number | undefined;
        const noteShown = () => (shownAt ??= document.querySelector('.suspension') ? performance.now() : undefined);
        new MutationObserver(noteShown).observe(document, { childList: true, subtree: true });
        window.addEventListener('pagehide', () => {
          if (shownAt === undefined) return;
          const stays = JSON.parse(sessionStorage.getItem('overlay-stays') ?? '[]') as number[];
          sessionStorage.setItem('overlay-stays', JSON.stringify([...stays, performance.now() - shownAt]));
        });
      });
      await page.reload();
      // Read between reloads: a read that a reload interrupts throws, and the poll reads again.
      let stays: number[] = [];
      const readStays = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('overlay-stays') ?? '[]') as number[]);
      await expect.poll(async () => (stays = await readStays()).length).toBeGreaterThanOrEqual(2);
      for (const stay of stays) expect(stay).toBeGreaterThanOrEqual(1_900);
      await overlay.waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
