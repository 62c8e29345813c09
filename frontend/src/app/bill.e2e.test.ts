import { rupees } from '@nakshatra/contracts/client';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useBrowserStack } from '../testing/browser-stack';
import { stackApi } from '../testing/stack-api';
import { cookieHeader, logInAstrologer, logInCustomer, userIdOf } from '../testing/stack-login';
import { logInThroughPopup, shot } from '../testing/ui-login';

// The itemised bill (docs/bill.md) in Debian's Chromium on the whole stack: a customer logged in
// through the header's Login popup opens the order history from the account menu, opens the bill of
// a paid chat, reads its minutes and total, and downloads the CSV, whose rows are the page's.
// The chat itself is not under test: it is held through the API, two real minutes long, as the
// ticker bills them (every 200 ms here instead of 5 s, so it waits no longer than the minute).

const env = useBrowserStack('bill', { seedDemo: true, env: () => ({ CHAT_TICK_MS: '200' }) });

const ASTROLOGER_PHONE = '9000000105';
const CUSTOMER_PHONE = '9000055555';
const SHOTS = 'test-output/bill';
const api = stackApi(env);

/** A funded customer's free first chat used up, then a paid chat of two billed minutes; answers the astrologer's name and price. */
async function paidChatOfTwoMinutes(): Promise<{ astrologerName: string; price: number }> {
  const customerCookies = await logInCustomer(env.stack.url, CUSTOMER_PHONE);
  const customer = api.as(cookieHeader(customerCookies));
  const astrologer = api.as(cookieHeader(await logInAstrologer(env.stack.url, ASTROLOGER_PHONE)));
  await api.as(env.stack.adminCookie()).data('update_wallet', { params: { id: userIdOf(customerCookies) }, body: { amount: 500_00, reason: 'Bill test balance' } });
  await astrologer.data('update_astrologer_status', { body: { status: 'online' } });
  const profile = await astrologer.data('get_my_astrologer');
  const intake = { name: 'Asha Kulkarni', birth_date: '1990-04-01', birth_place: 'Pune' };
  const free = await customer.data('create_chat_session', { body: { astrologer_id: profile.id, intake } });
  await astrologer.data('update_chat_session', { params: { id: free.id }, body: { action: 'accept' } });
  await customer.data('end_chat_session', { params: { id: free.id }, body: {} });

  const paid = await customer.data('create_chat_session', { body: { astrologer_id: profile.id, intake } });
  expect(paid.free_minutes).toBe(0);
  await astrologer.data('update_chat_session', { params: { id: paid.id }, body: { action: 'accept' } });
  // The astrologer answers: a paid chat they said nothing in would be refunded by rule (docs/refund-rules.md).
  await astrologer.data('create_message', { body: { session_id: paid.id, text: 'Namaste, tell me your question.' } });
  // Minute 2 starts a minute after the acceptance: wait until the ticker has billed it, then end.
  // Until the projection has it, the new session is not in the list yet.
  const minutesBilled = async () => (await customer.data('get_my_chat_sessions')).find((session) => session.id === paid.id)?.minutes_billed ?? 0;
  await expect.poll(minutesBilled, { timeout: 120_000 }).toBeGreaterThanOrEqual(2);
  await customer.data('end_chat_session', { params: { id: paid.id }, body: {} });
  return { astrologerName: profile.name, price: paid.price_per_min };
}

describe('the itemised bill', () => {
  it('a customer opens a paid chat’s bill from the order history, reads each minute and the total, and downloads the CSV with the same rows', async () => {
    const { astrologerName, price } = await paidChatOfTwoMinutes();
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    try {
      await page.goto(env.at('/'));
      await logInThroughPopup(page, env.stack.url, CUSTOMER_PHONE);
      await page.getByRole('button', { name: 'My account' }).click();
      await page.locator('.user-menu__dropdown').getByRole('link', { name: 'Order history' }).click();
      await page.waitForURL(env.at('/order-history'));

      // The paid chat is the newest consultation; its row links the bill.
      const row = page.getByRole('region', { name: 'Your consultations' }).getByRole('row').filter({ hasText: rupees(2 * price) });
      await row.getByRole('link', { name: `Itemised bill of your consultation with ${astrologerName}` }).click();
      await page.waitForURL(/\/bill\/[0-9a-f-]{36}$/);
      const sessionId = page.url().split('/').pop()!;

      const bill = page.getByRole('article', { name: 'Itemised bill' });
      const minutes = bill.getByRole('table', { name: 'Billed minutes (times in IST)' }).getByRole('row');
      await expect.poll(() => minutes.count()).toBe(3);
      const cells = await Promise.all([1, 2].map((index) => minutes.nth(index).getByRole('cell').allTextContents()));
      expect(cells.map((row) => [row[0], row[2], row[3], row[4]])).toEqual([
        ['1', rupees(price), rupees(price), 'Paid'],
        ['2', rupees(price), rupees(price), 'Paid'],
      ]);
      // Minute 2 starts a minute after minute 1, in India's time.
      expect(cells[0]![1]).toMatch(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d\d:\d\d [ap]m$/);
      await expect(bill.locator('.bill__total').first().textContent()).resolves.toBe(`Total for the minutes${rupees(2 * price)}`);
      await shot(page, `${SHOTS}/bill.png`);

      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`bill-${sessionId}.csv`);
      const csv = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n').map((line) => line.split(','));
      expect(csv[0]).toEqual(['kind', 'minute', 'at_ist', 'at_utc', 'rate_paise', 'amount_paise', 'free', 'balance_after_paise', 'event_id', 'wallet_transaction_id', 'reason']);
      const shown = await Promise.all([1, 2].map((index) => minutes.nth(index).getByRole('cell').allTextContents()));
      expect(csv.slice(1, 3).map((line) => [line[0], line[1], rupees(Number(line[4])), rupees(Number(line[5])), line[6], rupees(Number(line[7])), line[8]])).toEqual(
        shown.map((row) => ['minute', row[0], row[2], row[3], 'no', row[5], row[6]]),
      );
      expect(csv.slice(3).map((line) => [line[0], Number(line[5])])).toEqual([
        ['total', 2 * price],
        ['refunded', 0],
        ['net', 2 * price],
      ]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
