import { walletStreamName } from '@nakshatra/contracts';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi } from './testing/test-api.js';

/** Recharging a wallet through the test payment provider, as the SPA and a careless or hostile client would. */
describe('wallet recharge (test provider)', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;
  let admin: string;
  let packId: string;
  /** Read after the catalogue beforeAll writes (the pack and both offers) is projected. */
  let catalogueWritten: Record<string, string>;
  let firstOfferId: string;
  let couponId: string;
  let keyCount = 0;
  const key = () => ({ 'idempotency-key': `test-key-${Date.now()}-${(keyCount += 1)}` });

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'wallet_recharge');
    stack = await startInProcessStack(db.url);
    api = testApi(stack);
    admin = stack.cookie('admin');
    const create = async (family: string, body: object) => {
      const created = await api.call('POST', `/api/create_${family}`, { cookie: admin, body });
      catalogueWritten = { 'x-min-position': created.body.position as string };
      return created.body.data.id as string;
    };
    packId = await create('price', { title: '₹100 pack', status: 'published', amount: 10_000, bonus_amount: 1_000 });
    firstOfferId = await create('offers', { title: 'First recharge', status: 'published', first_recharge: true, bonus_percent: 50 });
    couponId = await create('offers', { title: 'Festive', status: 'published', code: 'DIWALI20', bonus_percent: 20 });
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  const eventsOf = async (userId: string) => (await stack.store.readStream(walletStreamName(userId))).map((event) => event.type);

  /** create_transaction → the test checkout's "succeed" → verify_payment, as the SPA does. */
  async function payThroughTestCheckout(cookie: string, rechargeId: string) {
    const completed = await api.call('POST', '/api/payments/test/complete', { cookie, body: { recharge_id: rechargeId, outcome: 'succeed' } });
    expect(completed.status).toBe(200);
    const { provider_order_id, provider_payment_id, signature } = completed.body.data;
    return { provider_order_id: provider_order_id as string, provider_payment_id: provider_payment_id as string, signature: signature as string };
  }

  it('charges GST on top, credits amount + bonuses once, and issues a numbered invoice', async () => {
    const { userId, cookie } = await api.logIn(api.newNumber());
    const quote = await api.call('GET', `/api/get_recharge_quote?pack_id=${packId}`, { cookie, headers: catalogueWritten });
    expect(quote.body.data).toEqual({ amount: 10_000, bonus: 6_000, gst_rate_bp: 1800, gst: 1_800, total: 11_800, credit: 16_000, offers: [{ id: firstOfferId, title: 'First recharge', bonus_percent: 50 }] });
    expect((await api.call('GET', `/api/get_recharge_quote?amount=10000&coupon_code=NOPE1`, { cookie })).body).toMatchObject({ status: 400, errors: [{ path: 'coupon_code' }] });
    const headers = key();
    const started = await api.call('POST', '/api/create_transaction', { cookie, headers, body: { pack_id: packId, offer_ids: quote.body.data.offers.map((offer: { id: string }) => offer.id) } });
    expect(started).toMatchObject({
      status: 201,
      body: { data: { provider: 'test', amount: 10_000, bonus: 6_000, gst: 1_800, total: 11_800, checkout: { kind: 'test', url: expect.stringMatching(/^\/payments\/test-checkout\//) } } },
    });
    const rechargeId = started.body.data.recharge_id as string;

    const payment = await payThroughTestCheckout(cookie, rechargeId);
    const verified = await api.call('POST', '/api/verify_payment', { cookie, body: { recharge_id: rechargeId, ...payment } });
    expect(verified).toMatchObject({ status: 200, body: { data: { recharge_id: rechargeId, status: 'success', balance: 16_000, invoice_number: expect.stringMatching(/^NK\/\d{2}-\d{2}\/000001$/) } } });

    // The header reads the balance right after the payment (read-your-writes).
    const me = await api.call('GET', `/api/get_single_users/${userId}`, { cookie, headers: { 'x-min-position': verified.body.position } });
    expect(me.body.data.balance).toBe(16_000);
    const invoice = await api.call('GET', `/api/get_single_invoice/${verified.body.data.invoice_id}`, { cookie, headers: { 'x-min-position': verified.body.position } });
    expect(invoice.body.data).toMatchObject({ number: verified.body.data.invoice_number, taxable: 10_000, cgst: 900, sgst: 900, igst: 0, total: 11_800, bonus: 6_000, user_id: userId });
    const stranger = await api.logIn(api.newNumber());
    expect((await api.call('GET', `/api/get_single_invoice/${verified.body.data.invoice_id}`, { cookie: stranger.cookie })).status).toBe(403);
    expect((await api.call('GET', `/api/get_single_wallet/${userId}`, { cookie: stranger.cookie })).status).toBe(403);

    // The callback repeated (a double click, a retry): the same answer, nothing new.
    const again = await api.call('POST', '/api/verify_payment', { cookie, body: { recharge_id: rechargeId, ...payment } });
    expect(again.body.data).toEqual(verified.body.data);
    expect(await api.call('GET', `/api/get_recharge_quote?pack_id=${packId}`, { cookie, headers: { 'x-min-position': verified.body.position } })).toMatchObject({ body: { data: { bonus: 1_000, offers: [] } } });
    expect(await eventsOf(userId)).toEqual(['WalletRechargeStarted', 'WalletCredited']);

    // The first-recharge offer is spent; a coupon still applies.
    expect((await api.call('POST', '/api/create_transaction', { cookie, headers: key(), body: { pack_id: packId, offer_ids: [firstOfferId] } })).body).toMatchObject({
      status: 400,
      errors: [{ path: 'offer_ids.0', message: 'is only for a first recharge' }],
    });
    const second = await api.call('POST', '/api/create_transaction', { cookie, headers: key(), body: { amount: 50_000, offer_ids: [couponId] } });
    expect(second.body.data).toMatchObject({ amount: 50_000, bonus: 10_000, gst: 9_000, total: 59_000 });
    const paid = await api.call('POST', '/api/verify_payment', { cookie, body: { recharge_id: second.body.data.recharge_id, ...(await payThroughTestCheckout(cookie, second.body.data.recharge_id)) } });
    expect(paid.body.data).toMatchObject({ balance: 76_000, invoice_number: expect.stringMatching(/\/000002$/) });
  });

  it('credits a payment that came after its checkout was closed without the bonus of an offer ended since', async () => {
    const { userId, cookie } = await api.logIn(api.newNumber());
    const summer = (await api.call('POST', '/api/create_offers', { cookie: admin, body: { title: 'Summer', status: 'published', code: 'SUMMER10', bonus_percent: 10 } })).body.data.id as string;
    const open = async () => (await api.call('POST', '/api/create_transaction', { cookie, headers: key(), body: { pack_id: packId, offer_ids: [summer] } })).body.data;
    // The pack's ₹10 of bonus and the offer's 10 % (₹10).
    const late = await open();
    const onTime = await open();
    expect([late.bonus, onTime.bonus]).toEqual([2_000, 2_000]);
    // The first checkout is closed (the admin found no payment), then the offer ends.
    expect((await api.call('PUT', `/api/update_transaction/${late.recharge_id}`, { cookie: admin, body: { user_id: userId, status: 'failed', reason: 'Provider shows no payment' } })).status).toBe(200);
    expect((await api.call('PUT', `/api/update_offers/${summer}`, { cookie: admin, body: { status: 'draft' } })).status).toBe(200);
    // Its payment arrives after all: credited, with the pack's bonus only.
    const paidLate = await api.call('POST', '/api/verify_payment', { cookie, body: { recharge_id: late.recharge_id, ...(await payThroughTestCheckout(cookie, late.recharge_id)) } });
    expect(paidLate.body.data, JSON.stringify(paidLate.body)).toMatchObject({ status: 'success', balance: 11_000 });
    // One still open when it is paid keeps what it was quoted.
    const paidOnTime = await api.call('POST', '/api/verify_payment', { cookie, body: { recharge_id: onTime.recharge_id, ...(await payThroughTestCheckout(cookie, onTime.recharge_id)) } });
    expect(paidOnTime.body.data).toMatchObject({ status: 'success', balance: 11_000 + 12_000 });
  });

  it('gives the first-recharge offer to the first recharge paid, not to every checkout opened with it before', async () => {
    const { cookie } = await api.logIn(api.newNumber());
    // Two checkouts with the 50 % offer before either is paid (two tabs): both are offered it…
    const open = () => api.call('POST', '/api/create_transaction', { cookie, headers: key(), body: { pack_id: packId, offer_ids: [firstOfferId] } });
    const [a, b] = [await open(), await open()];
    expect([a.body.data.bonus, b.body.data.bonus]).toEqual([6_000, 6_000]);
    // …and both are paid: the first paid gets the pack's bonus and the offer's, the second the pack's only.
    const pay = async (rechargeId: string) => (await api.call('POST', '/api/verify_payment', { cookie, body: { recharge_id: rechargeId, ...(await payThroughTestCheckout(cookie, rechargeId)) } })).body;
    expect((await pay(b.body.data.recharge_id)).data).toMatchObject({ status: 'success', balance: 16_000 });
    const second = await pay(a.body.data.recharge_id);
    expect(second.data).toMatchObject({ status: 'success', balance: 27_000 });
    const invoice = await api.call('GET', `/api/get_single_invoice/${second.data.invoice_id}`, { cookie, headers: { 'x-min-position': second.position } });
    expect(invoice.body.data).toMatchObject({ total: 11_800, bonus: 1_000 });
  });

  it('answers a repeated Idempotency-Key with the first recharge, and refuses it for another request', async () => {
    const { userId, cookie } = await api.logIn(api.newNumber());
    expect(await api.call('POST', '/api/create_transaction', { cookie, body: { amount: 20_000 } })).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'Idempotency-Key', message: expect.stringContaining('is required') }] },
    });
    const headers = key();
    const first = await api.call('POST', '/api/create_transaction', { cookie, headers, body: { amount: 20_000 } });
    const retry = await api.call('POST', '/api/create_transaction', { cookie, headers, body: { amount: 20_000 } });
    expect(first.status).toBe(201);
    expect(retry).toMatchObject({ status: 200, body: { data: first.body.data } });
    expect(await api.call('POST', '/api/create_transaction', { cookie, headers, body: { amount: 30_000 } })).toMatchObject({ status: 422 });
    expect(await eventsOf(userId)).toEqual(['WalletRechargeStarted']);
  });

  it('refuses bad input with the field and the reason, appending nothing', async () => {
    const { userId, cookie } = await api.logIn(api.newNumber());
    const bad = async (body: object) => (await api.call('POST', '/api/create_transaction', { cookie, headers: key(), body })).body;
    expect(await bad({ amount: 99 })).toMatchObject({ status: 400, errors: [{ path: 'amount', message: 'must be at least ₹1' }] });
    expect(await bad({ amount: 150.5 })).toMatchObject({ status: 400, errors: [{ path: 'amount', message: 'must be whole paise' }] });
    // A recharge's invoice stays under ₹50,000, past which it would need the customer's address (rule 46(e)).
    expect(await bad({ amount: 40_000_01 })).toMatchObject({ status: 400, errors: [{ path: 'amount', code: 'field.recharge_too_large', message: 'must be at most ₹40,000' }] });
    const bigPack = await api.call('POST', '/api/create_price', { cookie: admin, body: { title: '₹50,000 pack', status: 'published', amount: 50_000_00 } });
    expect(bigPack).toMatchObject({ status: 400, body: { errors: [{ path: 'amount', code: 'field.recharge_too_large' }] } });
    expect(await bad({ amount: 100, pack_id: packId })).toMatchObject({ status: 400, errors: [{ path: 'pack_id', message: 'give either a pack or an amount' }] });
    expect(await bad({ pack_id: firstOfferId })).toMatchObject({ status: 400, errors: [{ path: 'pack_id', message: 'is not a recharge pack on sale' }] });
    expect(await bad({ amount: 1_000, offer_ids: [packId] })).toMatchObject({ status: 400, errors: [{ path: 'offer_ids.0', message: 'is not an offer on now' }] });
    expect(await eventsOf(userId)).toEqual([]);
  });

  it('credits nothing for a forged signature, or for another customer’s recharge', async () => {
    const asha = await api.logIn(api.newNumber());
    const ravi = await api.logIn(api.newNumber());
    const started = await api.call('POST', '/api/create_transaction', { cookie: asha.cookie, headers: key(), body: { amount: 10_000 } });
    const rechargeId = started.body.data.recharge_id as string;
    const payment = await payThroughTestCheckout(asha.cookie, rechargeId);

    const forged = await api.call('POST', '/api/verify_payment', { cookie: asha.cookie, body: { recharge_id: rechargeId, ...payment, signature: 'f'.repeat(64) } });
    expect(forged).toMatchObject({ status: 400, body: { errors: [{ path: 'signature' }] } });
    expect(await api.call('POST', '/api/verify_payment', { cookie: ravi.cookie, body: { recharge_id: rechargeId, ...payment } })).toMatchObject({ status: 404 });
    expect(await api.call('POST', '/api/payments/test/complete', { cookie: ravi.cookie, body: { recharge_id: rechargeId, outcome: 'succeed' } })).toMatchObject({ status: 404 });
    expect(await api.call('POST', '/api/verify_payment', { body: { recharge_id: rechargeId, ...payment } })).toMatchObject({ status: 401 });
    expect(await eventsOf(asha.userId)).toEqual(['WalletRechargeStarted']);
    expect(await eventsOf(ravi.userId)).toEqual([]);
  });

  it('records a cancelled or failed checkout, and still credits a capture that comes after', async () => {
    const { userId, cookie } = await api.logIn(api.newNumber());
    const started = await api.call('POST', '/api/create_transaction', { cookie, headers: key(), body: { amount: 10_000 } });
    const rechargeId = started.body.data.recharge_id as string;
    const declined = await api.call('POST', '/api/payments/test/complete', { cookie, body: { recharge_id: rechargeId, outcome: 'fail' } });
    expect(declined.body.data).toMatchObject({ outcome: 'fail', detail: expect.any(String) });
    expect(await api.call('POST', '/api/cancel_payment', { cookie, body: { recharge_id: rechargeId, reason: 'failed', detail: declined.body.data.detail } })).toMatchObject({
      status: 200,
      body: { data: { recharge_id: rechargeId, status: 'failed' } },
    });
    const verified = await api.call('POST', '/api/verify_payment', { cookie, body: { recharge_id: rechargeId, ...(await payThroughTestCheckout(cookie, rechargeId)) } });
    expect(verified.body.data).toMatchObject({ status: 'success', balance: 10_000 });
    expect(await eventsOf(userId)).toEqual(['WalletRechargeStarted', 'WalletRechargeFailed', 'WalletCredited']);
  });

  it('lets an admin close a recharge left pending as failed, with a reason, but never a paid one', async () => {
    const { userId, cookie } = await api.logIn(api.newNumber());
    const close = (who: string, rechargeId: string) =>
      api.call('PUT', `/api/update_transaction/${rechargeId}`, { cookie: who, body: { user_id: userId, status: 'failed', reason: 'Provider shows no payment' } });
    const pending = (await api.call('POST', '/api/create_transaction', { cookie, headers: key(), body: { amount: 10_000 } })).body.data.recharge_id as string;
    expect((await close(cookie, pending)).status).toBe(403);
    expect((await close(admin, pending)).body.data).toEqual({ recharge_id: pending, status: 'failed' });
    const paid = (await api.call('POST', '/api/create_transaction', { cookie, headers: key(), body: { amount: 10_000 } })).body.data.recharge_id as string;
    await api.call('POST', '/api/verify_payment', { cookie, body: { recharge_id: paid, ...(await payThroughTestCheckout(cookie, paid)) } });
    expect((await close(admin, paid)).body.data).toEqual({ recharge_id: paid, status: 'success' });
    expect((await api.call('PUT', `/api/update_transaction/${paid}`, { cookie: admin, body: { user_id: userId, status: 'success', reason: 'x'.repeat(5) } })).status).toBe(400);
    expect(await eventsOf(userId)).toEqual(['WalletRechargeStarted', 'WalletRechargeFailed', 'WalletRechargeStarted', 'WalletCredited']);
  });

  it('lets only admins adjust a wallet, with a reason, never below zero', async () => {
    const { userId, cookie } = await api.logIn(api.newNumber());
    const adjust = (who: string, amount: number, reason = 'Goodwill for a dropped call', headers = key()) =>
      api.call('PUT', `/api/update_wallet/${userId}`, { cookie: who, headers, body: { amount, reason } });
    expect((await adjust(cookie, 100_000)).status).toBe(403);
    expect((await adjust(admin, 500, '')).body).toMatchObject({ status: 400, errors: [{ path: 'reason' }] });
    expect((await adjust(admin, 0)).body).toMatchObject({ status: 400, errors: [{ path: 'amount', message: 'must not be zero' }] });
    const headers = key();
    const credited = await adjust(admin, 500, 'Goodwill for a dropped call', headers);
    expect(credited).toMatchObject({ status: 201, body: { data: { balance: 500, transaction_id: expect.any(String) } } });
    expect(await adjust(admin, 500, 'Goodwill for a dropped call', headers)).toMatchObject({ status: 200, body: { data: credited.body.data } });
    expect(await adjust(admin, -501)).toMatchObject({ status: 409, body: { message: expect.stringContaining('Insufficient balance') } });
    expect((await adjust(admin, -500)).body.data.balance).toBe(0);
    expect(await eventsOf(userId)).toEqual(['WalletAdjusted', 'WalletAdjusted']);
  });
});
