import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../testing/render-app';
import type { CartLine } from '../lib/cart';

beforeAll(() => import('../../../app/routes/cart.page'));

const USER_ID = '11111111-1111-4111-8111-111111111111';
const ruby: CartLine = { id: 'p1', slug: 'ruby-manik', title: 'Ruby (Manik)', price: 1_899_900, mrp: 2_299_900, stock: 4, image: '/uploads/ruby.png', quantity: 2 };
const mala: CartLine = { id: 'p2', slug: 'mala', title: 'Five Mukhi Mala', price: 149_950, stock: 40, quantity: 1 };

function openCart({ lines = [ruby, mala], loggedIn = false, order }: { lines?: CartLine[]; loggedIn?: boolean; order?: Responder } = {}) {
  if (lines.length) window.localStorage.setItem('nk_cart', JSON.stringify(lines));
  if (loggedIn) setUserDetailsCookie({ id: USER_ID, status: 'active' });
  const rendered = renderApp('/cart', {
    [`GET /api/get_single_users/${USER_ID}`]: userAnswer({ id: USER_ID }),
    ...(order ? { 'POST /api/create_order_history': order } : {}),
  });
  return { ...rendered, user: userEvent.setup() };
}

const storedCart = () => JSON.parse(window.localStorage.getItem('nk_cart') ?? '[]') as CartLine[];
const line = (title: string) => within(screen.getByRole('link', { name: title }).closest('li')!);
const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));

describe('cart page', () => {
  it('says the cart is empty and leads to the Astro Mall', async () => {
    openCart({ lines: [] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeTruthy();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the Astro Mall' }).getAttribute('href')).toBe('/mall');
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(document.title).toBe('Your cart · Nakshatra');
  });

  it('lists the stored lines with unit price, quantity and line total, and totals them in ₹', async () => {
    openCart();

    expect(await screen.findByRole('link', { name: 'Ruby (Manik)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ruby (Manik)' }).getAttribute('href')).toBe('/mall/ruby-manik');
    expect(line('Ruby (Manik)').getByText('₹ 18,999 each')).toBeTruthy();
    expect((line('Ruby (Manik)').getByRole('spinbutton', { name: 'Quantity of Ruby (Manik)' }) as HTMLInputElement).value).toBe('2');
    expect(line('Ruby (Manik)').getByText('₹ 37,998')).toBeTruthy();
    expect(line('Five Mukhi Mala').getByText('₹ 1,499.50')).toBeTruthy();
    expect(summary().getByText('Subtotal (3 items)').nextElementSibling?.textContent).toBe('₹ 39,497.50');
    expect(summary().getByText('You save').nextElementSibling?.textContent).toBe('₹ 8,000');
    expect(summary().getByText('Total').nextElementSibling?.textContent).toBe('₹ 39,497.50');
  });

  it('changes quantities within the stock and removes lines, keeping the stored cart in step', async () => {
    const { user } = openCart();

    await user.click(await screen.findByRole('button', { name: 'Increase the quantity of Ruby (Manik)' }));
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of Ruby (Manik)' }));
    expect(storedCart()[0]?.quantity).toBe(4);
    expect(screen.getByRole('button', { name: 'Increase the quantity of Ruby (Manik)' }).hasAttribute('disabled')).toBe(true);
    expect(line('Ruby (Manik)').getByText('Only 4 in stock')).toBeTruthy();

    const box = screen.getByRole('spinbutton', { name: 'Quantity of Five Mukhi Mala' });
    await user.clear(box);
    await user.type(box, '75');
    await user.tab();
    expect(storedCart()[1]?.quantity).toBe(40);
    expect((box as HTMLInputElement).value).toBe('40');

    await user.click(screen.getByRole('button', { name: 'Remove Ruby (Manik)' }));
    expect(screen.queryByRole('link', { name: 'Ruby (Manik)' })).toBeNull();
    expect(storedCart().map((stored) => stored.id)).toEqual(['p2']);
    expect(summary().getByText('Subtotal (40 items)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove Five Mukhi Mala' }));
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(window.localStorage.getItem('nk_cart')).toBeNull();
  });

  it('asks a visitor to log in before placing the order, with the login popup', async () => {
    const { user, requests } = openCart();

    await user.click(await screen.findByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText('Log in to place your order. Your cart stays saved.')).toBeTruthy();
    expect(requests.some((request) => request.url.pathname === '/api/create_order_history')).toBe(false);
  });

  it('says plainly that orders cannot be placed yet when the server answers 501, and keeps the cart', async () => {
    const { user, requests } = openCart({
      loggedIn: true,
      order: () => jsonResponse(501, { status: 501, message: 'create_order_history is planned (issue #6, wallet, payments and audit) and not served yet' }),
    });

    await user.click(await screen.findByRole('button', { name: 'Place order' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Online payment for orders is not available yet, so orders cannot be placed for now. Your cart stays saved on this device.',
    );
    const sent = requests.find((request) => request.url.pathname === '/api/create_order_history');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ type: 'product', items: [{ product_id: 'p1', quantity: 2 }, { product_id: 'p2', quantity: 1 }] });
    expect(storedCart()).toHaveLength(2);
    expect(screen.queryByText('Your order has been placed.')).toBeNull();
  });

  it("shows the server's own reason for any other refusal, and a busy button meanwhile", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user } = openCart({ loggedIn: true, order: () => new Promise<Response>((resolve) => (answer = resolve)) });

    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(screen.getByRole('button', { name: 'Place order' }).getAttribute('aria-busy')).toBe('true');
    answer(jsonResponse(409, { status: 409, message: 'Only 1 Ruby (Manik) is left' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Only 1 Ruby (Manik) is left');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' }).hasAttribute('disabled')).toBe(false));
  });

  it('says when the server could not be reached', async () => {
    const { user } = openCart({ loggedIn: true, order: () => Promise.reject(new TypeError('Failed to fetch')) });

    await user.click(await screen.findByRole('button', { name: 'Place order' }));

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't reach Nakshatra.");
  });

  it('empties the cart and leads to the orders once the server takes the order', async () => {
    const { user } = openCart({ loggedIn: true, order: () => jsonResponse(200, { status: 200, data: { id: 'o1' } }) });

    await user.click(await screen.findByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('Your order has been placed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your orders' }).getAttribute('href')).toBe('/order-history');
    expect(window.localStorage.getItem('nk_cart')).toBeNull();
    expect(screen.queryByText('Your cart is empty')).toBeNull();
  });

  it('speaks Hindi when the visitor chose it', async () => {
    window.localStorage.setItem('language', 'hi');
    openCart();

    expect(await screen.findByRole('heading', { level: 1, name: 'आपका कार्ट' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ऑर्डर करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ruby (Manik) हटाएँ' })).toBeTruthy();
    expect(screen.getByText('कुल')).toBeTruthy();
  });

  it('needs no call to show the cart: it lives in the browser, so there is nothing to load or fail', async () => {
    const { requests } = openCart();

    await screen.findByRole('link', { name: 'Ruby (Manik)' });
    expect(requests.filter((request) => request.url.pathname.startsWith('/api/'))).toEqual([]);
  });
});
