import { poojaBookingWindow, walletStreamName } from '@nakshatra/contracts';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi, type Answer } from './testing/test-api.js';

/** Astro Mall orders and pooja bookings paid from the wallet, through the whole stack, as the SPA and a careless or hostile client would. */
describe('orders paid from the wallet', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;
  let admin: string;
  let yantraId: string;
  let malaId: string;
  let scarceId: string;
  let draftId: string;
  let poojaId: string;
  let keyCount = 0;
  const key = () => ({ 'idempotency-key': `order-key-${Date.now()}-${(keyCount += 1)}` });
  const shipping = { name: 'Asha Rao', phone: '9876543210', address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'orders');
    stack = await startInProcessStack(db.url);
    api = testApi(stack);
    admin = stack.cookie('admin');
    const create = async (family: string, body: object) => (await api.call('POST', `/api/create_${family}`, { cookie: admin, body })).body.data.id as string;
    yantraId = await create('products', { title: 'Shree Yantra', status: 'published', price: 89_900, mrp: 129_900, stock: 25 });
    malaId = await create('products', { title: 'Rudraksha Mala', status: 'published', price: 149_900, mrp: 249_900, stock: 20 });
    scarceId = await create('products', { title: 'Ek Mukhi Rudraksha', status: 'published', price: 1_100_000, mrp: 1_500_000, stock: 3 });
    draftId = await create('products', { title: 'Not yet on sale', status: 'draft', price: 100, mrp: 100, stock: 10 });
    poojaId = await create('pooja_booking', { title: 'Navgraha Shanti Pooja', status: 'published', price: 510_000, duration_min: 120, temple: 'Guwahati' });
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  /** A logged-in customer whose wallet an admin topped up with `balance` paise. */
  async function customerWith(balance: number) {
    const customer = await api.logIn(api.newNumber());
    const topUp = await api.call('PUT', `/api/update_wallet/${customer.userId}`, { cookie: admin, headers: key(), body: { amount: balance, reason: 'Opening balance for the test' } });
    expect(topUp.status).toBe(201);
    return { ...customer, topUp };
  }
  const order = (cookie: string, body: object, headers: Record<string, string> = key()) => api.call('POST', '/api/create_order_history', { cookie, headers, body });
  const fresh = (answer: Answer) => ({ 'x-min-position': answer.body.position as string });
  const balanceOf = async (userId: string, cookie: string, after?: Answer) =>
    (await api.call('GET', `/api/get_single_wallet/${userId}`, { cookie, headers: after ? fresh(after) : {} })).body.data.balance as number;
  const walletEvents = async (userId: string) => (await stack.store.readStream(walletStreamName(userId))).map((event) => event.type);


  it('orders products and books a pooja at the server’s prices, debiting exactly the totals', async () => {
    const { userId, cookie } = await customerWith(1_000_000);
    const products = await order(cookie, { kind: 'product', items: [{ product_id: yantraId, quantity: 2 }, { product_id: malaId, quantity: 1 }], shipping });
    expect(products).toMatchObject({
      status: 201,
      body: {
        data: {
          kind: 'product',
          status: 'paid',
          lines: [
            { item_id: yantraId, title: 'Shree Yantra', unit_price: 89_900, quantity: 2, amount: 179_800 },
            { item_id: malaId, title: 'Rudraksha Mala', unit_price: 149_900, quantity: 1, amount: 149_900 },
          ],
          total: 329_700,
          balance: 670_300,
          wallet_transaction_id: expect.any(String),
        },
        position: expect.any(String),
      },
    });
    expect(await balanceOf(userId, cookie, products)).toBe(670_300);

    const date = poojaBookingWindow(new Date()).first;
    const pooja = await order(cookie, { kind: 'pooja', pooja_id: poojaId, booking: { name: 'Asha Rao', gotra: 'Kashyap', date, note: '' } });
    expect(pooja).toMatchObject({ status: 201, body: { data: { kind: 'pooja', status: 'paid', total: 510_000, balance: 160_300 } } });
    expect(await balanceOf(userId, cookie, pooja)).toBe(160_300);

    const mine = await api.call('GET', `/api/get_user_order/${userId}`, { cookie, headers: fresh(pooja) });
    expect(mine.body.meta).toEqual({ page: 1, limit: 20, total: 2 });
    expect(mine.body.data).toMatchObject([
      { id: pooja.body.data.order_id, kind: 'pooja', status: 'paid', total: 510_000, shipping: null, booking: { name: 'Asha Rao', gotra: 'Kashyap', date, for_whom: null, note: null } },
      { id: products.body.data.order_id, kind: 'product', status: 'paid', total: 329_700, wallet_transaction_id: products.body.data.wallet_transaction_id, shipping, booking: null, refunded_amount: 0 },
    ]);
    expect((await api.call('GET', `/api/get_user_order/${userId}?kind=product`, { cookie })).body.data.map((row: { id: string }) => row.id)).toEqual([products.body.data.order_id]);

    // The wallet names what each debit paid for.
    const transactions = await api.call('GET', `/api/get_single_transaction2/${userId}?type=debit`, { cookie, headers: fresh(pooja) });
    expect(transactions.body.data).toMatchObject([
      { amount: -510_000, source_kind: 'pooja', source_id: pooja.body.data.order_id, reason: `Pooja booking: Navgraha Shanti Pooja on ${date}` },
      { amount: -329_700, source_kind: 'order', source_id: products.body.data.order_id, reason: 'Astro Mall order: Shree Yantra × 2 and 1 more item' },
    ]);
  });

  it('takes no price from the client, and charges what the admin set last', async () => {
    const { userId, cookie } = await customerWith(1_000_000);
    const tampered = await order(cookie, { kind: 'product', items: [{ product_id: yantraId, quantity: 1, price: 1 }], shipping, total: 1 });
    expect(tampered.body).toMatchObject({ status: 400, errors: expect.arrayContaining([
        { path: 'items.0', code: 'field.unknown', params: { keys: 'price' }, message: 'has fields this call does not take: price' },
        { path: '', code: 'field.unknown', params: { keys: 'total' }, message: 'has fields this call does not take: total' },
      ]) });

    const repriced = await api.call('PUT', `/api/update_products/${yantraId}`, { cookie: admin, body: { price: 99_900 } });
    expect(repriced.status).toBe(200);
    const placed = await order(cookie, { kind: 'product', items: [{ product_id: yantraId, quantity: 1 }], shipping });
    expect(placed.body.data).toMatchObject({ total: 99_900, balance: 900_100 });
    expect(await balanceOf(userId, cookie, placed)).toBe(900_100);
  });

  it('refuses with 409 what the wallet cannot cover, records the order as payment_failed and leaves the wallet alone', async () => {
    const { userId, cookie, topUp } = await customerWith(100_000);
    const refused = await order(cookie, { kind: 'product', items: [{ product_id: malaId, quantity: 1 }], shipping });
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'wallet.insufficient_balance', params: { balance: 1_000_00, needed: 1_499_00 }, message: 'Insufficient balance: ₹ 1,000 in the wallet, ₹ 1,499 needed. Please recharge.' },
    });
    expect(await walletEvents(userId)).toEqual(['WalletAdjusted']);
    // Read after the top-up's position: the refusal appended nothing, so it has no position of its own to wait for.
    expect(await balanceOf(userId, cookie, topUp)).toBe(100_000);

    // A refusal (409) carries no position to wait for: read until the failed order is projected.
    const failed = async () => (await api.call('GET', `/api/get_user_order/${userId}?status=payment_failed`, { cookie })).body.data;
    await expect.poll(failed).toMatchObject([{ status: 'payment_failed', total: 149_900, wallet_transaction_id: null }]);
  });

  it('answers a repeated Idempotency-Key with the first order, debits once, and refuses the key for another request', async () => {
    const { userId, cookie } = await customerWith(500_000);
    const body = { kind: 'product', items: [{ product_id: malaId, quantity: 1 }], shipping };
    expect(await order(cookie, body, {})).toMatchObject({ status: 400, body: { errors: [{ path: 'Idempotency-Key', message: expect.stringContaining('is required') }] } });

    const headers = key();
    const first = await order(cookie, body, headers);
    const retry = await order(cookie, body, headers);
    expect(first.status).toBe(201);
    expect(retry).toMatchObject({ status: 200, body: { data: first.body.data } });
    expect(await order(cookie, { ...body, items: [{ product_id: malaId, quantity: 2 }] }, headers)).toMatchObject({ status: 422 });
    expect(await walletEvents(userId)).toEqual(['WalletAdjusted', 'WalletDebited']);
    expect((await api.call('GET', `/api/get_user_order/${userId}`, { cookie, headers: fresh(first) })).body.meta.total).toBe(1);
  });

  it('refuses bad orders with the field and the reason, appending nothing', async () => {
    const { userId, cookie } = await customerWith(500_000);
    const bad = async (body: object) => (await order(cookie, body)).body;
    expect(await bad({ kind: 'product', items: [{ product_id: malaId, quantity: 4 }, { product_id: draftId, quantity: 1 }], shipping: { ...shipping, pincode: '5600' } })).toMatchObject({
      status: 400,
      errors: [{ path: 'shipping.pincode', message: 'must be exactly 6 digits' }],
    });
    expect(await bad({ kind: 'product', items: [{ product_id: scarceId, quantity: 4 }, { product_id: draftId, quantity: 1 }], shipping })).toMatchObject({
      status: 400,
      errors: [
        { path: 'items.0.quantity', message: 'only 3 left in stock' },
        { path: 'items.1.product_id', message: 'is not a product on sale' },
      ],
    });
    expect(await bad({ kind: 'pooja', pooja_id: poojaId, booking: { name: 'Asha', date: '2020-01-01' } })).toMatchObject({
      status: 400,
      errors: [{ path: 'booking.date', message: expect.stringMatching(/^must be today \(\d{4}-\d{2}-\d{2}\) or later$/) }],
    });
    expect(await bad({ kind: 'pooja', pooja_id: yantraId, booking: { name: 'Asha', date: poojaBookingWindow(new Date()).last } })).toMatchObject({
      status: 400,
      errors: [{ path: 'pooja_id', message: 'is not a pooja open for booking' }],
    });
    expect(await walletEvents(userId)).toEqual(['WalletAdjusted']);
    expect((await api.call('GET', `/api/get_user_order/${userId}`, { cookie })).body.data).toEqual([]);
  });

  it('shows a user only their own orders, and an admin everyone’s, filtered', async () => {
    const asha = await customerWith(500_000);
    const ravi = await customerWith(1_000_000);
    const ashas = await order(asha.cookie, { kind: 'product', items: [{ product_id: yantraId, quantity: 1 }], shipping });
    const ravis = await order(ravi.cookie, { kind: 'pooja', pooja_id: poojaId, booking: { name: 'Ravi', date: poojaBookingWindow(new Date()).first } });
    expect(await api.call('GET', `/api/get_user_order/${asha.userId}`, { cookie: ravi.cookie })).toMatchObject({ status: 403 });
    expect(await api.call('GET', '/api/get_order_history', { cookie: ravi.cookie })).toMatchObject({ status: 403 });
    expect(await api.call('GET', `/api/get_user_order/${asha.userId}`)).toMatchObject({ status: 401 });

    const all = await api.call('GET', '/api/get_order_history?limit=100', { cookie: admin, headers: fresh(ravis) });
    expect(all.body.data.map((row: { id: string }) => row.id)).toEqual(expect.arrayContaining([ashas.body.data.order_id, ravis.body.data.order_id]));
    const ravisPoojas = await api.call('GET', `/api/get_order_history?user_id=${ravi.userId}&kind=pooja&status=paid`, { cookie: admin });
    expect(ravisPoojas.body).toMatchObject({ data: [{ id: ravis.body.data.order_id, user_id: ravi.userId }], meta: { total: 1 } });
    const today = poojaBookingWindow(new Date()).first;
    expect((await api.call('GET', `/api/get_order_history?user_id=${asha.userId}&from=${today}&to=${today}`, { cookie: admin })).body.meta.total).toBe(1);
    expect((await api.call('GET', `/api/get_order_history?user_id=${asha.userId}&to=2020-01-01`, { cookie: admin })).body.meta.total).toBe(0);
    expect((await api.call('GET', '/api/get_order_history?status=lost', { cookie: admin })).body).toMatchObject({ status: 400, errors: [{ path: 'query.status' }] });
  });

  it('lets an admin refund an order’s debit to the wallet, and shows it on the order', async () => {
    const { userId, cookie } = await customerWith(500_000);
    const placed = await order(cookie, { kind: 'product', items: [{ product_id: malaId, quantity: 2 }], shipping });
    expect(placed.body.data).toMatchObject({ total: 299_800, balance: 200_200 });
    const refund = (amount: number) =>
      api.call('POST', '/api/create_refund_transaction', {
        cookie: admin,
        headers: key(),
        body: { user_id: userId, transaction_id: placed.body.data.wallet_transaction_id, amount, reason: 'One mala arrived broken' },
      });
    const refunded = await refund(149_900);
    expect(refunded).toMatchObject({ status: 201, body: { data: { balance: 350_100 } } });
    expect(await refund(150_000)).toMatchObject({ status: 409 });

    expect(await balanceOf(userId, cookie, refunded)).toBe(350_100);
    const mine = await api.call('GET', `/api/get_user_order/${userId}`, { cookie, headers: fresh(refunded) });
    expect(mine.body.data).toMatchObject([{ id: placed.body.data.order_id, status: 'paid', refunded_amount: 149_900 }]);
    const wallet = await api.call('GET', `/api/get_single_transaction2/${userId}?type=refund`, { cookie, headers: fresh(refunded) });
    expect(wallet.body.data).toMatchObject([{ amount: 149_900, refund_of: placed.body.data.wallet_transaction_id, source_kind: 'order', source_id: placed.body.data.order_id }]);
  });

  describe('fulfilment', () => {
    const stockOf = async (productId: string, after: Answer) => (await api.call('GET', `/api/get_single_products/${productId}`, { headers: fresh(after) })).body.data.stock as number;
    const move = (cookie: string, orderId: string, body: object) => api.call('PUT', `/api/update_order_history/${orderId}`, { cookie, body });

    it('takes an order through packed and shipped by an admin, who sees the customer’s phone; the customer sees the carrier and tracking number', async () => {
      const asha = await customerWith(500_000);
      const placed = await order(asha.cookie, { kind: 'product', items: [{ product_id: malaId, quantity: 1 }], shipping });
      const orderId = placed.body.data.order_id as string;

      // Read until projected: on a loaded machine the projection can take longer than a read waits for a position.
      const listed = async () => (await api.call('GET', `/api/get_order_history?user_id=${asha.userId}`, { cookie: admin, headers: fresh(placed) })).body.data;
      await expect.poll(listed).toMatchObject([{ id: orderId, status: 'paid', customer: { phone: expect.stringMatching(/^\+91\d{10}$/) } }]);
      expect(await move(asha.cookie, orderId, { action: 'pack' })).toMatchObject({ status: 403, body: { code: 'order.customer_cancels_only' } });
      expect(await move(admin, orderId, { action: 'ship', carrier: 'India Post', tracking_number: 'EE123456789IN' })).toMatchObject({ status: 409, body: { code: 'order.wrong_status' } });
      expect(await move(admin, orderId, { action: 'ship', carrier: ' ' })).toMatchObject({ status: 400, body: { errors: [{ path: 'carrier' }, { path: 'tracking_number' }] } });

      expect(await move(admin, orderId, { action: 'pack' })).toMatchObject({ status: 200, body: { data: { order_id: orderId, status: 'packed', refund: null } } });
      const shipped = await move(admin, orderId, { action: 'ship', carrier: 'India Post', tracking_number: 'EE123456789IN' });
      expect(shipped).toMatchObject({ status: 200, body: { data: { status: 'shipped' }, position: expect.any(String) } });
      const mine = async () => (await api.call('GET', `/api/get_user_order/${asha.userId}`, { cookie: asha.cookie, headers: fresh(shipped) })).body.data;
      await expect.poll(mine).toMatchObject([{ id: orderId, status: 'shipped', carrier: 'India Post', tracking_number: 'EE123456789IN', customer: null, shipped_at: expect.any(String) }]);
      expect(await move(asha.cookie, orderId, { action: 'cancel', reason: 'Too slow' })).toMatchObject({ status: 409, body: { code: 'order.cancel_too_late' } });
    });

    it('refunds a cancelled order to the wallet to the paisa, once, and puts its pieces back on sale', async () => {
      const ravi = await customerWith(500_000);
      const placed = await order(ravi.cookie, { kind: 'product', items: [{ product_id: malaId, quantity: 3 }], shipping });
      const stockBefore = await stockOf(malaId, placed);
      const cancel = () => move(ravi.cookie, placed.body.data.order_id, { action: 'cancel', reason: 'Ordered the wrong one' });
      const cancelled = await cancel();
      expect(cancelled).toMatchObject({ status: 200, body: { data: { status: 'cancelled', refund: { amount: 449_700 } } } });
      expect(await cancel()).toMatchObject({ status: 200, body: { data: cancelled.body.data } });
      expect(await balanceOf(ravi.userId, ravi.cookie, cancelled)).toBe(500_000);
      expect(await walletEvents(ravi.userId)).toEqual(['WalletAdjusted', 'WalletDebited', 'WalletRefunded']);
      expect(await stockOf(malaId, cancelled)).toBe(stockBefore + 3);
      const mine = async () => (await api.call('GET', `/api/get_user_order/${ravi.userId}`, { cookie: ravi.cookie, headers: fresh(cancelled) })).body.data;
      await expect.poll(mine).toMatchObject([{ status: 'cancelled', refunded_amount: 449_700, cancelled_by: 'customer', cancel_reason: 'Ordered the wrong one' }]);
    });

    it('records a pooja booking performed with the note and link the customer reads', async () => {
      const kiran = await customerWith(1_000_000);
      const booked = await order(kiran.cookie, { kind: 'pooja', pooja_id: poojaId, booking: { name: 'Kiran', date: poojaBookingWindow(new Date()).first } });
      const orderId = booked.body.data.order_id as string;
      expect(await move(admin, orderId, { action: 'pack' })).toMatchObject({ status: 409, body: { code: 'order.wrong_kind' } });
      expect(await move(admin, orderId, { action: 'perform', note: 'Done', media_url: 'javascript:alert(1)' })).toMatchObject({ status: 400, body: { errors: [{ path: 'media_url' }] } });
      const performed = await move(admin, orderId, { action: 'perform', note: 'Performed at Guwahati at dawn', media_url: 'https://example.com/pooja.mp4' });
      expect(performed).toMatchObject({ status: 200, body: { data: { status: 'performed' } } });
      const mine = async () => (await api.call('GET', `/api/get_user_order/${kiran.userId}`, { cookie: kiran.cookie, headers: fresh(performed) })).body.data;
      await expect.poll(mine).toMatchObject([{ status: 'performed', performed_note: 'Performed at Guwahati at dawn', performed_media_url: 'https://example.com/pooja.mp4' }]);
    });
  });
});
