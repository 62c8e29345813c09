import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { imageShown } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';
import { grantAdmin } from '../testing/grant-role';
import { stackApi } from '../testing/stack-api';
import { logInAstrologer } from '../testing/stack-login';
import { logInAtAdmin, logInThroughPopup, shot } from '../testing/ui-login';

// Support on the whole stack, in Chromium (docs/support.md): a customer reports a problem on a paid
// chat from the order history, asking for a refund; support, signed in at /admin/login, answers in
// the Support queue and refunds half; the customer reads the reply and finds the refund in the
// ticket, in the wallet and on the chat's itemised bill. Only what is not under test is prepared through the API: the astrologer
// online, the customer's balance, the free first chat and the paid chat itself. Each step leaves a
// screenshot in test-output/journeys/support/ (gitignored).

const env = useBrowserStack('support', { seedDemo: true });

/** Demo astrologers of the seeded catalogue: the paid chat's (₹20 a minute), and the free first chat's. */
const ASTROLOGER = { phone: '9000000104', pricePerMinute: 20_00 };
const FREE_CHAT_ASTROLOGER_PHONE = '9000000103';
const CUSTOMER_PHONE = '9100000518';
const ADMIN_PHONE = '9100000519';

const api = stackApi(env);

/** The customer's screenshot: private, so it shows only to the customer and support (docs/uploads.md). */
const SCREENSHOT = fileURLToPath(new URL('../../../command-service/seed-images/diya-night.png', import.meta.url));


/** An astrologer online through the API; answers their id and Cookie header. */
async function onlineAstrologer(phone: string): Promise<{ id: string; cookie: string }> {
  const cookie = (await logInAstrologer(env.stack.url, phone)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const { id } = await api.as(cookie).data('get_my_astrologer');
  await api.as(cookie).data('update_astrologer_status', { body: { status: 'online' } });
  return { id, cookie };
}

/**
 * A chat the astrologer accepts and answers, and the customer ends at once: one started minute,
 * billed unless it is the free first chat (one the astrologer said nothing in would be refunded by
 * rule, docs/refund-rules.md, leaving support nothing to refund).
 */
async function endedChat(customerCookie: string, astrologer: { id: string; cookie: string }): Promise<string> {
  const { id } = await api.as(customerCookie).data('create_chat_session', { body: { astrologer_id: astrologer.id, intake: { name: 'Asha', birth_date: '1990-04-01', birth_place: 'Pune' } } });
  await api.as(astrologer.cookie).data('update_chat_session', { params: { id }, body: { action: 'accept' } });
  await api.as(astrologer.cookie).data('create_message', { body: { session_id: id, text: 'Namaste, tell me your question.' } });
  await api.as(customerCookie).data('end_chat_session', { params: { id }, body: {} });
  return id;
}

const step = (page: Page, name: string) => shot(page, `test-output/journeys/support/${name}.png`);

describe('support', () => {
  it('a customer reports a problem on a paid chat, support refunds half in /admin, the customer sees the reply, the refund in the wallet and on the itemised bill', async () => {
    const customerContext = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const adminContext = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const customer = await customerContext.newPage();
      await customer.goto(env.at('/'));
      const customerId = await logInThroughPopup(customer, env.stack.url, CUSTOMER_PHONE);
      const customerCookie = (await customerContext.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
      await api.as(env.stack.adminCookie()).data('update_wallet', { params: { id: customerId }, body: { amount: 500_00, reason: 'Support test balance' } });
      await endedChat(customerCookie, await onlineAstrologer(FREE_CHAT_ASTROLOGER_PHONE));
      const paid = await endedChat(customerCookie, await onlineAstrologer(ASTROLOGER.phone));
      // The order history shows what the read side has: wait until it has billed the paid chat's minute.
      const billed = async () => (await api.as(customerCookie).data('get_my_chat_sessions')).find((row) => row.id === paid)?.total_billed;
      await expect.poll(billed, { timeout: 30_000 }).toBe(ASTROLOGER.pricePerMinute);

      // The customer: Report a problem on the paid chat's row opens the form, as a refund request.
      await customer.goto(env.at('/order-history'));
      const consultations = customer.getByRole('region', { name: 'Your consultations' });
      await consultations.getByRole('row').filter({ hasText: '₹ 20' }).getByRole('link', { name: 'Report a problem' }).click();
      await customer.waitForURL(/\/support\?new=1/);
      await expect.poll(() => customer.getByLabel('What is it about?').inputValue()).toBe('refund');
      await customer.getByLabel('What happened?').fill('The astrologer stopped answering after the first minute.');
      await customer.getByLabel('Screenshots (optional, up to 3)').setInputFiles(SCREENSHOT);
      await imageShown(customer.getByRole('img', { name: 'Screenshot 1' }));
      await step(customer, '01-customer-report');
      await customer.getByRole('button', { name: 'Send' }).click();
      await customer.waitForURL(/\/support\/[0-9a-f-]{36}$/);
      await customer.locator('.support-thread').getByText('The astrologer stopped answering after the first minute.').waitFor();
      await imageShown(customer.locator('.support-thread').getByRole('img', { name: 'Screenshot 1' }));
      const screenshotUrl = (await customer.locator('.support-thread').getByRole('img', { name: 'Screenshot 1' }).getAttribute('src'))!;
      const reference = ((await customer.getByText(/^Ticket T-/).first().textContent()) ?? '').match(/T-[0-9A-F]{8}/)![0];
      await step(customer, '02-customer-ticket');

      // Support: signs in at /admin/login, finds the ticket in the queue, answers and refunds half.
      grantAdmin(env.databaseUrl, ADMIN_PHONE);
      const admin = await adminContext.newPage();
      await logInAtAdmin(admin, env.stack.url, ADMIN_PHONE);
      await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Support' }).click();
      await admin.getByRole('heading', { name: 'Support', level: 1 }).waitFor();
      await admin.getByRole('link', { name: reference }).click();
      await admin.getByRole('heading', { name: new RegExp(`Ticket ${reference}`), level: 1 }).waitFor();
      await admin.locator('.admin-support__thread').getByText('The astrologer stopped answering after the first minute.').waitFor();
      // The customer's screenshot shows to support; to anyone else it is not there (a private image, docs/uploads.md).
      await imageShown(admin.getByRole('img', { name: 'Screenshot 1 (opens in a new tab)' }));
      expect((await fetch(env.at(screenshotUrl), { headers: { cookie: env.stack.sessionCookie('customer') } })).status).toBe(404);
      await admin.getByLabel(/^Reply/).fill('We are sorry: we are refunding half of the chat.');
      await admin.getByRole('button', { name: 'Send reply' }).click();
      await admin.getByText('Your reply was sent and the customer notified.').waitFor();
      await admin.getByRole('button', { name: 'Decide refund' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Decide the refund' });
      await dialog.getByLabel(/^Amount/).fill(String(ASTROLOGER.pricePerMinute / 2 / 100));
      await dialog.getByLabel(/^Who bears it/).selectOption('astrologer');
      await dialog.getByLabel(/^Note to the customer/).fill('Half of the chat, as the astrologer stopped answering.');
      await step(admin, '03-admin-refund');
      await dialog.getByRole('button', { name: 'Decide refund' }).click();
      await admin.getByText('Refund of ₹ 10 decided.').waitFor();
      await admin.getByText('Refund paid to the wallet: ₹ 10').waitFor();
      await step(admin, '04-admin-refunded');

      // The customer: the reply and the refund in the ticket, and the refund line in the wallet naming the ticket.
      await customer.reload();
      await customer.getByText('We are sorry: we are refunding half of the chat.').waitFor();
      await customer.getByText('₹ 10 has been refunded to your wallet.').waitFor();
      await step(customer, '05-customer-reply');
      await customer.goto(env.at('/order-history'));
      await customer.getByText(`Refund decided in support ticket ${reference} (partial)`).waitFor();
      await step(customer, '06-customer-wallet');

      // The chat's itemised bill: its paid minute, and the refund decided in the ticket taken off it.
      const chatRow = customer.getByRole('region', { name: 'Your consultations' }).getByRole('row').filter({ hasText: '₹ 20' });
      await chatRow.getByRole('link', { name: /^Itemised bill of your consultation with / }).click();
      await customer.waitForURL(/\/bill\/[0-9a-f-]{36}$/);
      const refunds = customer.getByRole('region', { name: 'Refunds' });
      await refunds.getByText(`Refund by support: Refund decided in support ticket ${reference} (partial)`, { exact: false }).waitFor();
      // − ₹ 10 twice: the refund's line, and the total refunded.
      await expect.poll(() => refunds.getByText('− ₹ 10').count()).toBe(2);
      await step(customer, '07-customer-bill');
    } finally {
      await customerContext.close();
      await adminContext.close();
    }
    // Two browsers through a whole journey with a full-page screenshot per step: more than the e2e
    // default, as the role journeys have (journeys.e2e.test.ts); it took 46 s in a loaded run.
  }, 180_000);
});
