import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../testing/render-app';
import { listAnswer, offer, pack } from '../testing/recharge-fixtures';

beforeAll(() => import('../../../app/routes/recharge.page'));

const USER_ID = '11111111-1111-4111-8111-111111111111';
const packs = [pack(1, 100_00), pack(2, 500_00, 50_00, true), pack(3, 1000_00, 150_00)];

interface Answers {
  readonly user?: Responder;
  readonly packs?: Responder;
  readonly offers?: Responder;
  readonly transaction?: Responder;
}

function openRecharge(answers: Answers = {}, loggedIn = true) {
  if (loggedIn) setUserDetailsCookie({ id: USER_ID, status: 'active' });
  const rendered = renderApp('/recharge', {
    [`GET /api/get_single_users/${USER_ID}`]: answers.user ?? userAnswer({ id: USER_ID, balance: 15_050 }),
    'GET /api/get_price': answers.packs ?? listAnswer(packs),
    'GET /api/get_offers': answers.offers ?? listAnswer([]),
    ...(answers.transaction ? { 'POST /api/create_transaction': answers.transaction } : {}),
  });
  return { ...rendered, user: userEvent.setup() };
}

const main = () => within(screen.getByRole('main'));
const region = (name: string) => within(main().getByRole('region', { name }));
const row = (label: string) => region('Payment summary').getByText(label).nextElementSibling?.textContent;

describe('wallet recharge page', () => {
  it('asks a visitor to log in, with the login popup', async () => {
    const { requests } = openRecharge({}, false);

    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeTruthy();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(requests.some((request) => request.url.pathname === '/api/get_price')).toBe(false);
  });

  it('shows placeholders while the balance, packs and offers load', async () => {
    openRecharge({ user: pending, packs: pending, offers: pending });

    expect(await screen.findByRole('heading', { level: 1, name: 'Recharge your wallet' })).toBeTruthy();
    expect(screen.getByText('Loading your balance…').closest('[role="status"]')).toBeTruthy();
    expect(screen.getByText('Loading recharge packs…').closest('[role="status"]')).toBeTruthy();
    expect(screen.getByText('Loading offers…').closest('[role="status"]')).toBeTruthy();
    expect(document.title).toBe('Recharge your wallet · Nakshatra');
  });

  it("shows the user's balance in ₹ and the packs, with their bonus and the popular one marked", async () => {
    openRecharge();

    expect(await region('Available balance').findByText('₹ 150.50')).toBeTruthy();
    const choices = await main().findAllByRole('radio');
    expect(choices).toHaveLength(3);
    const popular = main().getByRole('radio', { name: /₹ 500/ });
    expect(popular.closest('label')?.textContent).toBe('₹ 500 + ₹ 50 bonus Popular');
    expect(region('Payment summary').getByText('Choose an amount to see what you will pay.')).toBeTruthy();
    expect(region('Offers').getByText('There are no offers right now.')).toBeTruthy();
  });

  it('shows the bill of the chosen pack: amount, 18% GST, total payable, bonus and what the wallet gets', async () => {
    const { user } = openRecharge();

    await user.click(await main().findByRole('radio', { name: /₹ 500/ }));

    expect(row('Recharge amount')).toBe('₹ 500');
    expect(row('GST (18%)')).toBe('₹ 90');
    expect(row('Total payable')).toBe('₹ 590');
    expect(row('Bonus added to your wallet')).toBe('₹ 50');
    expect(row('Your wallet gets')).toBe('₹ 550');

    await user.click(main().getByRole('radio', { name: /₹ 100$/ }));
    expect(row('Total payable')).toBe('₹ 118');
    expect(region('Payment summary').queryByText('Bonus added to your wallet')).toBeNull();
    expect(region('Payment summary').getByRole('button', { name: 'Proceed to pay ₹ 118' })).toBeTruthy();
  });

  it('says plainly that payment is not available yet when the server answers 501, sending only the pack', async () => {
    const { user, requests } = openRecharge({ transaction: () => jsonResponse(501, { status: 501, message: 'create_transaction is planned' }) });

    await user.click(await main().findByRole('radio', { name: /₹ 1,000/ }));
    await user.click(region('Payment summary').getByRole('button', { name: 'Proceed to pay ₹ 1,180' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Online payment is not available yet, so your wallet cannot be recharged for now.');
    expect(requests.find((request) => request.url.pathname === '/api/create_transaction')?.body).toEqual({ type: 'recharge', price_id: packs[2]!.id });
    expect(screen.queryByText('Your payment has been started.')).toBeNull();
  });

  it('says so when there are no packs, and offers retries when loads fail', async () => {
    openRecharge({ packs: listAnswer([]), user: () => jsonResponse(500, {}), offers: () => jsonResponse(503, {}) });

    expect(await screen.findByText('No recharge packs are available right now')).toBeTruthy();
    expect(await region('Available balance').findByText("We couldn't load your balance.")).toBeTruthy();
    expect(await region('Offers').findByText("We couldn't load the offers.")).toBeTruthy();
    expect(main().getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
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
    expect(region('भुगतान सारांश').getByText('जीएसटी (18%)')).toBeTruthy();
    expect(region('भुगतान सारांश').getByRole('button', { name: '₹ 590 का भुगतान करें' })).toBeTruthy();
  });
});
