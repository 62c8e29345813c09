import { fieldError } from '@nakshatra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, pending, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../testing/render-app';
import { CUSTOMER_ID as USER_ID, dataAnswer, pageAnswer, quote } from '../../../testing/wallet-fixtures';
import { listAnswer, offer, pack } from '../testing/recharge-fixtures';

beforeAll(() => import('../../../app/routes/recharge.page'));

const packs = [pack(1, 100_00), pack(2, 500_00, 50_00, true), pack(3, 1000_00, 150_00)];
const RECHARGE_ID = '22222222-2222-4222-8222-222222222222';

/** The payment provider could not be reached (a 502 the customer can retry). */
const providerUnavailable: Responder = () =>
  jsonResponse(502, { status: 502, code: 'wallet.provider_unavailable', message: 'The payment provider could not be reached. Please try again in a moment.' });

/** Quotes like the server: 18% GST on the amount, the pack's bonus, a coupon FIRST50 giving 50%. */
const quoting: Responder = (request) => {
  const query = request.url.searchParams;
  const chosen = packs.find((one) => one.id === query.get('pack_id'));
  const amount = chosen?.amount ?? Number(query.get('amount'));
  const code = query.get('coupon_code');
  if (code && code !== 'FIRST50') {
    return jsonResponse(400, { status: 400, code: 'request.invalid', message: 'coupon_code: is not a code of an offer on now', errors: [fieldError('coupon_code', 'field.coupon_unknown')] });
  }
  const offers = code ? [{ id: offer(1).id, title: 'First recharge bonus', bonus_percent: 50 }] : [];
  const bonus = (chosen?.bonus_amount ?? 0) + (code ? amount / 2 : 0);
  return dataAnswer(quote({ amount, bonus, gst: (amount * 18) / 100, total: (amount * 118) / 100, credit: amount + bonus, offers }))(request);
};

interface Answers {
  readonly user?: Responder;
  readonly packs?: Responder;
  readonly offers?: Responder;
  readonly quote?: Responder;
  readonly transaction?: Responder;
  readonly recharges?: Responder;
}

function openRecharge(answers: Answers = {}, path = '/recharge', loggedIn = true) {
  if (loggedIn) setUserDetailsCookie({ id: USER_ID, status: 'active' });
  const rendered = renderApp(path, {
    [`GET /api/get_single_users/${USER_ID}`]: answers.user ?? userAnswer({ id: USER_ID, balance: 15_050 }),
    'GET /api/get_price': answers.packs ?? listAnswer(packs),
    'GET /api/get_offers': answers.offers ?? listAnswer([]),
    'GET /api/get_recharge_quote': answers.quote ?? quoting,
    [`GET /api/get_recharge/${USER_ID}`]: answers.recharges ?? pageAnswer([]),
    'POST /api/create_transaction': answers.transaction ?? testCheckoutStarted,
  });
  const calls = (name: string) => rendered.requests.filter((request: FakeRequest) => request.url.pathname.startsWith(`/api/${name}`));
  return { ...rendered, calls, user: userEvent.setup() };
}

const testCheckoutStarted: Responder = () =>
  jsonResponse(201, {
    status: 201,
    data: { recharge_id: RECHARGE_ID, provider: 'test', provider_order_id: 'test_order_1', amount: 500_00, bonus: 50_00, gst: 90_00, total: 590_00, checkout: { kind: 'test', url: `/payments/test-checkout/${RECHARGE_ID}` } },
    position: '7.1',
  });

const main = () => within(screen.getByRole('main'));
const region = (name: string) => within(main().getByRole('region', { name }));
const row = (label: string) => region('Payment summary').getByText(label).nextElementSibling?.textContent;
// A typed amount is quoted once the typing pauses (400 ms): finds wait longer than the default second.
const SETTLED = { timeout: 3000 };
const proceed = (total: string) => region('Payment summary').findByRole('button', { name: `Proceed to pay ${total}` }, SETTLED);

describe('wallet recharge page', () => {
  it('asks a visitor to log in, with the login popup', async () => {
    const { requests } = openRecharge({}, '/recharge', false);

    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeTruthy();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(requests.some((request) => request.url.pathname === '/api/get_price')).toBe(false);
  });

  it('shows placeholders while the balance, packs, offers and recharges load', async () => {
    openRecharge({ user: pending, packs: pending, offers: pending, recharges: pending });

    expect(await screen.findByRole('heading', { level: 1, name: 'Recharge your wallet' })).toBeTruthy();
    expect(screen.getByText('Loading your balance…').closest('[role="status"]')).toBeTruthy();
    expect(screen.getByText('Loading recharge packs…').closest('[role="status"]')).toBeTruthy();
    expect(screen.getByText('Loading offers…').closest('[role="status"]')).toBeTruthy();
    expect(screen.getByText('Loading your recharges…').closest('[role="status"]')).toBeTruthy();
    expect(document.title).toBe('Recharge your wallet · Nakshatra');
  });

  it("shows the user's balance in ₹ and the packs, with their bonus and the popular one marked", async () => {
    openRecharge();

    expect(await region('Available balance').findByText('₹ 150.50')).toBeTruthy();
    expect(await main().findAllByRole('radio')).toHaveLength(3);
    expect(main().getByRole('radio', { name: /₹ 500/ }).closest('label')?.textContent).toBe('₹ 500 + ₹ 50 bonus Popular');
    expect(region('Payment summary').getByText('Choose an amount to see what you will pay.')).toBeTruthy();
    expect(region('Offers').getByText('There are no offers right now.')).toBeTruthy();
    expect(await region('Your recharges').findByText('No recharges yet')).toBeTruthy();
  });

  it("shows the server's quote for the chosen pack: amount, GST at its rate, total payable, bonus and what the wallet gets", async () => {
    const { user, calls } = openRecharge();

    await user.click(await main().findByRole('radio', { name: /₹ 500/ }));

    await proceed('₹ 590');
    expect(row('Recharge amount')).toBe('₹ 500');
    expect(row('GST (18%)')).toBe('₹ 90');
    expect(row('Total payable')).toBe('₹ 590');
    expect(row('Bonus added to your wallet')).toBe('₹ 50');
    expect(row('Your wallet gets')).toBe('₹ 550');
    expect(Object.fromEntries(calls('get_recharge_quote')[0]!.url.searchParams)).toEqual({ pack_id: packs[1]!.id });

    await user.click(main().getByRole('radio', { name: /₹ 100$/ }));
    await proceed('₹ 118');
    expect(region('Payment summary').queryByText('Bonus added to your wallet')).toBeNull();
  });

  it('shows the GST rate the server quotes', async () => {
    const { user } = openRecharge({ quote: dataAnswer(quote({ gst_rate_bp: 1250, gst: 62_50, total: 562_50 })) });

    await user.click(await main().findByRole('radio', { name: /₹ 500/ }));

    await proceed('₹ 562.50');
    expect(row('GST (12.5%)')).toBe('₹ 62.50');
  });

  it('quotes an amount of the customer’s own once the typing pauses, from ₹1 to ₹40,000', async () => {
    const { user, calls } = openRecharge();
    const amount = await main().findByLabelText('Or enter an amount (₹)');

    await user.type(amount, '0.5');
    expect(await screen.findByText('The smallest recharge is ₹1', {}, SETTLED)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await user.clear(amount);
    await user.type(amount, '40,001');
    expect(await screen.findByText('The largest recharge is ₹40,000', {}, SETTLED)).toBeTruthy();
    expect(calls('get_recharge_quote')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '750.50');
    await proceed('₹ 885.59');
    expect(calls('get_recharge_quote').map((request) => Object.fromEntries(request.url.searchParams))).toEqual([{ amount: '75050' }]);
    expect(main().getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it('applies a coupon code through the quote, and says when the server refuses one', async () => {
    const { user, calls } = openRecharge();
    await user.click(await main().findByRole('radio', { name: /₹ 500/ }));
    const code = await region('Payment summary').findByLabelText('Coupon code');

    await user.type(code, 'first50');
    await user.click(region('Payment summary').getByRole('button', { name: 'Apply' }));

    expect(await region('Payment summary').findByText('Coupon FIRST50 applied.')).toBeTruthy();
    expect(row('Bonus added to your wallet')).toBe('₹ 300');
    expect(row('Offers applied')).toBe('First recharge bonus (50% extra)');
    expect(calls('get_recharge_quote').at(-1)!.url.searchParams.get('coupon_code')).toBe('FIRST50');

    const again = region('Payment summary').getByLabelText('Coupon code');
    await user.clear(again);
    await user.type(again, 'NOPE1234');
    await user.click(region('Payment summary').getByRole('button', { name: 'Apply' }));

    expect(await region('Payment summary').findByText('This coupon code cannot be used for this recharge.')).toBeTruthy();
    expect(region('Payment summary').getByLabelText('Coupon code').getAttribute('aria-invalid')).toBe('true');
    expect(region('Payment summary').queryByRole('button', { name: /Proceed to pay/ })).toBeNull();

    await user.click(region('Payment summary').getByRole('button', { name: 'Remove code' }));
    await proceed('₹ 590');
    expect(calls('get_recharge_quote').at(-1)!.url.searchParams.has('coupon_code')).toBe(false);
  });

  it('starts the recharge with the quoted offers and an Idempotency-Key, then opens the test checkout', async () => {
    const { user, calls, router } = openRecharge();
    await user.click(await main().findByRole('radio', { name: /₹ 500/ }));
    await user.type(await region('Payment summary').findByLabelText('Coupon code'), 'FIRST50');
    await user.click(region('Payment summary').getByRole('button', { name: 'Apply' }));

    await user.click(await proceed('₹ 590'));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/payments/test-checkout/${RECHARGE_ID}`));
    const [started] = calls('create_transaction');
    expect(started!.body).toEqual({ pack_id: packs[1]!.id, offer_ids: [offer(1).id] });
    expect(started!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends one recharge however often Proceed is clicked, and retries a failed one with the same key', async () => {
    let answer: Responder = providerUnavailable;
    let release: () => void = () => undefined;
    const { user, calls, router } = openRecharge({
      transaction: (request) =>
        new Promise((resolve) => {
          release = () => resolve(answer(request));
        }),
    });
    await user.click(await main().findByRole('radio', { name: /₹ 1,000/ }));
    const button = await proceed('₹ 1,180');

    await user.dblClick(button);
    await user.click(button);
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(calls('create_transaction')).toHaveLength(1);
    release();

    expect((await screen.findByRole('alert')).textContent).toBe('The payment provider could not be reached. Please try again in a moment.');
    answer = testCheckoutStarted;
    await user.click(button);
    release();

    await waitFor(() => expect(router.state.location.pathname).toBe(`/payments/test-checkout/${RECHARGE_ID}`));
    const [first, retry] = calls('create_transaction');
    expect(retry!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
    expect(retry!.body).toEqual(first!.body);
  });

  it('uses a new key for a different request', async () => {
    const { user, calls } = openRecharge({ transaction: providerUnavailable });
    await user.click(await main().findByRole('radio', { name: /₹ 1,000/ }));
    await user.click(await proceed('₹ 1,180'));
    await screen.findByRole('alert');

    await user.click(main().getByRole('radio', { name: /₹ 500/ }));
    await user.click(await proceed('₹ 590'));

    await waitFor(() => expect(calls('create_transaction')).toHaveLength(2));
    const [first, second] = calls('create_transaction');
    expect(second!.headers.get('idempotency-key')).not.toBe(first!.headers.get('idempotency-key'));
  });

  it('says so when there are no packs, and offers retries when loads fail', async () => {
    openRecharge({ packs: listAnswer([]), user: () => jsonResponse(500, {}), offers: () => jsonResponse(503, {}), recharges: () => jsonResponse(500, {}) });

    expect(await screen.findByText('No recharge packs are available right now')).toBeTruthy();
    expect(main().getByLabelText('Or enter an amount (₹)')).toBeTruthy();
    expect(await region('Available balance').findByText("We couldn't load your balance.")).toBeTruthy();
    expect(await region('Offers').findByText("We couldn't load the offers.")).toBeTruthy();
    expect(await region('Your recharges').findByText("We couldn't load your recharges.")).toBeTruthy();
    expect(main().getAllByRole('button', { name: 'Retry' })).toHaveLength(3);
  });

  it('retries the packs when they fail', async () => {
    let calls = 0;
    const { user } = openRecharge({ packs: (request) => (++calls === 1 ? jsonResponse(500, {}) : listAnswer(packs)(request)) });

    await user.click(await region('Choose an amount').findByRole('button', { name: 'Retry' }));

    expect(await main().findAllByRole('radio')).toHaveLength(3);
  });

  it('lists the offers: what they give, their code and until when (India time)', async () => {
    openRecharge({
      offers: listAnswer([offer(1, { title: 'First recharge bonus', bonus_percent: 50, code: 'FIRST50', summary: '50% extra on your first recharge', valid_until: '2026-12-31T18:30:00.000Z' })]),
    });

    const offers = region('Offers');
    expect(await offers.findByRole('heading', { level: 3, name: 'First recharge bonus' })).toBeTruthy();
    expect(offers.getByText('50% extra')).toBeTruthy();
    expect(offers.getByText('FIRST50').tagName).toBe('STRONG');
    expect(offers.getByText('Valid until 1 Jan 2027')).toBeTruthy();
  });

  it('speaks Hindi when the visitor chose it', async () => {
    window.localStorage.setItem('language', 'hi');
    const { user } = openRecharge();

    expect(await screen.findByRole('heading', { level: 1, name: 'अपना वॉलेट रिचार्ज करें' })).toBeTruthy();
    await user.click(await main().findByRole('radio', { name: /₹ 500/ }));
    expect(await region('भुगतान सारांश').findByRole('button', { name: '₹ 590 का भुगतान करें' })).toBeTruthy();
    expect(region('भुगतान सारांश').getByText('जीएसटी (18%)')).toBeTruthy();
  });
});
