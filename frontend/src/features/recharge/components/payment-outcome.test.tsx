import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../testing/render-app';
import { CUSTOMER_ID as USER_ID, dataAnswer, pageAnswer, pendingRecharge, quote, transaction } from '../../../testing/wallet-fixtures';
import type { RazorpayConstructor } from '../lib/razorpay-checkout';
import { listAnswer, pack } from '../testing/recharge-fixtures';

beforeAll(() => import('../../../app/routes/recharge.page'));

const RECHARGE_ID = transaction(1).id;

function openRecharge(path: string, answers: Record<string, Responder> = {}) {
  setUserDetailsCookie({ id: USER_ID, status: 'active' });
  const rendered = renderApp(path, {
    [`GET /api/get_single_users/${USER_ID}`]: userAnswer({ id: USER_ID, balance: 15_050 }),
    'GET /api/get_price': listAnswer([pack(1, 500_00, 50_00)]),
    'GET /api/get_offers': listAnswer([]),
    'GET /api/get_recharge_quote': dataAnswer(quote()),
    [`GET /api/get_recharge/${USER_ID}`]: pageAnswer([]),
    ...answers,
  });
  const calls = (name: string) => rendered.requests.filter((request: FakeRequest) => request.url.pathname.startsWith(`/api/${name}`));
  return { ...rendered, calls, user: userEvent.setup() };
}

const main = () => within(screen.getByRole('main'));

describe('the recharge page after a payment (?payment=<rechargeId>)', () => {
  it('says the payment succeeded, with the credit, the new balance and the invoice', async () => {
    openRecharge(`/recharge?payment=${RECHARGE_ID}`, { [`GET /api/get_single_transaction/${RECHARGE_ID}`]: dataAnswer(transaction(1)) });

    expect((await screen.findByText('Checking your payment…')).getAttribute('role')).toBe('status');
    const outcome = await main().findByRole('status', { name: 'Payment successful' });
    expect(within(outcome).getByText('₹ 550 has been added to your wallet.')).toBeTruthy();
    expect(within(outcome).getByText('Your balance is now ₹ 700.50.')).toBeTruthy();
    expect(within(outcome).getByRole('link', { name: 'View invoice NK/26-27/000001' }).getAttribute('href')).toBe(`/invoice/${transaction(1).invoice_id}`);
  });

  it.each([
    ['failed', 'Payment failed', 'The payment did not go through, so your wallet was not recharged.'],
    ['cancelled', 'Payment cancelled', 'You closed the payment, so your wallet was not recharged.'],
    ['expired', 'Payment not completed', 'This payment was not completed in time, so your wallet was not recharged.'],
  ] as const)('says a %s payment added nothing, with Try again', async (status, title, text) => {
    const { user, router } = openRecharge(`/recharge?payment=${RECHARGE_ID}`, { [`GET /api/get_single_transaction/${RECHARGE_ID}`]: dataAnswer(pendingRecharge(1, { status })) });

    const outcome = await main().findByRole('alert', { name: title });
    expect(within(outcome).getByText(text)).toBeTruthy();
    await user.click(within(outcome).getByRole('link', { name: 'Try again' }));

    expect(router.state.location.search).toBe('');
    expect(main().queryByRole('alert')).toBeNull();
    expect(await main().findAllByRole('radio')).toHaveLength(1);
  });

  it('asks again while the provider has not confirmed the payment', async () => {
    let calls = 0;
    const { user } = openRecharge(`/recharge?payment=${RECHARGE_ID}`, {
      [`GET /api/get_single_transaction/${RECHARGE_ID}`]: (request) => dataAnswer(++calls === 1 ? pendingRecharge(1) : transaction(1))(request),
    });

    await main().findByRole('status', { name: 'Confirming your payment' });
    await user.click(main().getByRole('button', { name: 'Check again' }));

    expect(await main().findByRole('status', { name: 'Payment successful' })).toBeTruthy();
  });

  it('says so when the payment cannot be found', async () => {
    openRecharge(`/recharge?payment=${RECHARGE_ID}`, { [`GET /api/get_single_transaction/${RECHARGE_ID}`]: () => jsonResponse(404, {}) });

    expect((await main().findByRole('alert')).textContent).toContain("We couldn't find that payment.");
  });

  it('lists the recharges so far with their status and invoice, a page at a time', async () => {
    const tenth = Array.from({ length: 10 }, (_, index) => transaction(index + 1));
    const { user, router } = openRecharge('/recharge', {
      [`GET /api/get_recharge/${USER_ID}`]: (request) =>
        request.url.searchParams.get('page') === '2' ? pageAnswer([pendingRecharge(11, { status: 'failed' })], 11, 2)(request) : pageAnswer(tenth, 11)(request),
    });

    const history = within(await main().findByRole('region', { name: 'Your recharges' }));
    const rows = await history.findAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(Array.from(rows[1]!.querySelectorAll('td')).map((cell) => cell.textContent)).toEqual(['22 Nov 2026, 4:05 pm', '₹ 500', '₹ 590', '₹ 550', 'Successful', 'NK/26-27/000001']);
    expect(history.getByRole('link', { name: 'NK/26-27/000001' }).getAttribute('href')).toBe(`/invoice/${transaction(1).invoice_id}`);

    await user.click(history.getByRole('link', { name: 'Next' }));

    expect(router.state.location.search).toBe('?page=2');
    expect(await history.findByText('Failed')).toBeTruthy();
    expect(history.queryByRole('link', { name: /NK\// })).toBeNull();
  });

  it('offers the first page when the address points past the last one', async () => {
    openRecharge('/recharge?page=9', { [`GET /api/get_recharge/${USER_ID}`]: pageAnswer([], 11, 9) });

    const history = within(await main().findByRole('region', { name: 'Your recharges' }));
    expect(await history.findByText('There is nothing on this page.')).toBeTruthy();
    expect(history.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe('/recharge');
  });
});

interface FakeCheckout {
  readonly options: Record<string, unknown> & { handler: (response: Record<string, string>) => void; modal: { ondismiss: () => void } };
  failed?: (failure: { error: { description: string } }) => void;
}

describe('paying through Razorpay', () => {
  const opened: FakeCheckout[] = [];
  afterEach(() => {
    delete window.Razorpay;
    opened.length = 0;
  });

  const FakeRazorpay = function (this: unknown, options: FakeCheckout['options']) {
    const checkout: FakeCheckout = { options };
    opened.push(checkout);
    return { open: () => undefined, on: (_event: string, handler: FakeCheckout['failed']) => void (checkout.failed = handler) };
  } as unknown as RazorpayConstructor;

  const started: Responder = () =>
    jsonResponse(201, {
      status: 201,
      data: { recharge_id: RECHARGE_ID, provider: 'razorpay', provider_order_id: 'order_9', amount: 500_00, bonus: 50_00, gst: 90_00, total: 590_00, checkout: { kind: 'razorpay', key_id: 'rzp_test_1', order_id: 'order_9', amount: 590_00, currency: 'INR' } },
      position: '8.1',
    });

  async function payWithRazorpay(answers: Record<string, Responder> = {}) {
    window.Razorpay = FakeRazorpay;
    const page = openRecharge('/recharge', { 'POST /api/create_transaction': started, ...answers });
    await page.user.click(await main().findByRole('radio', { name: /₹ 500/ }));
    await page.user.click(await main().findByRole('button', { name: 'Proceed to pay ₹ 590' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    return page;
  }

  it('opens the checkout for the order, verifies the payment, refreshes the header balance and shows the outcome', async () => {
    let balance = 15_050;
    const { calls, router } = await payWithRazorpay({
      [`GET /api/get_single_users/${USER_ID}`]: () => userAnswer({ id: USER_ID, balance })(),
      'POST /api/verify_payment': () => {
        balance = 70_050;
        return jsonResponse(200, { status: 200, data: { recharge_id: RECHARGE_ID, status: 'success', balance, invoice_id: 'i1', invoice_number: 'NK/26-27/000001' }, position: '9.1' });
      },
      [`GET /api/get_single_transaction/${RECHARGE_ID}`]: dataAnswer(transaction(1)),
    });
    expect(opened[0]!.options).toMatchObject({ key: 'rzp_test_1', order_id: 'order_9', amount: 590_00, currency: 'INR', name: 'Nakshatra' });
    expect(main().getByText('Complete the payment in the payment window.')).toBeTruthy();

    opened[0]!.options.handler({ razorpay_order_id: 'order_9', razorpay_payment_id: 'pay_1', razorpay_signature: 'a'.repeat(64) });

    await waitFor(() => expect(router.state.location.search).toBe(`?payment=${RECHARGE_ID}`));
    expect(calls('verify_payment')[0]!.body).toEqual({ recharge_id: RECHARGE_ID, provider_order_id: 'order_9', provider_payment_id: 'pay_1', signature: 'a'.repeat(64) });
    expect(await main().findByRole('status', { name: 'Payment successful' })).toBeTruthy();
    // The header's menu reads the user again, asking for the verified write's position.
    await waitFor(() => expect(screen.getByRole('banner').textContent).toContain('₹ 700.50'));
    const refreshed = calls('get_single_users').filter((request) => request.headers.get('x-min-position') === '9.1');
    expect(refreshed.length).toBeGreaterThan(0);
  });

  it('records a closed checkout as cancelled, a failed attempt as failed, and shows the outcome', async () => {
    const { calls, router } = await payWithRazorpay({
      'POST /api/cancel_payment': dataAnswer({ recharge_id: RECHARGE_ID, status: 'cancelled' }, { position: '9.2' }),
      [`GET /api/get_single_transaction/${RECHARGE_ID}`]: dataAnswer(pendingRecharge(1, { status: 'cancelled' })),
    });

    opened[0]!.options.modal.ondismiss();

    await waitFor(() => expect(router.state.location.search).toBe(`?payment=${RECHARGE_ID}`));
    expect(calls('cancel_payment')[0]!.body).toEqual({ recharge_id: RECHARGE_ID, reason: 'cancelled' });
    expect(await main().findByRole('alert', { name: 'Payment cancelled' })).toBeTruthy();
  });

  it('records a refused attempt as failed, once, and does not call it cancelled when the window closes', async () => {
    const { calls } = await payWithRazorpay({
      'POST /api/cancel_payment': dataAnswer({ recharge_id: RECHARGE_ID, status: 'failed' }),
      [`GET /api/get_single_transaction/${RECHARGE_ID}`]: dataAnswer(pendingRecharge(1, { status: 'failed' })),
    });

    opened[0]!.failed!({ error: { description: 'Card declined' } });
    opened[0]!.options.modal.ondismiss();

    expect(await main().findByRole('alert', { name: 'Payment failed' })).toBeTruthy();
    expect(calls('cancel_payment').map((request) => request.body)).toEqual([{ recharge_id: RECHARGE_ID, reason: 'failed', detail: 'Card declined' }]);
  });
});
