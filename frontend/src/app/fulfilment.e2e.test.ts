import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserStack } from '../testing/browser-stack';
import { grantAdmin } from '../testing/grant-role';
import { stackApi } from '../testing/stack-api';
import { cookieHeader, logInCustomer, userIdOf } from '../testing/stack-login';
import { logInAtAdmin, shot } from '../testing/ui-login';

// Fulfilment on the whole stack (demo catalogue included), in Chromium: a customer's Astro Mall
// order (placed through the API, not under test here), which an admin signed in at /admin/login
// packs and ships with a carrier and tracking number from the Orders page; the customer then sees it
// shipped, with the tracking number, in their order history. Screenshots in test-output/journeys/fulfilment/.

const env = useBrowserStack('fulfilment', { seedDemo: true });
const SHOTS = 'test-output/journeys/fulfilment';
const CUSTOMER_PHONE = '9000071234';
const ADMIN_PHONE = '9000071299';

const api = stackApi(env);

/** The demo catalogue's Shree Yantra, as the mall lists it. */
async function shreeYantraId(): Promise<string> {
  const products = await api.as('').data('get_products', { query: { search: 'Shree Yantra', limit: 5 } });
  return products.find((product) => product.title.startsWith('Shree Yantra'))!.id;
}

/** The Orders page's row of the customer's order, found by their phone (admins see people, not ids). */
const orderRow = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(CUSTOMER_PHONE) }) });

describe('order fulfilment in the browser', () => {
  it('an admin packs and ships a mall order with a tracking number, and the customer sees it shipped in the order history', async () => {
    // The customer, with money in the wallet (an admin's adjustment), orders two Shree Yantras.
    const customerCookies = await logInCustomer(env.stack.url, CUSTOMER_PHONE);
    const customerId = userIdOf(customerCookies);
    await api.as(env.stack.adminCookie()).data('update_wallet', { params: { id: customerId }, body: { amount: 5_000_00, reason: 'Fulfilment test balance' } });
    const shipping = { name: 'Asha Rao', phone: '9876543210', address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
    await api.as(cookieHeader(customerCookies)).data('create_order_history', { body: { kind: 'product', items: [{ product_id: await shreeYantraId(), quantity: 2 }], shipping } });

    // The admin signs in at /admin/login and opens Orders: the confirmed order, with the customer's phone.
    grantAdmin(env.databaseUrl, ADMIN_PHONE);
    const adminContext = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    const adminErrors: string[] = [];
    admin.on('pageerror', (error) => adminErrors.push(error.message));
    await logInAtAdmin(admin, env.stack.url, ADMIN_PHONE);
    await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders', exact: true }).click();
    await admin.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    const confirmed = orderRow(admin);
    await confirmed.getByText('Shree Yantra (copper, 6 inch) × 2').waitFor({ timeout: 20_000 });
    await confirmed.getByText('Confirmed').waitFor();
    await shot(admin, `${SHOTS}/01-admin-orders.png`);

    // Packed: the dialog says what, and the order leaves the confirmed list.
    await confirmed.getByRole('button', { name: /^Mark packed/ }).click();
    const pack = admin.getByRole('dialog', { name: 'Mark this order packed?' });
    await pack.getByRole('button', { name: 'Mark packed' }).click();
    await admin.getByRole('status').getByText('The order is marked packed.').waitFor();

    // Shipped from the packed list, with the carrier and tracking number.
    await admin.getByLabel('Show').selectOption({ label: 'Packed' });
    const packed = orderRow(admin);
    await packed.getByText('Packed').waitFor();
    await packed.getByRole('button', { name: /^Ship/ }).click();
    const ship = admin.getByRole('dialog', { name: 'Ship this order' });
    await ship.getByText(/to Asha Rao, 12 MG Road, Bengaluru, Karnataka, 560001/).waitFor();
    await ship.getByRole('textbox', { name: 'Carrier' }).fill('India Post');
    await ship.getByRole('textbox', { name: 'Tracking number' }).fill('EE123456789IN');
    await shot(admin, `${SHOTS}/02-admin-ships.png`, { fullPage: false });
    await ship.getByRole('button', { name: 'Ship' }).click();
    await admin.getByRole('status').getByText('The order is marked shipped.').waitFor();
    await admin.getByLabel('Show').selectOption({ label: 'Shipped' });
    await orderRow(admin).getByText('India Post: EE123456789IN').waitFor();
    expect(adminErrors).toEqual([]);
    await adminContext.close();

    // The customer's order history: the order, where it goes, shipped with the carrier and tracking number.
    const customerContext = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    await customerContext.addCookies(customerCookies.map((cookie) => ({ ...cookie, url: env.stack.url })));
    const customer = await customerContext.newPage();
    await customer.goto(env.at('/order-history'));
    const order = customer.getByRole('article', { name: /^Order of / });
    await order.waitFor({ timeout: 20_000 });
    await order.getByText('Shree Yantra (copper, 6 inch) × 2 — ₹ 1,798').waitFor();
    await order.getByText(/12 MG Road, Bengaluru, Karnataka 560001/).waitFor();
    await order.getByText('Shipped', { exact: true }).waitFor();
    await order.getByText(/Shipped with India Post/).waitFor();
    await order.getByText('EE123456789IN').waitFor();
    await shot(customer, `${SHOTS}/03-customer-history.png`);
    await customerContext.close();
  }, 180_000);
});
