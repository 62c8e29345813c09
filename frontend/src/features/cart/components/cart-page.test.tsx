import { fieldError } from '@nakshatra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, pending, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../testing/render-app';
import type { CartLine } from '../lib/cart';

beforeAll(() => import('../../../app/routes/cart.page'));

const USER_ID = '11111111-1111-4111-8111-111111111111';
const ruby: CartLine = { id: 'p1', slug: 'ruby-manik', title: 'Ruby (Manik)', price: 1_899_900, mrp: 2_299_900, stock: 4, image: '/uploads/ruby.png', quantity: 2 };
const mala: CartLine = { id: 'p2', slug: 'mala', title: 'Five Mukhi Mala', price: 149_950, stock: 40, quantity: 1 };

interface OpenCart {
  readonly lines?: CartLine[];
  readonly loggedIn?: boolean;
  readonly order?: Responder;
  readonly user?: Responder;
}

function openCart({ lines = [ruby, mala], loggedIn = false, order, user = userAnswer({ id: USER_ID, balance: 5_000_000 }) }: OpenCart = {}) {
  if (lines.length) window.localStorage.setItem('nk_cart', JSON.stringify(lines));
  if (loggedIn) setUserDetailsCookie({ id: USER_ID, status: 'active' });
  const rendered = renderApp('/cart', {
    [`GET /api/get_single_users/${USER_ID}`]: user,
    ...(order ? { 'POST /api/create_order_history': order } : {}),
  });
  return { ...rendered, user: userEvent.setup() };
}

const storedCart = () => JSON.parse(window.localStorage.getItem('nk_cart') ?? '[]') as CartLine[];
const line = (title: string) => within(screen.getByRole('link', { name: title }).closest('li')!);
const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));
const orderRequests = (requests: FakeRequest[]) => requests.filter((request) => request.url.pathname === '/api/create_order_history');
const errorSummary = () => within(screen.getByRole('heading', { name: /^Please correct/ }).parentElement!);
const payButton = () => screen.getByRole('button', { name: 'Pay ₹ 39,497.50 from wallet' });

const ADDRESS = { 'Full name': 'Asha Rao', 'Mobile number': '98765 43210', 'Address (house, street, area)': '12 MG Road', City: 'Bengaluru', State: 'Karnataka', Pincode: '560001' };
const SENT_SHIPPING = { name: 'Asha Rao', phone: '9876543210', address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(ADDRESS)) await user.type(await screen.findByRole('textbox', { name: label }), value);
}

const paid = (fields: Record<string, unknown> = {}): Responder => () =>
  jsonResponse(201, {
    status: 201,
    data: { order_id: 'a1b2c3d4-0000-8000-8000-000000000001', kind: 'product', status: 'paid', lines: [], total: 3_949_750, wallet_transaction_id: 'tx-1', balance: 1_050_250, ...fields },
    position: '9000.9000',
  });
const insufficient: Responder = () =>
  jsonResponse(409, {
    status: 409,
    code: 'wallet.insufficient_balance',
    params: { balance: 15_050, needed: 3_949_750 },
    message: 'Insufficient balance: ₹ 150.50 in the wallet, ₹ 39,497.50 needed. Please recharge.',
  });

/** Answers in turn, one per request. */
const inTurn = (...answers: Responder[]): Responder => (request) => answers.shift()!(request);

describe('cart page', () => {
  it('says the cart is empty and leads to the Astro Mall', async () => {
    openCart({ lines: [] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeTruthy();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the Astro Mall' }).getAttribute('href')).toBe('/mall');
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(document.title).toBe('Your cart · Nakshatra');
  });

  it('lists the stored lines with unit price, quantity and line total, and estimates the total in ₹', async () => {
    openCart();

    expect(await screen.findByRole('link', { name: 'Ruby (Manik)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ruby (Manik)' }).getAttribute('href')).toBe('/mall/ruby-manik');
    expect(line('Ruby (Manik)').getByText('₹ 18,999 each')).toBeTruthy();
    expect((line('Ruby (Manik)').getByRole('spinbutton', { name: 'Quantity of Ruby (Manik)' }) as HTMLInputElement).value).toBe('2');
    expect(line('Ruby (Manik)').getByText('₹ 37,998')).toBeTruthy();
    expect(line('Five Mukhi Mala').getByText('₹ 1,499.50')).toBeTruthy();
    expect(summary().getByText('Subtotal (3 items)').nextElementSibling?.textContent).toBe('₹ 39,497.50');
    expect(summary().getByText('You save').nextElementSibling?.textContent).toBe('₹ 8,000');
    expect(summary().getByText('Estimated total').nextElementSibling?.textContent).toBe('₹ 39,497.50');
    expect(summary().getByText(/charged at the current prices/)).toBeTruthy();
  });

  it('changes quantities within the stock and one order’s 10, and removes lines, keeping the stored cart in step', async () => {
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
    expect(storedCart()[1]?.quantity).toBe(10);
    expect((box as HTMLInputElement).value).toBe('10');
    expect(line('Five Mukhi Mala').getByText('At most 10 per order')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Increase the quantity of Five Mukhi Mala' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove Ruby (Manik)' }));
    expect(screen.queryByRole('link', { name: 'Ruby (Manik)' })).toBeNull();
    expect(storedCart().map((stored) => stored.id)).toEqual(['p2']);
    expect(summary().getByText('Subtotal (10 items)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove Five Mukhi Mala' }));
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(window.localStorage.getItem('nk_cart')).toBeNull();
  });

  it('asks a visitor to log in before placing the order, with the login popup', async () => {
    const { user, requests } = openCart();

    await user.click(await screen.findByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText('Log in to place your order. Your cart stays saved.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Delivery address' })).toBeNull();
    expect(orderRequests(requests)).toEqual([]);
  });

  it('needs no call to show a visitor the cart: it lives in the browser, so there is nothing to load or fail', async () => {
    const { requests } = openCart();

    await screen.findByRole('link', { name: 'Ruby (Manik)' });
    expect(requests.filter((request) => request.url.pathname.startsWith('/api/'))).toEqual([]);
  });

  describe('wallet balance', () => {
    it('says it is checking the balance while it loads', async () => {
      openCart({ loggedIn: true, user: pending });

      expect(await screen.findByText('Checking your wallet balance…')).toBeTruthy();
      expect(payButton().hasAttribute('disabled')).toBe(false);
    });

    it('shows the balance, and a Recharge link when it is less than the estimate', async () => {
      openCart({ loggedIn: true, user: userAnswer({ id: USER_ID, balance: 15_050 }) });

      expect((await screen.findByText('Wallet balance:')).textContent).toBe('Wallet balance: ₹ 150.50');
      expect(screen.getByText('Your wallet balance is less than this amount.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe('/recharge');
    });

    it('offers a retry when the balance fails to load', async () => {
      let up = false;
      const { user } = openCart({ loggedIn: true, user: () => (up ? userAnswer({ id: USER_ID, balance: 5_000_000 })() : jsonResponse(500, {})) });

      expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load your wallet balance.");
      up = true;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect((await screen.findByText('Wallet balance:')).textContent).toBe('Wallet balance: ₹ 50,000');
      expect(screen.queryByText('Your wallet balance is less than this amount.')).toBeNull();
    });
  });

  it('checks the address before paying: a focused summary of what to fix, each field with its error, and nothing sent', async () => {
    const { user, requests } = openCart({ loggedIn: true, order: paid() });

    await user.click(await screen.findByRole('button', { name: 'Pay ₹ 39,497.50 from wallet' }));

    const errors = screen.getByRole('heading', { name: 'Please correct these 6 fields' }).parentElement!;
    expect(document.activeElement).toBe(errors);
    expect(within(errors).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Full name: Please fill this in.',
      'Mobile number: Please fill this in.',
      'Address (house, street, area): Please fill this in.',
      'City: Please fill this in.',
      'State: Please fill this in.',
      'Pincode: Please fill this in.',
    ]);
    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Please fill this in.');
    expect(orderRequests(requests)).toEqual([]);

    await user.click(within(errors).getByRole('link', { name: 'City: Please fill this in.' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'City' }));

    await fillAddress(user);
    await user.clear(screen.getByRole('textbox', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '+91 98765');
    await user.clear(screen.getByRole('textbox', { name: 'Pincode' }));
    await user.type(screen.getByRole('textbox', { name: 'Pincode' }), '5600');
    expect(errorSummary().getAllByRole('link').map((link) => link.textContent)).toEqual(['Mobile number: Enter a 10-digit mobile number.', 'Pincode: Enter a 6-digit pincode.']);
    expect(screen.getByRole('textbox', { name: 'Full name' }).getAttribute('aria-invalid')).toBe('false');

    await user.click(payButton());
    expect(orderRequests(requests)).toEqual([]);
  });

  it('pays the order from the wallet with an Idempotency-Key, then empties the cart, shows the receipt and has the header read the balance again', async () => {
    const { user, requests } = openCart({ loggedIn: true, order: paid() });

    await fillAddress(user);
    await user.click(payButton());

    const receipt = within(await screen.findByRole('region', { name: 'Your order is placed and paid.' }));
    expect(document.activeElement).toBe(receipt.getByRole('heading', { name: 'Your order is placed and paid.' }));
    expect(receipt.getByText('Order ID').nextElementSibling?.textContent).toBe('a1b2c3d4-0000-8000-8000-000000000001');
    expect(receipt.getByText('Paid from wallet').nextElementSibling?.textContent).toBe('₹ 39,497.50');
    expect(receipt.getByText('Wallet balance now').nextElementSibling?.textContent).toBe('₹ 10,502.50');
    expect(receipt.getByRole('link', { name: 'See your orders' }).getAttribute('href')).toBe('/order-history');
    expect(window.localStorage.getItem('nk_cart')).toBeNull();
    expect(screen.queryByText('Your cart is empty')).toBeNull();

    const [sent] = orderRequests(requests);
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ kind: 'product', items: [{ product_id: 'p1', quantity: 2 }, { product_id: 'p2', quantity: 1 }], shipping: SENT_SHIPPING });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await waitFor(() => {
      const userReads = requests.filter((request) => request.url.pathname === `/api/get_single_users/${USER_ID}`);
      expect(userReads.at(-1)?.headers.get('x-min-position')).toBe('9000.9000');
    });
  });

  it('holds the Pay button while the payment is out, so one click pays once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, requests } = openCart({ loggedIn: true, order: () => new Promise<Response>((resolve) => (answer = resolve)) });

    await fillAddress(user);
    await user.click(payButton());
    expect(payButton().getAttribute('aria-busy')).toBe('true');
    expect(payButton().hasAttribute('disabled')).toBe(true);
    await user.click(payButton());
    expect(orderRequests(requests)).toHaveLength(1);

    answer(paid()(orderRequests(requests)[0]!) as Response);
    expect(await screen.findByRole('heading', { name: 'Your order is placed and paid.' })).toBeTruthy();
  });

  it('says when the wallet cannot cover the order, links to Recharge, and pays the same order with the same key after it', async () => {
    const { user, requests } = openCart({ loggedIn: true, order: inTurn(insufficient, paid()) });

    await fillAddress(user);
    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Insufficient balance: ₹ 150.50 in the wallet, ₹ 39,497.50 needed. Please recharge.');
    expect(within(alert).getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe('/recharge');
    expect(storedCart()).toHaveLength(2);
    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false));

    await user.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Your order is placed and paid.' })).toBeTruthy();
    const [first, retry] = orderRequests(requests);
    expect(retry?.body).toEqual(first?.body);
    expect(retry?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });

  it('keeps the refused order’s key and address across a trip to the recharge page', async () => {
    const first = openCart({ loggedIn: true, order: insufficient });
    await fillAddress(first.user);
    await first.user.click(payButton());
    await screen.findByRole('alert');
    const key = orderRequests(first.requests)[0]?.headers.get('idempotency-key');
    first.unmount();

    const again = openCart({ loggedIn: true, order: paid() });
    expect((await screen.findByRole('textbox', { name: 'Pincode' }) as HTMLInputElement).value).toBe('560001');
    await again.user.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Your order is placed and paid.' })).toBeTruthy();
    expect(orderRequests(again.requests)[0]?.headers.get('idempotency-key')).toBe(key);
    expect(orderRequests(again.requests)[0]?.body).toEqual(orderRequests(first.requests)[0]?.body);
  });

  it('takes a new key for a changed order', async () => {
    const { user, requests } = openCart({ loggedIn: true, order: inTurn(insufficient, paid()) });

    await fillAddress(user);
    await user.click(payButton());
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Decrease the quantity of Ruby (Manik)' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₹ 20,498.50 from wallet' }));

    await screen.findByRole('heading', { name: 'Your order is placed and paid.' });
    const [first, changed] = orderRequests(requests);
    expect(changed?.headers.get('idempotency-key')).not.toBe(first?.headers.get('idempotency-key'));
  });

  it("shows the server's field errors on their fields, the quantity's on its line, until they are changed", async () => {
    const refused: Responder = () =>
      jsonResponse(400, {
        status: 400,
        code: 'request.invalid',
        message: 'items.0.quantity: only 1 left in stock; shipping.pincode: must be exactly 6 digits',
        errors: [fieldError('items.0.quantity', 'field.stock_left', { stock: 1 }), fieldError('shipping.pincode', 'field.pincode')],
      });
    const { user } = openCart({ loggedIn: true, order: refused });

    await fillAddress(user);
    await user.click(payButton());

    const errors = (await screen.findByRole('heading', { name: 'Please correct these 2 fields' })).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(errors));
    expect(within(errors).getAllByRole('link').map((link) => link.textContent)).toEqual(['Ruby (Manik): Only 1 left in stock', 'Pincode: Must be exactly 6 digits']);
    const quantity = line('Ruby (Manik)').getByRole('spinbutton', { name: 'Quantity of Ruby (Manik)' });
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(quantity.getAttribute('aria-describedby')!)?.textContent).toBe('Only 1 left in stock');
    const pincode = screen.getByRole('textbox', { name: 'Pincode' });
    expect(pincode.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(within(errors).getByRole('link', { name: 'Ruby (Manik): Only 1 left in stock' }));
    expect(document.activeElement).toBe(quantity);
    await user.click(screen.getByRole('button', { name: 'Decrease the quantity of Ruby (Manik)' }));
    expect(line('Ruby (Manik)').queryByText('Only 1 left in stock')).toBeNull();
    expect(within(errors).getAllByRole('link').map((link) => link.textContent)).toEqual(['Pincode: Must be exactly 6 digits']);

    await user.clear(pincode);
    await user.type(pincode, '560002');
    expect(screen.queryByRole('heading', { name: /Please correct/ })).toBeNull();
  });

  it("shows the server's own reason for a refusal no field shows", async () => {
    const { user } = openCart({
      loggedIn: true,
      order: () => jsonResponse(422, { status: 422, code: 'idempotency.key_reused', message: 'This Idempotency-Key was already used for a different request' }),
    });

    await fillAddress(user);
    await user.click(payButton());

    expect((await screen.findByRole('alert')).textContent).toBe('This Idempotency-Key was already used for a different request');
    expect(screen.queryByRole('link', { name: 'Recharge' })).toBeNull();
  });

  it('says when the server could not be reached, and keeps the cart', async () => {
    const { user } = openCart({ loggedIn: true, order: () => Promise.reject(new TypeError('Failed to fetch')) });

    await fillAddress(user);
    await user.click(payButton());

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't reach Nakshatra.");
    expect(storedCart()).toHaveLength(2);
  });

  it('speaks Hindi when the visitor chose it', async () => {
    window.localStorage.setItem('language', 'hi');
    openCart({ loggedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'आपका कार्ट' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'वॉलेट से ₹ 39,497.50 का भुगतान करें' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'डिलीवरी का पता' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'पिनकोड' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ruby (Manik) हटाएँ' })).toBeTruthy();
    expect(screen.getByText('अनुमानित कुल')).toBeTruthy();
  });
});
