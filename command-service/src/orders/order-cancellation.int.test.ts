import { randomUUID } from 'node:crypto';
import { contentStreamName, inboxStreamName, orderStreamName, walletStreamName, type Actor, type CreateOrder, type UpdateOrder } from '@nakshatra/contracts';
import { comparePositions, createEventStore, type EventStore } from '@nakshatra/event-store';
import { createLogger } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contentDecider } from '../content/content.decider.js';
import { InAppInbox } from '../notifications/in-app-inbox.js';
import { foldStream, loadState, runCommand } from '../shared/aggregate-runner.js';
import { commandMetadata } from '../shared/command-metadata.js';
import { StoreFeed } from '../shared/store-feed.js';
import { crashingStore, type Crash } from '../shared/testing/crashing-store.js';
import { unsettledMoneyOf } from '../users/commands/erase-user/unsettled-money.js';
import { WalletLedger } from '../wallet/wallet-ledger.js';
import { walletDecider } from '../wallet/wallet.decider.js';
import { workflowRunners } from '../workflows/workflows.module.js';
import { PlaceOrder } from './commands/place-order/place-order.command.js';
import { PlaceOrderHandler } from './commands/place-order/place-order.handler.js';
import { UpdateOrderCommand } from './commands/update-order/update-order.command.js';
import { UpdateOrderHandler } from './commands/update-order/update-order.handler.js';

/**
 * Cancelling an order against the real PostgreSQL event store: the wallet gets back exactly what
 * is still unrefunded of the payment, once, however often the cancel is sent; the products' stock
 * held at ordering comes back; and a request that dies between the writes is completed by the
 * order-settlement workflow.
 */
describe('cancelling an order', () => {
  let db: TestDatabase;
  let realStore: EventStore;
  let store: EventStore;
  let crashNext: (when: Crash) => void;
  let pauseBefore: (when: Crash, meanwhile: () => Promise<unknown>) => void;
  let place: PlaceOrderHandler;
  let update: UpdateOrderHandler;
  const adminActor: Actor = { id: randomUUID(), role: 'admin' };
  const admin = commandMetadata(adminActor, 'order-cancel-test');
  const yantra = randomUUID();
  const rudraksha = randomUUID();
  const feeds: StoreFeed[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'order_cancel');
    realStore = await createEventStore({ databaseUrl: db.url });
    ({ store, crashNext, pauseBefore } = crashingStore(realStore));
    const ledger = new WalletLedger(store);
    place = new PlaceOrderHandler(store, ledger);
    update = new UpdateOrderHandler(store, ledger, new InAppInbox(realStore), createLogger('test', 'silent'));
    const publish = (id: string, title: string, price: number, stock: number) =>
      runCommand(realStore, contentStreamName('products', id), contentDecider, { type: 'CreateContentItem', family: 'products', id, fields: { slug: id, status: 'published', sort_order: 0, title, price, mrp: price, stock, images: [] } }, admin);
    await publish(yantra, 'Shree Yantra', 89_900, 5);
    await publish(rudraksha, 'Rudraksha Mala', 45_050, 3);
  });
  afterAll(async () => {
    await Promise.all(feeds.map((feed) => feed.stop()));
    await realStore?.close();
    await db?.drop();
  });

  const stockOf = async (id: string) => {
    const state = await loadState(realStore, contentStreamName('products', id), contentDecider);
    return state.kind === 'live' ? state.fields.stock : undefined;
  };
  const shipping = { name: 'Asha', phone: '9876543210', address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

  async function customer(balance: number) {
    const actor: Actor = { id: randomUUID(), role: 'customer' };
    const meta = commandMetadata(actor, 'order-cancel-test');
    await new WalletLedger(realStore).execute(actor.id, { type: 'Adjust', transactionId: randomUUID(), amount: balance, reason: 'Opening balance', idempotencyKey: `open-${actor.id}`, requestHash: 'h' }, admin);
    const order = async (request: CreateOrder) => (await place.execute(new PlaceOrder(actor.id, request, { idempotencyKey: randomUUID(), requestHash: randomUUID() }, meta))).view;
    const balance_ = async () => (await new WalletLedger(realStore).state(actor.id)).balance;
    const walletEvents = async () => (await realStore.readStream(walletStreamName(actor.id))).map((event) => event.type);
    const unsettled = async () => {
      const events = await realStore.readStream(walletStreamName(actor.id));
      return unsettledMoneyOf(realStore, foldStream(events, walletDecider), events);
    };
    return { actor, order, balance: balance_, walletEvents, unsettled };
  }
  const act = (orderId: string, actor: Actor, request: UpdateOrder) => update.execute(new UpdateOrderCommand(orderId, actor, request, commandMetadata(actor, 'order-cancel-test')));
  const failure = (work: Promise<unknown>) => work.then(() => undefined, (error: unknown) => error);
  const cancel: UpdateOrder = { action: 'cancel', reason: 'Ordered the wrong size' };

  it('holds stock when ordered, and on the customer’s cancel refunds the exact amount and gives the stock back, once', async () => {
    const asha = await customer(500_000);
    const paid = await asha.order({ kind: 'product', items: [{ product_id: yantra, quantity: 2 }, { product_id: rudraksha, quantity: 1 }], shipping });
    expect(paid.total).toBe(224_850);
    expect(await asha.balance()).toBe(275_150);
    expect([await stockOf(yantra), await stockOf(rudraksha)]).toEqual([3, 2]);

    const first = await act(paid.order_id, asha.actor, cancel);
    expect(first.view).toEqual({ order_id: paid.order_id, status: 'cancelled', refund: { amount: 224_850, wallet_transaction_id: expect.any(String) } });
    expect(await asha.balance()).toBe(500_000);
    expect([await stockOf(yantra), await stockOf(rudraksha)]).toEqual([5, 3]);

    const again = await act(paid.order_id, asha.actor, cancel);
    expect(again.view).toEqual(first.view);
    expect(await asha.balance()).toBe(500_000);
    expect(await asha.walletEvents()).toEqual(['WalletAdjusted', 'WalletDebited', 'WalletRefunded']);
    expect([await stockOf(yantra), await stockOf(rudraksha)]).toEqual([5, 3]);
    // The customer is told of the cancel once, in their inbox, however often it was asked for.
    const inbox = await realStore.readStream(inboxStreamName(asha.actor.id));
    expect(inbox.map((event) => (event.data as { kind: string; data: { status: string } }))).toMatchObject([{ kind: 'order_update', data: { status: 'cancelled' } }]);
  });

  it('refunds on an admin’s cancel only what an earlier part refund left, never more than was paid', async () => {
    const ravi = await customer(200_000);
    const paid = await ravi.order({ kind: 'product', items: [{ product_id: yantra, quantity: 1 }], shipping });
    await new WalletLedger(realStore).execute(
      ravi.actor.id,
      { type: 'Refund', transactionId: randomUUID(), refundOf: paid.wallet_transaction_id, amount: 30_000, reason: 'Goodwill', idempotencyKey: 'goodwill', requestHash: 'h' },
      admin,
    );
    await act(paid.order_id, adminActor, { action: 'pack' });
    const { view } = await act(paid.order_id, adminActor, cancel);
    expect(view.refund).toMatchObject({ amount: 59_900 });
    expect(await ravi.balance()).toBe(200_000);
    expect(await stockOf(yantra)).toBe(5);
  });

  it('refunds what is left when a part refund lands between the cancel’s reading of the wallet and its record', async () => {
    const meera = await customer(200_000);
    const paid = await meera.order({ kind: 'product', items: [{ product_id: yantra, quantity: 1 }], shipping });
    const goodwill = () =>
      new WalletLedger(realStore).execute(
        meera.actor.id,
        { type: 'Refund', transactionId: randomUUID(), refundOf: paid.wallet_transaction_id, amount: 30_000, reason: 'Goodwill', idempotencyKey: 'goodwill-race', requestHash: 'h' },
        admin,
      );
    pauseBefore((stream, events) => stream === orderStreamName(paid.order_id) && events.some((event) => event.type === 'OrderCancelled'), goodwill);
    const { view } = await act(paid.order_id, meera.actor, cancel);
    expect(view.refund).toMatchObject({ amount: 59_900 });
    expect(await meera.balance()).toBe(200_000);
    expect(await meera.walletEvents()).toEqual(['WalletAdjusted', 'WalletDebited', 'WalletRefunded', 'WalletRefunded']);
    expect(await stockOf(yantra)).toBe(5);
  });

  it('lets a customer cancel only their own order, only while it is confirmed, and move it no other way', async () => {
    const meera = await customer(200_000);
    const other = await customer(0);
    const paid = await meera.order({ kind: 'product', items: [{ product_id: rudraksha, quantity: 1 }], shipping });
    expect(await failure(act(paid.order_id, other.actor, cancel))).toMatchObject({ status: 404, code: 'order.not_found' });
    expect(await failure(act(paid.order_id, meera.actor, { action: 'pack' }))).toMatchObject({ status: 403, code: 'order.customer_cancels_only' });
    await act(paid.order_id, adminActor, { action: 'pack' });
    expect(await failure(act(paid.order_id, meera.actor, cancel))).toMatchObject({ status: 409, code: 'order.cancel_too_late' });
    await act(paid.order_id, adminActor, { action: 'ship', carrier: 'India Post', tracking_number: 'EE123456789IN' });
    expect(await failure(act(paid.order_id, adminActor, cancel))).toMatchObject({ status: 409, code: 'order.wrong_status' });
    expect(await meera.balance()).toBe(200_000 - 45_050);
    expect(await stockOf(rudraksha)).toBe(2);
  });

  it('refuses an order the stock cannot cover, holding none of its other products', async () => {
    const kiran = await customer(1_000_000);
    // Pricing reads the stock first and names the field (400); the hold's own refusal (order.out_of_stock) is the decider's, tested there.
    const bulk = await kiran.order({ kind: 'product', items: [{ product_id: rudraksha, quantity: 2 }], shipping });
    expect(await stockOf(rudraksha)).toBe(0);
    expect(await failure(kiran.order({ kind: 'product', items: [{ product_id: yantra, quantity: 1 }, { product_id: rudraksha, quantity: 1 }], shipping }))).toMatchObject({ status: 400 });
    expect(await stockOf(yantra)).toBe(5);
    await act(bulk.order_id, kiran.actor, cancel);
    expect(await stockOf(rudraksha)).toBe(2);
  });

  it('completes a cancel whose request died before the refund: the workflow refunds and gives the stock back, once', async () => {
    const sita = await customer(300_000);
    const paid = await sita.order({ kind: 'product', items: [{ product_id: yantra, quantity: 3 }], shipping });
    expect(await stockOf(yantra)).toBe(2);
    crashNext((stream, events) => stream === walletStreamName(sita.actor.id) && events.some((event) => event.type === 'WalletRefunded'));
    expect(await failure(act(paid.order_id, sita.actor, cancel))).toMatchObject({ message: 'the command service died here' });
    expect((await realStore.readStream(orderStreamName(paid.order_id))).map((event) => event.type)).toEqual(['OrderPlaced', 'OrderPaid', 'OrderCancelled']);
    expect(await sita.balance()).toBe(30_300);
    // The refund is owed: the account cannot be erased until it lands.
    expect(await sita.unsettled()).toEqual({ kind: 'order', id: paid.order_id });

    // A restarted instance: its workflows read the store from the start, then take the due steps (twice: the second finds them done).
    const runners = workflowRunners(realStore, { graceMs: 60_000, tickMs: null, now: () => new Date() }, createLogger('test', 'silent'));
    const feed = new StoreFeed([...new Set(runners.flatMap((runner) => runner.streams))]);
    feeds.push(feed);
    for (const runner of runners) feed.listen(runner.apply);
    await feed.follow(realStore, (error) => {
      throw error;
    });
    // Each step is seen by the next tick once the feed has reached the store's head: the refund, then the stock.
    const tickWhenCaughtUp = async () => {
      const head = await store.committedHeadPosition();
      if (head) await expect.poll(() => feed.seen !== undefined && comparePositions(feed.seen, head) >= 0).toBe(true);
      await Promise.all(runners.map((runner) => runner.tick(new Date())));
    };
    for (let tick = 0; tick < 3; tick += 1) await tickWhenCaughtUp();
    expect(await sita.balance()).toBe(300_000);
    expect(await sita.walletEvents()).toEqual(['WalletAdjusted', 'WalletDebited', 'WalletRefunded']);
    expect(await stockOf(yantra)).toBe(5);
    expect(await sita.unsettled()).toBeUndefined();
  });

  it('keeps an account from erasure while its paid order may still be cancelled and refunded: until it is delivered', async () => {
    const gita = await customer(100_000);
    const paid = await gita.order({ kind: 'product', items: [{ product_id: rudraksha, quantity: 1 }], shipping });
    for (const step of [{ action: 'pack' }, { action: 'ship', carrier: 'India Post', tracking_number: 'EE123456789IN' }] as const) {
      expect(await gita.unsettled()).toEqual({ kind: 'order', id: paid.order_id });
      await act(paid.order_id, adminActor, step);
    }
    expect(await gita.unsettled()).toEqual({ kind: 'order', id: paid.order_id });
    await act(paid.order_id, adminActor, { action: 'deliver' });
    expect(await gita.unsettled()).toBeUndefined();
  });
});
