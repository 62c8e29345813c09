import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { CUSTOMER_ID, dataAnswer, pageAnswer, transaction } from '../../../testing/wallet-fixtures';
import { ADMIN_ID, callsTo, renderAdmin } from '../testing/admin-fixtures';

beforeAll(() => import('../../../app/routes/admin.page'));

const PATH = `/admin/wallets/${CUSTOMER_ID}`;
const wallet = (balance: number) => dataAnswer({ user_id: CUSTOMER_ID, balance, currency: 'INR', recharge_count: 2, last_transactions: [], updated_at: '2026-11-22T10:35:00.000Z' });
const debit = transaction(2, { type: 'debit', amount: -125_50, bonus: 0, balance_after: 575_00, reason: 'Chat, 5 minutes', source_kind: 'session', invoice_id: null, invoice_number: null, refunded_amount: 25_00 });
const history = dataAnswer([
  { revision: 0, type: 'WalletCredited', data: { amount: 500_00, bonus: 50_00, balanceAfter: 550_00, verifiedBy: 'checkout', providerPaymentId: 'pay_1' }, actor_id: CUSTOMER_ID, actor_role: 'customer', occurred_at: '2026-11-20T10:00:00.000Z' },
  { revision: 1, type: 'WalletAdjusted', data: { amount: -10_00, balanceAfter: 540_00, reason: 'Duplicate bonus' }, actor_id: ADMIN_ID, actor_role: 'admin', occurred_at: '2026-11-21T10:00:00.000Z' },
]);

function openWallet(answers: Record<string, Responder> = {}) {
  const rendered = renderAdmin(PATH, {
    [`GET /api/get_single_wallet/${CUSTOMER_ID}`]: wallet(700_50),
    'GET /api/get_transactions': pageAnswer([transaction(1), debit], 2, 1, 20),
    [`GET /api/get_wallet_history/${CUSTOMER_ID}`]: history,
    ...answers,
  });
  return { ...rendered, user: userEvent.setup() };
}

const adjustForm = async () => within(await screen.findByRole('form', { name: 'Adjust the balance' }, { timeout: 3000 }));

describe("admin: a customer's wallet", () => {
  it('shows the balance, the transactions of this user and the full history with who did what, newest first', async () => {
    const { requests } = openWallet();

    expect(await screen.findByRole('heading', { level: 1, name: `Wallet of ${CUSTOMER_ID}` }, { timeout: 3000 })).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Balance' })).findByText('₹ 700.50')).toBeTruthy();
    expect(screen.getByText('2 credited recharges, last change 22 Nov 2026, 4:05 pm')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Transactions of this wallet, page 1 of 1' })).toBeTruthy();
    expect(Object.fromEntries(callsTo(requests, 'get_transactions')[0]!.url.searchParams)).toEqual({ user_id: CUSTOMER_ID, page: '1', limit: '20' });

    const events = within(await screen.findByRole('table', { name: "The wallet's events, newest first" })).getAllByRole('row').slice(1);
    expect(events.map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent))).toEqual([
      ['21 Nov 2026, 3:30 pm', 'Adjustment', '− ₹ 10', '₹ 540', 'Duplicate bonus', 'you'],
      ['20 Nov 2026, 3:30 pm', 'Recharge credited', '+ ₹ 550', '₹ 550', 'Verified by checkout, payment pay_1', 'customer 11111111'],
    ]);
  });

  it('says a user without a wallet has nothing yet', async () => {
    openWallet({ [`GET /api/get_single_wallet/${CUSTOMER_ID}`]: () => jsonResponse(404, {}), 'GET /api/get_transactions': pageAnswer([]), [`GET /api/get_wallet_history/${CUSTOMER_ID}`]: dataAnswer([]) });

    expect(await screen.findByText('No wallet yet: nothing has been credited to this user. The balance is ₹ 0.', {}, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByText('No transactions yet.')).toBeTruthy();
    expect(await screen.findByText('Nothing has happened in this wallet yet.')).toBeTruthy();
  });

  it('checks an adjustment before sending it: rupees, not zero, and a reason', async () => {
    const { user, requests } = openWallet();
    const form = await adjustForm();

    await user.click(form.getByRole('button', { name: 'Adjust balance' }));
    expect(form.getByText('Enter rupees, like 250 to add or -99.50 to take away')).toBeTruthy();
    expect(form.getByText('must be at least 3 characters')).toBeTruthy();
    expect(document.activeElement).toBe(form.getByLabelText(/^Amount/));

    await user.type(form.getByLabelText(/^Amount/), '0');
    await user.type(form.getByLabelText(/^Reason/), 'ok');
    await user.click(form.getByRole('button', { name: 'Adjust balance' }));
    expect(form.getByText('must not be zero')).toBeTruthy();
    expect(form.getByLabelText(/^Amount/).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(requests, 'update_wallet')).toHaveLength(0);
  });

  it('adjusts with an Idempotency-Key, retrying a failed attempt with the same key, and reads the wallet again', async () => {
    let attempts = 0;
    const { user, requests } = openWallet({
      [`PUT /api/update_wallet/${CUSTOMER_ID}`]: () =>
        ++attempts === 1 ? jsonResponse(502, { status: 502, code: 'service.unavailable', message: 'This part of Nakshatra is not reachable right now. Please try again.' }) : jsonResponse(201, { status: 201, data: { transaction_id: 't9', balance: 450_00 }, position: '12.1' }),
    });
    const form = await adjustForm();

    await user.type(form.getByLabelText(/^Amount/), '-250.50');
    await user.type(form.getByLabelText(/^Reason/), '  Goodwill credit reversed  ');
    await user.click(form.getByRole('button', { name: 'Adjust balance' }));
    expect(await form.findByText('This part of Nakshatra is not reachable right now. Please try again.')).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Adjust balance' }));

    expect(await form.findByText('Adjusted by − ₹ 250.50. The balance is now ₹ 450.')).toBeTruthy();
    const [first, second] = callsTo(requests, 'update_wallet');
    expect(second!.body).toEqual({ amount: -250_50, reason: 'Goodwill credit reversed' });
    expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
    expect((form.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(callsTo(requests, 'get_single_wallet').at(-1)!.headers.get('x-min-position')).toBe('12.1'));

    await user.type(form.getByLabelText(/^Amount/), '-250.50');
    await user.type(form.getByLabelText(/^Reason/), 'Goodwill credit reversed');
    await user.click(form.getByRole('button', { name: 'Adjust balance' }));
    await waitFor(() => expect(callsTo(requests, 'update_wallet')).toHaveLength(3));
    expect(callsTo(requests, 'update_wallet')[2]!.headers.get('idempotency-key')).not.toBe(first!.headers.get('idempotency-key'));
  });

  it('shows the server’s refusal of an adjustment on its field', async () => {
    const { user } = openWallet({
      [`PUT /api/update_wallet/${CUSTOMER_ID}`]: () => jsonResponse(409, {
          status: 409,
          code: 'wallet.insufficient_balance',
          params: { balance: 700_50, needed: 1000_00 },
          message: 'Insufficient balance: ₹ 700.50 in the wallet, ₹ 1,000 needed. Please recharge.',
        }),
    });
    const form = await adjustForm();

    await user.type(form.getByLabelText(/^Amount/), '-1000');
    await user.type(form.getByLabelText(/^Reason/), 'Chargeback');
    await user.click(form.getByRole('button', { name: 'Adjust balance' }));

    expect((await form.findByText('Insufficient balance: ₹ 700.50 in the wallet, ₹ 1,000 needed. Please recharge.')).closest('[role="alert"]')).toBeTruthy();
  });

  it("refunds at most what is left of a consultation's debit, with who bears it, a reason and an Idempotency-Key", async () => {
    const { user, requests } = openWallet({
      'POST /api/create_refund_transaction': () => jsonResponse(201, { status: 201, data: { transaction_id: 'r1', balance: 800_50 }, position: '13.1' }),
    });
    const transactions = within(await screen.findByRole('table', { name: 'Transactions of this wallet, page 1 of 1' }, { timeout: 3000 }));
    expect(transactions.getAllByRole('button', { name: /^Refund/ })).toHaveLength(1);

    await user.click(transactions.getByRole('button', { name: 'Refund ₹ 125.50 of 22 Nov 2026, 4:05 pm' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Refund a debit' }));
    expect(dialog.getByText(/₹ 100.50 can still be refunded/)).toBeTruthy();
    expect((dialog.getByLabelText(/^Amount to refund/) as HTMLInputElement).value).toBe('100.5');

    await user.clear(dialog.getByLabelText(/^Amount to refund/));
    await user.type(dialog.getByLabelText(/^Amount to refund/), '100.51');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(dialog.getByText('At most ₹ 100.50 is left to refund')).toBeTruthy();
    expect(dialog.getByText('must be at least 3 characters')).toBeTruthy();
    // Who bears a consultation's refund is chosen every time, never assumed (docs/support.md).
    expect(dialog.getByText("must say who bears a consultation's refund: astrologer (at fault, their earning on it is taken back) or platform (goodwill)")).toBeTruthy();
    expect(callsTo(requests, 'create_refund_transaction')).toHaveLength(0);

    await user.clear(dialog.getByLabelText(/^Amount to refund/));
    await user.type(dialog.getByLabelText(/^Amount to refund/), '100');
    await user.selectOptions(dialog.getByLabelText(/^Who bears it/), 'astrologer');
    await user.type(dialog.getByLabelText(/^Reason/), 'Call dropped');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Refunded ₹ 100. The balance is now ₹ 800.50.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [refund] = callsTo(requests, 'create_refund_transaction');
    expect(refund!.body).toEqual({ user_id: CUSTOMER_ID, transaction_id: debit.id, amount: 100_00, reason: 'Call dropped', borne_by: 'astrologer' });
    expect(refund!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("asks nothing of who bears an order's refund: it earned no astrologer anything", async () => {
    const order = transaction(3, { type: 'debit', amount: -899_00, bonus: 0, balance_after: 0, reason: 'Order: Shree Yantra', source_kind: 'order', invoice_id: null, invoice_number: null });
    const { user, requests } = openWallet({
      'GET /api/get_transactions': pageAnswer([order], 1, 1, 20),
      'POST /api/create_refund_transaction': () => jsonResponse(201, { status: 201, data: { transaction_id: 'r2', balance: 899_00 }, position: '14.1' }),
    });
    const transactions = within(await screen.findByRole('table', { name: 'Transactions of this wallet, page 1 of 1' }, { timeout: 3000 }));
    await user.click(transactions.getByRole('button', { name: /^Refund ₹ 899/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Refund a debit' }));
    expect(dialog.queryByLabelText(/^Who bears it/)).toBeNull();
    await user.type(dialog.getByLabelText(/^Reason/), 'Out of stock');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded ₹ 899. The balance is now ₹ 899.')).toBeTruthy();
    expect(callsTo(requests, 'create_refund_transaction')[0]!.body).toEqual({ user_id: CUSTOMER_ID, transaction_id: order.id, amount: 899_00, reason: 'Out of stock' });
  });
  it('says it all in Hindi: its own checks and the server’s refusal, worded from their codes', async () => {
    window.localStorage.setItem('language', 'hi');
    const { user } = openWallet({
      'POST /api/create_refund_transaction': () =>
        jsonResponse(409, {
          status: 409,
          code: 'wallet.refund_too_much',
          params: { refundable: 50_00, paid: 125_50, refunded: 75_50 },
          message: 'At most ₹ 50 of this payment can still be refunded (₹ 125.50 paid, ₹ 75.50 refunded)',
        }),
    });
    const transactions = within(await screen.findByRole('table', { name: 'इस वॉलेट के लेन-देन, पृष्ठ 1 / 1' }, { timeout: 3000 }));

    await user.click(transactions.getByRole('button', { name: /₹ 125.50 का रिफ़ंड करें$/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'डेबिट का रिफ़ंड' }));
    await user.click(dialog.getByRole('button', { name: 'रिफ़ंड' }));
    expect(dialog.getByText('कम से कम 3 अक्षर होने चाहिए')).toBeTruthy();
    expect(dialog.getByText(/^बताना ज़रूरी है कि परामर्श का रिफ़ंड कौन वहन करे/)).toBeTruthy();

    await user.selectOptions(dialog.getByLabelText(/^इसे कौन वहन करेगा/), 'platform');
    await user.type(dialog.getByLabelText(/^कारण/), 'Call dropped');
    await user.click(dialog.getByRole('button', { name: 'रिफ़ंड' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('इस भुगतान में से अब अधिकतम ₹ 50 लौटाए जा सकते हैं (₹ 125.50 भुगतान, ₹ 75.50 पहले लौटाए गए)');
  });
});

describe('admin: opening a wallet', () => {
  it('finds a wallet by phone and opens it from the match, named by name and phone', async () => {
    const asha = { id: CUSTOMER_ID, name: 'Asha Kulkarni', phone: '+919876543210', country_code: '+91', email: null, img_url: 'NA', status: 'active', status_reason: null, roles: ['customer'], registered_at: '2026-11-20T10:00:00.000Z', last_login_at: null };
    const { router, requests } = renderAdmin('/admin/wallets', { 'GET /api/get_users': () => jsonResponse(200, { status: 200, data: [asha], meta: { page: 1, limit: 20, total: 1 } }) });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/^Phone number or name/, {}, { timeout: 3000 }), '98765');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(Object.fromEntries(callsTo(requests, 'get_users').at(-1)!.url.searchParams)).toEqual({ search: '98765', limit: '20' });
    await user.click(await screen.findByRole('link', { name: /Asha Kulkarni/ }));
    expect(router.state.location.pathname).toBe(PATH);
  });
});
