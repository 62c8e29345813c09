import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, pending, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../testing/render-app';
import type { OrderRecord } from '../api/get-user-orders.api';

beforeAll(() => import('../../../app/routes/order-history.page'));

const USER_ID = '11111111-1111-4111-8111-111111111111';
const notServedYet: Responder = () => jsonResponse(501, { status: 501, message: 'get_user_order is planned (issue #6, wallet, payments and audit) and not served yet' });

function openHistory(path: string, answer: Responder = notServedYet, loggedIn = true) {
  if (loggedIn) setUserDetailsCookie({ id: USER_ID, status: 'active' });
  const rendered = renderApp(path, { [`GET /api/get_user_order/${USER_ID}`]: answer, [`GET /api/get_single_users/${USER_ID}`]: userAnswer({ id: USER_ID }) });
  const queries = () => rendered.requests.filter((request: FakeRequest) => request.url.pathname.startsWith('/api/get_user_order/')).map((request) => Object.fromEntries(request.url.searchParams));
  return { ...rendered, queries, user: userEvent.setup() };
}

const order = (n: number, fields: Partial<OrderRecord> = {}): OrderRecord => ({
  id: `o${n}`,
  type: 'order',
  title: `Order ${n}`,
  amount: 1_250_000,
  status: 'paid',
  created_at: '2026-11-21T19:00:00.000Z',
  ...fields,
});
const page = (items: OrderRecord[], total = items.length, pageNumber = 1): Responder => () => jsonResponse(200, { status: 200, data: items, meta: { page: pageNumber, limit: 10, total } });
const tabs = () => within(screen.getByRole('navigation', { name: 'What to show' }));

describe('order history', () => {
  it('asks a visitor to log in', async () => {
    openHistory('/order-history', notServedYet, false);

    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeTruthy();
    expect(screen.getByText('Log in with your mobile number to see your orders.')).toBeTruthy();
  });

  it("asks for the session's own history, showing a skeleton meanwhile", async () => {
    const { queries, requests } = openHistory('/order-history?id=someone-else', pending);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order history' })).toBeTruthy();
    expect(screen.getByText('Loading your history…').closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(queries()).toEqual([{ type: 'order', page: '1', limit: '10' }]));
    expect(requests.find((request) => request.url.pathname.startsWith('/api/get_user_order/'))?.url.pathname).toBe(`/api/get_user_order/${USER_ID}`);
    expect(document.title).toBe('Order history · Nakshatra');
  });

  it('shows the planned call (501) as no orders yet, per tab, with somewhere to start', async () => {
    const { user, router } = openHistory('/order-history');

    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse the Astro Mall' }).getAttribute('href')).toBe('/mall');
    expect(tabs().getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(tabs().getByRole('link', { name: 'Recharges' }));
    expect(await screen.findByText('No recharges yet')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=recharges');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Recharge your wallet' }).getAttribute('href')).toBe('/recharge');

    await user.click(tabs().getByRole('link', { name: 'Consultations' }));
    expect(await screen.findByText('No consultations yet')).toBeTruthy();
    expect(tabs().getByRole('link', { name: 'Consultations' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a real failure as one, with a retry', async () => {
    let calls = 0;
    const { user } = openHistory('/order-history', (request) => (++calls === 1 ? jsonResponse(500, {}) : page([order(1)])(request)));

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load your history.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Order 1' })).toBeTruthy();
  });

  it('lists entries with their day in India, amount in ₹ and status', async () => {
    openHistory('/order-history?tab=consultations', page([order(1, { type: 'consultation', title: 'Chat with Acharya Meera', amount: 250_50, status: 'completed' }), order(2, { status: 'on_hold' })]));

    const [first, second] = await waitFor(() => {
      const rows = within(screen.getByRole('main')).getAllByRole('listitem').filter((item) => item.classList.contains('order-row'));
      expect(rows).toHaveLength(2);
      return rows;
    });
    const row = within(first!);
    expect(row.getByRole('heading', { level: 2, name: 'Chat with Acharya Meera' })).toBeTruthy();
    expect(row.getByText('22 Nov 2026').getAttribute('datetime')).toBe('2026-11-21T19:00:00.000Z');
    expect(row.getByText('₹ 250.50')).toBeTruthy();
    expect(row.getByText('Completed')).toBeTruthy();
    expect(within(second!).getByText('on_hold')).toBeTruthy();
  });

  it('pages within a tab', async () => {
    const ten = Array.from({ length: 10 }, (_, index) => order(index + 1));
    const { user, router, queries } = openHistory('/order-history?tab=recharges', (request) =>
      request.url.searchParams.get('page') === '2' ? page([order(11)], 11, 2)(request) : page(ten, 11)(request),
    );

    await user.click(await screen.findByRole('link', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Order 11' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=recharges&page=2');
    expect(queries().map((query) => [query.type, query.page])).toEqual([
      ['recharge', '1'],
      ['recharge', '2'],
    ]);
  });

  it('speaks Hindi when the visitor chose it', async () => {
    window.localStorage.setItem('language', 'hi');
    openHistory('/order-history');

    expect(await screen.findByRole('heading', { level: 1, name: 'ऑर्डर इतिहास' })).toBeTruthy();
    expect(await screen.findByText('अभी कोई ऑर्डर नहीं है')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'क्या दिखाएँ' })).getByRole('link', { name: 'परामर्श' })).toBeTruthy();
  });
});
