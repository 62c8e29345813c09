import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, pending, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../testing/render-app';
import { CUSTOMER_ID as USER_ID, dataAnswer, pendingRecharge, transaction } from '../../../testing/wallet-fixtures';

beforeAll(() => import('../../../app/routes/test-checkout.page'));

const RECHARGE_ID = transaction(1).id;
const PATH = `/payments/test-checkout/${RECHARGE_ID}`;
const signature = 'b'.repeat(64);

const completed: Responder = (request) => {
  const { outcome } = request.body as { outcome: string };
  return outcome === 'succeed'
    ? dataAnswer({ outcome, recharge_id: RECHARGE_ID, provider_order_id: 'test_order_1', provider_payment_id: 'test_pay_1', signature })(request)
    : dataAnswer({ outcome, recharge_id: RECHARGE_ID, detail: outcome === 'fail' ? 'The tester chose Fail' : 'The tester chose Cancel' })(request);
};

const verified: Responder = () =>
  jsonResponse(200, { status: 200, data: { recharge_id: RECHARGE_ID, status: 'success', balance: 700_50, invoice_id: 'i1', invoice_number: 'NK/26-27/000001' }, position: '9.1' });

function openCheckout(answers: Record<string, Responder> = {}) {
  setUserDetailsCookie({ id: USER_ID, status: 'active' });
  const rendered = renderApp(PATH, {
    [`GET /api/get_single_users/${USER_ID}`]: userAnswer({ id: USER_ID }),
    [`GET /api/get_single_transaction/${RECHARGE_ID}`]: dataAnswer(pendingRecharge(1)),
    'POST /api/payments/test/complete': completed,
    'POST /api/verify_payment': verified,
    'POST /api/cancel_payment': (request) => dataAnswer({ recharge_id: RECHARGE_ID, status: (request.body as { reason: string }).reason }, { position: '9.2' })(request),
    ...answers,
  });
  const calls = (path: string) => rendered.requests.filter((request: FakeRequest) => request.url.pathname === path);
  return { ...rendered, calls, user: userEvent.setup() };
}

const choices = async () => within(await screen.findByRole('group', { name: 'Choose how this test payment ends' }));

describe('the test payment provider’s checkout page', () => {
  it('is unmistakably TEST MODE, alone on the page, with the amount to pay', async () => {
    openCheckout();

    expect(await screen.findByRole('heading', { level: 1, name: 'Test payment' })).toBeTruthy();
    expect(screen.getByText('TEST MODE').closest('p')?.textContent).toBe('TEST MODE This is the test payment provider: no real money is charged.');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(await screen.findByText('₹ 590')).toBeTruthy();
    expect(screen.getByText('Recharge amount').nextElementSibling?.textContent).toBe('₹ 500');
    expect((await choices()).getAllByRole('button').map((button) => button.textContent)).toEqual(['Succeed', 'Fail', 'Cancel']);
    expect(document.title).toBe('Test payment · TEST MODE · Nakshatra');
  });

  it('shows a placeholder while the payment loads', async () => {
    openCheckout({ [`GET /api/get_single_transaction/${RECHARGE_ID}`]: pending });

    expect((await screen.findByText('Loading the payment…')).getAttribute('role')).toBe('status');
  });

  it('Succeed: verifies the signed payment as a real checkout would, then shows the outcome on the recharge page', async () => {
    const { user, calls, router } = openCheckout();

    await user.click((await choices()).getByRole('button', { name: 'Succeed' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/recharge'));
    expect(router.state.location.search).toBe(`?payment=${RECHARGE_ID}`);
    expect(calls('/api/payments/test/complete')[0]!.body).toEqual({ recharge_id: RECHARGE_ID, outcome: 'succeed' });
    expect(calls('/api/verify_payment')[0]!.body).toEqual({ recharge_id: RECHARGE_ID, provider_order_id: 'test_order_1', provider_payment_id: 'test_pay_1', signature });
    expect(calls('/api/cancel_payment')).toHaveLength(0);
    // The header's balance is read again, after the verified credit.
    await waitFor(() => expect(calls(`/api/get_single_users/${USER_ID}`).at(-1)!.headers.get('x-min-position')).toBe('9.1'));
  });

  it.each([
    ['Fail', 'failed', 'The tester chose Fail'],
    ['Cancel', 'cancelled', 'The tester chose Cancel'],
  ])('%s: records the payment as %s, then shows the outcome', async (button, reason, detail) => {
    const { user, calls, router } = openCheckout();

    await user.click((await choices()).getByRole('button', { name: button }));

    await waitFor(() => expect(router.state.location.search).toBe(`?payment=${RECHARGE_ID}`));
    expect(calls('/api/cancel_payment')[0]!.body).toEqual({ recharge_id: RECHARGE_ID, reason, detail });
    expect(calls('/api/verify_payment')).toHaveLength(0);
  });

  it('shows a refusal and lets the tester choose again', async () => {
    let attempts = 0;
    const { user, router } = openCheckout({
      'POST /api/verify_payment': (request) =>
        ++attempts === 1 ? jsonResponse(409, { status: 409, code: 'wallet.payment_other_order', message: 'The payment belongs to another order' }) : verified(request),
    });

    await user.click((await choices()).getByRole('button', { name: 'Succeed' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The payment belongs to another order');
    expect(router.state.location.pathname).toBe(PATH);
    await user.click((await choices()).getByRole('button', { name: 'Succeed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recharge'));
  });

  it('says a finished payment is finished, with the way back', async () => {
    openCheckout({ [`GET /api/get_single_transaction/${RECHARGE_ID}`]: dataAnswer(transaction(1)) });

    expect(await screen.findByText('This payment is already finished.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your wallet' }).getAttribute('href')).toBe(`/recharge?payment=${RECHARGE_ID}`);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('says so when the payment does not exist', async () => {
    openCheckout({ [`GET /api/get_single_transaction/${RECHARGE_ID}`]: () => jsonResponse(404, {}) });

    expect((await screen.findByRole('alert')).textContent).toContain('This payment does not exist.');
  });
});
