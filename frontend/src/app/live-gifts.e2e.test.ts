import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FAKE_MEDIA_ARGS } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';
import { CALL_ASTROLOGER, callJourney, cookieHeaderOf } from '../testing/call-journey';
import { goLive, rosePaidOnce, sendRose, studioGifts } from '../testing/live-journey';
import { logInAtAdmin, logInAtConsole, logInThroughPopup, shot } from '../testing/ui-login';

// A gift on air, in three Chromium windows: the astrologer goes live from the console and lands in
// the studio; a customer logged in through the login popup watches, picks the Rose in the gift tray,
// confirms and sends it; the studio shows it with the customer's name; the wallet went down by the
// Rose's price exactly once; an admin signed in at /admin/login finds the session on the Live page
// with its gift total and split. The gift catalogue is the demo one (`npm run seed`). Only the
// customer's balance (an admin adjustment) and the admin role (the operator's admin:grant) are
// prepared; everything under test is clicked.

const env = useBrowserStack('live-gifts', { seedDemo: true, browserArgs: FAKE_MEDIA_ARGS });
const SHOTS = 'test-output/live-gifts';
const TITLE = 'Gifts and guidance';
const CUSTOMER_PHONE = '9000077722';
const ADMIN_PHONE = '9000077733';
const BALANCE = 500_00;

/** Gives a number the admin role as an operator does (`npm run admin:grant`), on this stack's database. */
function grantAdmin(numbers: string): void {
  execFileSync(process.execPath, [fileURLToPath(new URL('../../../command-service/dist/cli/grant-role.js', import.meta.url)), numbers, '--role', 'admin'], {
    env: { ...process.env, DATABASE_URL: env.databaseUrl, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

describe('gifts on air', () => {
  it('a customer sends a gift, the studio shows it with their name, the wallet pays once, and the admin sees the total', async () => {
    const journey = callJourney(env);
    const [studioWindow, customerWindow, adminWindow] = [await journey.openWindow(), await journey.openWindow(), await journey.openWindow()];
    const [studio, customer, admin] = [studioWindow.page, customerWindow.page, adminWindow.page];

    // The astrologer goes live from the console and lands in the studio.
    await logInAtConsole(studio, env.stack.url, CALL_ASTROLOGER.phone);
    await goLive(studio, { title: TITLE, topic: 'Career' });
    await studioGifts(studio).getByText('No gifts yet.').waitFor({ timeout: 30_000 });

    // The customer logs in through the popup on /live; an admin puts money in the wallet (not under test).
    await customer.goto(env.at('/live'));
    const customerId = await logInThroughPopup(customer, env.stack.url, CUSTOMER_PHONE);
    await journey.api.as(env.stack.adminCookie()).data('update_wallet', { params: { id: customerId }, body: { amount: BALANCE, reason: 'Gift test balance' } });
    await customer.getByRole('link', { name: `Watch ${TITLE}` }).click();
    await customer.waitForURL(/\/live\/[0-9a-f-]{36}$/);

    // The gift tray: the Rose with its price, a confirm step, then Send; on air, the studio shows it with the
    // customer's name (a new account: "Viewer" and the phone's last digits).
    await sendRose(customer, studio, { senderName: 'Viewer 7722', confirmShot: `${SHOTS}/01-customer-confirms.png` });
    await shot(studio, `${SHOTS}/02-studio-thanks.png`);

    // The wallet went down by the Rose, once.
    await rosePaidOnce(journey, { id: customerId, cookie: await cookieHeaderOf(customerWindow.context) }, BALANCE);

    // The admin's Live page: the session on air with its gift total, and the split.
    grantAdmin(ADMIN_PHONE);
    await logInAtAdmin(admin, env.stack.url, ADMIN_PHONE);
    await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Live sessions' }).click();
    const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: TITLE }) });
    await row.getByText(CALL_ASTROLOGER.name).waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: `Gifts of ${TITLE}` }).getByText('1 · ₹ 11').waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: `Gifts of ${TITLE}` }).click();
    await admin.getByText(/1 gift: ₹\s?11 paid, ₹\s?7.70 to the astrologer, ₹\s?3.30 commission\./).waitFor();
    await shot(admin, `${SHOTS}/03-admin-live-page.png`);

    for (const window of [studioWindow, customerWindow, adminWindow]) {
      expect(window.errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
      await window.context.close();
    }
  }, 300_000);
});
