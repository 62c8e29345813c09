import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserStack } from '../testing/browser-stack';
import { stackApi } from '../testing/stack-api';
import { cookieHeader, logInAstrologer } from '../testing/stack-login';
import { logInThroughPopup } from '../testing/ui-login';

// The notification bell and inbox on the whole stack (docs/notifications.md): a customer logged in
// through the header's popup asks for a chat; the astrologer declines it (through the API: the
// preparation); without a reload the bell shows the count, the dropdown and the inbox say why, and
// reading it there makes the count drop. At 375 px the header stays one row with the bell in it.
//
// The two widths run at once, each with its own customer and astrologer: most of each is the wait
// for the bell's next poll (up to 30 s), and one after the other the file held its worker idle for
// both. A failing width's journal (browser-journal.ts) also lists the other width's pages.

const env = useBrowserStack('notifications', { seedDemo: true });

/** Each width's own people (demo astrologers: command-service/src/seed/demo-astrologers.ts), so the two can run at once. */
const PEOPLE: Record<number, { customer: string; astrologer: { name: string; phone: string } }> = {
  375: { customer: '9000081375', astrologer: { name: 'Swami Devanand Giri', phone: '9000000105' } },
  1280: { customer: '9000081280', astrologer: { name: 'Lakshmi Priya Reddy', phone: '9000000106' } },
};
const SHOTS = 'test-output/notifications';
/** The header takes one row on a phone (journeys.e2e.test.ts): 57 px; a second row would add at least 40. */
const ONE_ROW_HEADER_MAX = 64;
/** The bell polls every 30 s (INBOX_POLL_MS): a notification shows within one poll. */
const ONE_POLL = 45_000;

const api = stackApi(env);

/** The customer (the browser's own session) asks for a chat; the astrologer declines it with a reason. */
async function requestDeclined(page: Page, astrologerPhone: string): Promise<string> {
  const customer = api.as(cookieHeader(await page.context().cookies()));
  const astrologer = api.as(cookieHeader(await logInAstrologer(env.stack.url, astrologerPhone)));
  await astrologer.data('update_astrologer_status', { body: { status: 'online' } });
  const { id: astrologerId } = await astrologer.data('get_my_astrologer');
  const requested = await customer.data('create_chat_session', { body: { astrologer_id: astrologerId, intake: { name: 'Asha', birth_date: '1990-04-01', birth_place: 'Pune' } } });
  await astrologer.data('update_chat_session', { params: { id: requested.id }, body: { action: 'reject', reason: 'In a puja until six' } });
  await astrologer.data('update_astrologer_status', { body: { status: 'offline' } });
  return requested.id;
}

describe.concurrent.each([375, 1280])('at %i px', (width) => {
  it('a customer sees the bell count without a reload, opens the inbox, reads the notification and the count drops', async () => {
    await mkdir(SHOTS, { recursive: true });
    const { customer, astrologer } = PEOPLE[width]!;
    const context = await env.browser.newContext({ viewport: { width, height: width < 576 ? 812 : 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    try {
      await page.goto(env.stack.url);
      await logInThroughPopup(page, env.stack.url, customer);
      const quietBell = page.getByRole('button', { name: 'Notifications', exact: true });
      await quietBell.waitFor();

      const sessionId = await requestDeclined(page, astrologer.phone);

      // No reload: the bell's poll brings the count.
      const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
      await bell.waitFor({ timeout: ONE_POLL });
      const header = await page.locator('.site-header__bar').boundingBox();
      if (width < 576) expect(header!.height).toBeLessThanOrEqual(ONE_ROW_HEADER_MAX);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

      await bell.click();
      const dropdown = page.getByRole('region', { name: 'Latest notifications' });
      const link = dropdown.getByRole('link', { name: 'Your chat request was declined' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`/chat-screen/${sessionId}`);
      await dropdown.getByText(`${astrologer.name} could not take your chat request. Nothing was charged. They said: “In a puja until six”`).waitFor();
      const box = await dropdown.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/bell.${width}.png` });

      await dropdown.getByRole('link', { name: 'See all notifications' }).click();
      await page.waitForURL(/\/notifications$/);
      // The bell's dropdown in the header is a region "Latest notifications" showing the same item.
      const inbox = page.getByRole('main').getByRole('region', { name: 'Notifications', exact: true });
      const item = inbox.getByRole('article', { name: 'Your chat request was declined' });
      await item.waitFor();
      await page.screenshot({ path: `${SHOTS}/inbox.${width}.png`, fullPage: true });

      await item.getByRole('button', { name: 'Mark read' }).click();
      await quietBell.waitFor();
      await item.getByRole('button', { name: 'Mark read' }).waitFor({ state: 'detached' });
      // Read stays read: after a reload the count is still gone.
      await page.reload();
      await quietBell.waitFor();
      expect(await page.getByRole('button', { name: /unread/ }).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
    // A login, one poll of the bell (up to 30 s) and the inbox, on a machine that may be busy.
  }, 180_000);
});
