import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyChatSessionView, OrderView } from '@nakshatra/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, pending, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../testing/render-app';
import { CUSTOMER_ID as USER_ID, pageAnswer, pendingRecharge, transaction } from '../../../testing/wallet-fixtures';

beforeAll(() => import('../../../app/routes/order-history.page'));

function openHistory(path: string, answer: Responder = pageAnswer([]), loggedIn = true, consultations: Responder = pageAnswer([]), orders: Responder = pageAnswer([]), more: Record<string, Responder> = {}) {
  if (loggedIn) setUserDetailsCookie({ id: USER_ID, status: 'active' });
  const rendered = renderApp(path, {
    [`GET /api/get_single_transaction2/${USER_ID}`]: answer,
    [`GET /api/get_single_users/${USER_ID}`]: userAnswer({ id: USER_ID }),
    'GET /api/get_my_chat_sessions': consultations,
    [`GET /api/get_user_order/${USER_ID}`]: orders,
    ...more,
  });
  const queries = () =>
    rendered.requests.filter((request: FakeRequest) => request.url.pathname.startsWith('/api/get_single_transaction2/')).map((request) => Object.fromEntries(request.url.searchParams));
  return { ...rendered, queries, user: userEvent.setup() };
}

const main = () => within(screen.getByRole('main'));
const tabs = () => within(screen.getByRole('navigation', { name: 'What to show' }));
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent);
const bodyRows = async () => (await main().findAllByRole('row')).slice(1);

const debit = transaction(2, { type: 'debit', amount: -125_50, bonus: 0, gst: 0, total_paid: 0, balance_after: 575_00, reason: 'Chat with Acharya Meera, 5 minutes', source_kind: 'session', invoice_id: null, invoice_number: null, created_at: '2026-11-21T19:00:00.000Z' });
const refund = transaction(3, { type: 'refund', amount: 25_00, bonus: 0, balance_after: 600_00, reason: 'Call dropped', invoice_id: null, invoice_number: null, refund_of: debit.id });

describe('order history: the wallet’s transactions', () => {
  it('asks a visitor to log in', async () => {
    openHistory('/order-history', pageAnswer([]), false);

    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeTruthy();
    expect(screen.getByText('Log in with your mobile number to see your orders.')).toBeTruthy();
  });

  it("asks for the session's own transactions, showing a skeleton meanwhile", async () => {
    const { queries, requests } = openHistory('/order-history?id=someone-else', pending);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order history' })).toBeTruthy();
    expect(screen.getByText('Loading your history…').closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(queries()).toEqual([{ page: '1', limit: '10' }]));
    expect(requests.find((request) => request.url.pathname.startsWith('/api/get_single_transaction2/'))?.url.pathname).toBe(`/api/get_single_transaction2/${USER_ID}`);
    expect(document.title).toBe('Order history · Nakshatra');
  });

  it('lists each transaction with its day and time in India, what it was, the signed amount, the balance after, status and invoice', async () => {
    openHistory('/order-history', pageAnswer([transaction(1), debit, refund, pendingRecharge(4, { status: 'failed' })]));

    const [recharge, spent, returned, failed] = await bodyRows();
    expect(cells(recharge!)).toEqual(['22 Nov 2026, 4:05 pm', 'Wallet rechargeincluding ₹ 50 bonusReport a problem', '+ ₹ 550', '₹ 700.50', 'Successful', 'NK/26-27/000001']);
    expect(within(recharge!).getByRole('link', { name: 'NK/26-27/000001' }).getAttribute('href')).toBe(`/invoice/${transaction(1).invoice_id}`);
    expect(within(recharge!).getByRole('link', { name: 'Report a problem' }).getAttribute('href')).toBe(`/support?new=1&link_kind=recharge&link_id=${transaction(1).id}`);
    expect(cells(spent!)).toEqual(['22 Nov 2026, 12:30 am', 'PaymentChat with Acharya Meera, 5 minutes', '− ₹ 125.50', '₹ 575', 'Successful', '']);
    expect(within(spent!).getByText('− ₹ 125.50').className).toContain('signed-amount--debit');
    expect(within(recharge!).getByText('+ ₹ 550').className).toContain('signed-amount--credit');
    expect(cells(returned!).slice(1, 3)).toEqual(['RefundCall dropped', '+ ₹ 25']);
    expect(cells(failed!).slice(2, 5)).toEqual(['₹ 0', '—', 'Failed']);
  });

  it("words a refund by an automatic rule in the visitor's language and links the rule on /refund-policy", async () => {
    const byRule = transaction(5, { type: 'refund', amount: 20_00, bonus: 0, balance_after: 620_00, reason: 'Automatic refund: the astrologer did not reply in the first 2 minutes', invoice_id: null, invoice_number: null, refund_of: debit.id, refund_rule: 'astrologer_silent' });
    window.localStorage.setItem('language', 'hi');
    openHistory('/order-history', pageAnswer([byRule]));

    const [row] = await bodyRows();
    const line = within(row!).getByRole('link', { name: 'स्वचालित धनवापसी: ज्योतिषी ने पहले 2 मिनट में जवाब नहीं दिया' });
    expect(line.getAttribute('href')).toBe('/refund-policy#refund-rule-astrologer_silent');
  });

  it('stays a table to assistive technology when phones lay its rows out as cards, with the card-only labels on their cells', async () => {
    openHistory('/order-history', pageAnswer([transaction(1), debit]));

    const [recharge, spent] = await bodyRows();
    const table = recharge!.closest('table')!;
    // Phones restyle the rows (orders.css); explicit roles keep what a display change would take away.
    expect([table, recharge].map((element) => element!.getAttribute('role'))).toEqual(['table', 'row']);
    expect(main().getAllByRole('columnheader').map((header) => header.textContent)).toContain('Balance after');
    expect(Array.from(recharge!.querySelectorAll('td[data-label]')).map((cell) => cell.getAttribute('data-label'))).toEqual(['Balance after', 'Invoice']);
    // A transaction without an invoice leaves that cell empty, which the card does not show.
    expect(spent!.querySelector('.transaction-table__invoice')?.childNodes).toHaveLength(0);
  });

  it('shows each kind under its tab, keeping the filters and going back to the first page', async () => {
    const { user, router, queries } = openHistory('/order-history?status=success&page=2', pageAnswer([debit], 11, 2));

    await user.click(await tabs().findByRole('link', { name: 'Consultations & orders' }));

    await waitFor(() => expect(router.state.location.search).toBe('?tab=debits&status=success'));
    expect(tabs().getByRole('link', { name: 'Consultations & orders' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(queries().at(-1)).toEqual({ type: 'debit', status: 'success', page: '1', limit: '10' }));
    await user.click(tabs().getByRole('link', { name: 'Refunds' }));
    await waitFor(() => expect(queries().at(-1)?.type).toBe('refund'));
    await user.click(tabs().getByRole('link', { name: 'Adjustments' }));
    await waitFor(() => expect(queries().at(-1)?.type).toBe('adjustment'));
  });

  it('filters by status and a range of days, in the address', async () => {
    const { user, router, queries } = openHistory('/order-history?tab=recharges', pageAnswer([transaction(1)]));
    const filters = within(await screen.findByRole('form', { name: 'Filter your history' }));

    await user.selectOptions(filters.getByLabelText('Status'), 'Failed');
    await user.type(filters.getByLabelText('From'), '2026-11-30');
    await user.type(filters.getByLabelText('To'), '2026-11-01');
    await user.click(filters.getByRole('button', { name: 'Apply' }));
    expect(filters.getByText('The start date must be on or before the end date')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=recharges');

    await user.clear(filters.getByLabelText('From'));
    await user.type(filters.getByLabelText('From'), '2026-10-01');
    await user.click(filters.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(router.state.location.search).toBe('?tab=recharges&status=failed&from=2026-10-01&to=2026-11-01'));
    await waitFor(() => expect(queries().at(-1)).toEqual({ type: 'recharge', status: 'failed', from: '2026-10-01', to: '2026-11-01', page: '1', limit: '10' }));
  });

  it('says when nothing matches the filters, with a way to clear them', async () => {
    const { user, router } = openHistory('/order-history?tab=refunds&status=pending');

    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    await user.click(main().getByRole('link', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?tab=refunds');
    expect(await screen.findByText('No refunds yet')).toBeTruthy();
  });

  it('says there is nothing yet, with somewhere to start', async () => {
    openHistory('/order-history');

    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
    expect(main().getByRole('link', { name: 'Recharge your wallet' }).getAttribute('href')).toBe('/recharge');
    expect(tabs().getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a failure as one, with a retry', async () => {
    let calls = 0;
    const { user } = openHistory('/order-history', (request) => (++calls === 1 ? jsonResponse(500, {}) : pageAnswer([debit])(request)));

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load your history.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await main().findByText('Chat with Acharya Meera, 5 minutes')).toBeTruthy();
  });

  it('pages within a tab and its filters', async () => {
    const ten = Array.from({ length: 10 }, (_, index) => transaction(index + 1));
    const { user, router, queries } = openHistory('/order-history?tab=recharges&from=2026-11-01', (request) =>
      request.url.searchParams.get('page') === '2' ? pageAnswer([transaction(11)], 11, 2)(request) : pageAnswer(ten, 11)(request),
    );

    await user.click(await screen.findByRole('link', { name: 'Next' }));

    expect(await main().findByRole('link', { name: 'NK/26-27/000011' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=recharges&from=2026-11-01&page=2');
    expect(queries().map((query) => [query.type, query.from, query.page])).toEqual([
      ['recharge', '2026-11-01', '1'],
      ['recharge', '2026-11-01', '2'],
    ]);
  });

  it('speaks Hindi when the visitor chose it', async () => {
    window.localStorage.setItem('language', 'hi');
    openHistory('/order-history', pageAnswer([debit]));

    expect(await screen.findByRole('heading', { level: 1, name: 'ऑर्डर इतिहास' })).toBeTruthy();
    expect(await main().findByText('भुगतान')).toBeTruthy();
    expect(within(main().getByRole('table')).getByText('सफल')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'क्या दिखाएँ' })).getByRole('link', { name: 'परामर्श और ऑर्डर' })).toBeTruthy();
  });
});

describe('order history: your consultations', () => {
  const consultation = (id: string, fields: Partial<MyChatSessionView> = {}): MyChatSessionView => ({
    id,
    status: 'ended',
    channel: 'chat',
    role: 'customer',
    astrologer_id: 'a1',
    astrologer_name: 'Dr. Meenakshi Iyer',
    astrologer_img_url: null,
    customer_name: 'Asha',
    price_per_min: 25_00,
    free_minutes: 0,
    requested_at: '2026-11-22T10:30:00.000Z',
    accepted_at: '2026-11-22T10:30:20.000Z',
    ended_at: '2026-11-22T10:42:25.000Z',
    duration_seconds: 725,
    minutes_billed: 13,
    total_billed: 325_00,
    astrologer_earning: null,
    rule_refund: null,
    message_count: 40,
    rejection: null,
    end: { by: 'customer', reason: null },
    ...fields,
  });

  it('lists each consultation with whom, how long, what it cost and a link to its chat; a free first chat says Free', async () => {
    openHistory('/order-history', pageAnswer([]), true, pageAnswer([consultation('s1'), consultation('s2', { free_minutes: 3, total_billed: 0, duration_seconds: 150 }), consultation('s3', { status: 'rejected', accepted_at: null, total_billed: 0, duration_seconds: 0 })]));

    const section = within(await screen.findByRole('region', { name: 'Your consultations' }));
    const [paid, free, rejected] = section.getAllByRole('row').slice(1);
    expect(cells(paid!)).toEqual(['22 Nov 2026, 4:00 pm', 'Dr. Meenakshi Iyer', '12 min 05 s', '₹ 325', 'Completed', 'Open chat · Report a problemBill']);
    expect(within(paid!).getByRole('link', { name: 'Open chat' }).getAttribute('href')).toBe('/chat-screen/s1');
    // A paid consultation's problem is a refund request about it (docs/support.md).
    expect(within(paid!).getByRole('link', { name: 'Report a problem' }).getAttribute('href')).toBe('/support?new=1&link_kind=consultation&link_id=s1&category=refund');
    // Each consultation that started has its itemised bill; one never accepted has none.
    expect(within(paid!).getByRole('link', { name: 'Itemised bill of your consultation with Dr. Meenakshi Iyer' }).getAttribute('href')).toBe('/bill/s1');
    expect(cells(free!).slice(2, 4)).toEqual(['2 min 30 s', 'Free']);
    expect(within(free!).getByRole('link', { name: /Itemised bill/ }).getAttribute('href')).toBe('/bill/s2');
    expect(cells(rejected!).slice(2, 5)).toEqual(['—', '₹ 0', 'Not accepted']);
    expect(within(rejected!).queryByRole('link', { name: /Itemised bill/ })).toBeNull();
  });

  it('shows a call as a call, and links its call screen', async () => {
    openHistory('/order-history', pageAnswer([]), true, pageAnswer([consultation('s4', { channel: 'call', total_billed: 30_00 })]));
    const section = within(await screen.findByRole('region', { name: 'Your consultations' }));
    const [call] = section.getAllByRole('row').slice(1);
    expect(cells(call!).slice(1, 4)).toEqual(['Dr. Meenakshi Iyer · Call', '12 min 05 s', '₹ 30']);
    expect(within(call!).getByRole('link', { name: 'Open call' }).getAttribute('href')).toBe('/call-screen/s4');
  });

  const ruleRefunded = consultation('s5', { minutes_billed: 3, total_billed: 75_00, rule_refund: { rule: 'astrologer_silent', amount: 75_00 } });

  it('shows what an automatic rule refunded beside the consultation, in words linked to the rule', async () => {
    openHistory('/order-history', pageAnswer([]), true, pageAnswer([ruleRefunded, consultation('s6')]));
    const section = within(await screen.findByRole('region', { name: 'Your consultations' }));
    const [withRefund, without] = section.getAllByRole('row').slice(1);
    expect(cells(withRefund!)[3]).toBe('₹ 75Refunded ₹ 75 — The astrologer did not reply');
    expect(within(withRefund!).getByRole('link', { name: 'The astrologer did not reply' }).getAttribute('href')).toBe('/refund-policy#refund-rule-astrologer_silent');
    expect(cells(without!)[3]).toBe('₹ 325');
  });

  it('words a rule refund in Hindi for a Hindi reader', async () => {
    window.localStorage.setItem('language', 'hi');
    openHistory('/order-history', pageAnswer([]), true, pageAnswer([ruleRefunded]));
    const section = within(await screen.findByRole('region', { name: 'आपके परामर्श' }));
    const [row] = section.getAllByRole('row').slice(1);
    expect(cells(row!)[3]).toBe('₹ 75₹ 75 लौटाए गए — ज्योतिषी ने जवाब नहीं दिया');
    expect(within(row!).getByRole('link', { name: 'ज्योतिषी ने जवाब नहीं दिया' }).getAttribute('href')).toBe('/refund-policy#refund-rule-astrologer_silent');
  });

  it('shows no section before the first consultation', async () => {
    openHistory('/order-history', pageAnswer([transaction(1)]));
    await bodyRows();
    expect(screen.queryByRole('region', { name: 'Your consultations' })).toBeNull();
  });
});

const order = (overrides: Partial<OrderView> = {}): OrderView => ({
  id: '77777777-7777-4777-8777-777777777777',
  user_id: USER_ID,
  kind: 'product',
  status: 'shipped',
  lines: [{ item_id: 'p-1', title: 'Shree Yantra', unit_price: 89_900, quantity: 2, amount: 179_800 }],
  total: 179_800,
  shipping: { name: 'Asha Rao', phone: '9876543210', address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
  booking: null,
  wallet_transaction_id: 'debit-1',
  refunded_amount: 0,
  customer: null,
  packed_at: '2026-11-22T05:00:00.000Z',
  shipped_at: '2026-11-22T06:00:00.000Z',
  carrier: 'India Post',
  tracking_number: 'EE123456789IN',
  delivered_at: null,
  performed_at: null,
  performed_note: null,
  performed_media_url: null,
  cancelled_at: null,
  cancelled_by: null,
  cancel_reason: null,
  created_at: '2026-11-22T04:00:00.000Z',
  updated_at: '2026-11-22T06:00:00.000Z',
  ...overrides,
});

describe('order history: your orders and pooja bookings', () => {
  const card = async (name: string) => within(await screen.findByRole('article', { name }));

  it('shows what was bought, where it goes, and the carrier and tracking number once shipped', async () => {
    openHistory('/order-history', pageAnswer([]), true, pageAnswer([]), pageAnswer([order()]));

    const shipped = await card('Order of 22 Nov 2026, 9:30 am');
    expect(shipped.getByText('Shree Yantra × 2 — ₹ 1,798')).toBeTruthy();
    expect(shipped.getByText(/12 MG Road, Bengaluru, Karnataka 560001/)).toBeTruthy();
    expect(shipped.getByText('Shipped')).toBeTruthy();
    expect(shipped.getByText(/Shipped with India Post/)).toBeTruthy();
    expect(shipped.getByText('EE123456789IN')).toBeTruthy();
    expect(shipped.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('shows a performed pooja’s note and its photo or video link', async () => {
    const pooja = order({
      kind: 'pooja',
      status: 'performed',
      lines: [{ item_id: 'pj-1', title: 'Lakshmi Kuber Pooja', unit_price: 210_000, quantity: 1, amount: 210_000 }],
      total: 210_000,
      shipping: null,
      booking: { name: 'Ravi', gotra: 'Kashyap', date: '2026-12-01', for_whom: null, note: null },
      carrier: null,
      tracking_number: null,
      performed_at: '2026-12-01T03:00:00.000Z',
      performed_note: 'Performed at Kolhapur at dawn',
      performed_media_url: 'https://example.com/pooja.mp4',
    });
    openHistory('/order-history', pageAnswer([]), true, pageAnswer([]), pageAnswer([pooja]));

    const booking = await card('Pooja booking of 22 Nov 2026, 9:30 am');
    expect(booking.getByText('For Ravi, on 2026-12-01 · Gotra: Kashyap')).toBeTruthy();
    expect(booking.getByText('Performed')).toBeTruthy();
    expect(booking.getByText('Performed at Kolhapur at dawn')).toBeTruthy();
    expect(booking.getByRole('link', { name: 'See the photo or video' }).getAttribute('href')).toBe('https://example.com/pooja.mp4');
  });

  it('lets you cancel a confirmed order with a reason, and says what went back to the wallet', async () => {
    const confirmed = order({ status: 'paid', carrier: null, tracking_number: null, packed_at: null, shipped_at: null });
    const { requests, user } = openHistory('/order-history', pageAnswer([]), true, pageAnswer([]), pageAnswer([confirmed]), {
      [`PUT /api/update_order_history/${confirmed.id}`]: () => jsonResponse(200, { status: 200, data: { order_id: confirmed.id, status: 'cancelled', refund: { amount: 179_800, wallet_transaction_id: 'r-1' } } }),
    });

    await user.click((await card('Order of 22 Nov 2026, 9:30 am')).getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this order?' }));
    expect(dialog.getByText('₹ 1,798 goes back to your wallet at once.')).toBeTruthy();
    await user.type(dialog.getByLabelText('Why are you cancelling?'), 'Ordered twice');
    await user.click(dialog.getByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByText('Cancelled. ₹ 1,798 is back in your wallet.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ action: 'cancel', reason: 'Ordered twice' });
  });
});
