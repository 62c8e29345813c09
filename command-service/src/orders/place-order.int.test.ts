import { randomUUID } from 'node:crypto';
import { contentStreamName, orderStreamName, poojaBookingWindow, walletStreamName, type CreateOrder } from '@nakshatra/contracts';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { HttpError } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contentDecider } from '../content/content.decider.js';
import { loadState, runCommand } from '../shared/aggregate-runner.js';
import { commandMetadata } from '../shared/command-metadata.js';
import { crashingStore, type Crash } from '../shared/testing/crashing-store.js';
import { WalletLedger } from '../wallet/wallet-ledger.js';
import { PlaceOrder } from './commands/place-order/place-order.command.js';
import { PlaceOrderHandler } from './commands/place-order/place-order.handler.js';
import { orderIdFor } from './order-id.js';
import { runWorkflowStep, type WorkflowStep } from '../workflows/workflow-steps.js';

/**
 * Placing and paying orders against the real PostgreSQL event store, with the service "dying"
 * between the writes: a retry with the same Idempotency-Key finishes the order and the wallet is
 * debited exactly once.
 */
describe('placing an order paid from the wallet', () => {
  let db: TestDatabase;
  let realStore: EventStore;
  let store: EventStore;
  let crashNext: (when: Crash) => void;
  let handler: PlaceOrderHandler;
  const admin = commandMetadata({ id: 'admin-1', role: 'admin' }, 'place-order-test');
  const productId = randomUUID();
  const poojaId = randomUUID();

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'place_order');
    realStore = await createEventStore({ databaseUrl: db.url });
    ({ store, crashNext } = crashingStore(realStore));
    const ledger = new WalletLedger(store);
    handler = new PlaceOrderHandler(store, ledger);
    const publish = (family: 'products' | 'pooja_booking', id: string, fields: Record<string, unknown>) =>
      runCommand(realStore, contentStreamName(family, id), contentDecider, { type: 'CreateContentItem', family, id, fields: { slug: id, status: 'published', sort_order: 0, ...fields } }, admin);
    await publish('products', productId, { title: 'Shree Yantra', price: 89_900, mrp: 129_900, stock: 25, images: [] });
    await publish('pooja_booking', poojaId, { title: 'Lakshmi Kuber Pooja', price: 210_000, duration_min: 60, temple: 'Kolhapur', benefits: [] });
  });
  afterAll(async () => {
    await realStore?.close();
    await db?.drop();
  });

  /** A customer with `balance` paise in the wallet, and a way to place orders as them. */
  async function customer(balance: number) {
    const userId = randomUUID();
    const meta = commandMetadata({ id: userId, role: 'customer' }, 'place-order-test');
    if (balance > 0) await new WalletLedger(realStore).execute(userId, { type: 'Adjust', transactionId: randomUUID(), amount: balance, reason: 'Opening balance', idempotencyKey: `open-${userId}`, requestHash: 'h' }, admin);
    const place = (request: CreateOrder, idempotencyKey: string, requestHash = `hash-of-${idempotencyKey}`) => handler.execute(new PlaceOrder(userId, request, { idempotencyKey, requestHash }, meta));
    const walletEvents = async () => (await realStore.readStream(walletStreamName(userId))).map((event) => event.type);
    const orderEvents = async (key: string) => (await realStore.readStream(orderStreamName(orderIdFor(userId, key)))).map((event) => event.type);
    return { userId, place, walletEvents, orderEvents };
  }

  const shipping = { name: 'Asha', phone: '9876543210', address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
  const twoYantras: CreateOrder = { kind: 'product', items: [{ product_id: productId, quantity: 2 }], shipping };
  const failure = (work: Promise<unknown>) => work.then(() => undefined, (error: unknown) => error);

  it('finishes paying, once, an order whose service died after the debit', async () => {
    const asha = await customer(500_000);
    crashNext((stream, events) => stream.startsWith('order-') && events.some((event) => event.type === 'OrderPaid'));
    expect(await failure(asha.place(twoYantras, 'key-crash-after-debit'))).toMatchObject({ message: 'the command service died here' });
    expect(await asha.walletEvents()).toEqual(['WalletAdjusted', 'WalletDebited']);
    expect(await asha.orderEvents('key-crash-after-debit')).toEqual(['OrderPlaced']);

    const retry = await asha.place(twoYantras, 'key-crash-after-debit');
    expect(retry).toMatchObject({ created: false, view: { status: 'paid', total: 179_800, balance: 320_200 }, position: expect.any(String) });
    const debit = (await realStore.readStream(walletStreamName(asha.userId)))[1]!;
    expect(retry.view.wallet_transaction_id).toBe((debit.data as { transactionId: string }).transactionId);
    expect(await asha.walletEvents()).toEqual(['WalletAdjusted', 'WalletDebited']);
    expect(await asha.orderEvents('key-crash-after-debit')).toEqual(['OrderPlaced', 'OrderPaid']);
  });

  // The order-settlement workflow gives back the stock of an order left unpaid past the grace; in the
  // same tick the order-payment workflow may record paid one that died after its debit, before the
  // settlement flow has seen it. Its step looks at the order and the wallet itself first.
  it('gives back the stock of an order left unpaid past the grace only if it is still unpaid and undebited', async () => {
    const stock = async () => {
      const product = await loadState(realStore, contentStreamName('products', productId), contentDecider);
      return product.kind === 'live' ? Number(product.fields.stock) : undefined;
    };
    const meera = await customer(500_000);
    crashNext((stream, events) => stream.startsWith('order-') && events.some((event) => event.type === 'OrderPaid'));
    expect(await failure(meera.place(twoYantras, 'key-debited'))).toMatchObject({ message: 'the command service died here' });
    const before = await stock();
    const release = (key: string, userId: string): WorkflowStep => ({ type: 'ReleaseOrderStock', orderId: orderIdFor(userId, key), productIds: [productId], ifUnpaid: true });
    await runWorkflowStep(realStore, release('key-debited', meera.userId));
    expect(await stock()).toBe(before);

    const ravi = await customer(500_000);
    crashNext((stream) => stream === walletStreamName(ravi.userId));
    expect(await failure(ravi.place(twoYantras, 'key-never-debited'))).toBeInstanceOf(Error);
    const held = await stock();
    await runWorkflowStep(realStore, release('key-never-debited', ravi.userId));
    expect(await stock()).toBe(held! + 2);
  });

  it('pays on retry an order whose service died before the debit', async () => {
    const ravi = await customer(500_000);
    crashNext((stream) => stream === walletStreamName(ravi.userId));
    expect(await failure(ravi.place(twoYantras, 'key-crash-before-debit'))).toBeInstanceOf(Error);
    expect(await ravi.walletEvents()).toEqual(['WalletAdjusted']);

    expect(await ravi.place(twoYantras, 'key-crash-before-debit')).toMatchObject({ created: false, view: { status: 'paid', balance: 320_200 } });
    expect(await ravi.walletEvents()).toEqual(['WalletAdjusted', 'WalletDebited']);
  });

  it('makes one order and one debit of concurrent identical requests, and refuses the key for another request', async () => {
    const meera = await customer(500_000);
    const answers = await Promise.all([1, 2, 3].map(() => meera.place(twoYantras, 'key-double-click')));
    expect(answers.map((answer) => answer.created).sort()).toEqual([false, false, true]);
    expect(new Set(answers.map((answer) => answer.view.wallet_transaction_id)).size).toBe(1);
    expect(await meera.walletEvents()).toEqual(['WalletAdjusted', 'WalletDebited']);
    expect(await meera.orderEvents('key-double-click')).toEqual(['OrderPlaced', 'OrderPaid']);

    const reused = await failure(meera.place({ ...twoYantras, items: [{ product_id: productId, quantity: 1 }] }, 'key-double-click', 'another-hash'));
    expect(reused).toBeInstanceOf(HttpError);
    expect(reused).toMatchObject({ status: 422 });
  });

  it('records a refused payment, appends nothing to the wallet, and pays the same order on a retry after a top-up', async () => {
    const kiran = await customer(100_000);
    const booking: CreateOrder = { kind: 'pooja', pooja_id: poojaId, booking: { name: 'Kiran', date: poojaBookingWindow(new Date()).first } };
    const refused = await failure(kiran.place(booking, 'key-too-poor'));
    expect(refused).toMatchObject({ status: 409, balance: 100_000, required: 210_000, message: expect.stringContaining('Insufficient balance') });
    expect(await kiran.orderEvents('key-too-poor')).toEqual(['OrderPlaced', 'OrderPaymentRefused']);
    expect(await kiran.walletEvents()).toEqual(['WalletAdjusted']);

    await new WalletLedger(realStore).execute(kiran.userId, { type: 'Adjust', transactionId: randomUUID(), amount: 200_000, reason: 'Top-up', idempotencyKey: 'top-up', requestHash: 'h' }, admin);
    expect(await kiran.place(booking, 'key-too-poor')).toMatchObject({ created: false, view: { kind: 'pooja', status: 'paid', total: 210_000, balance: 90_000 } });
    expect(await kiran.orderEvents('key-too-poor')).toEqual(['OrderPlaced', 'OrderPaymentRefused', 'OrderPaid']);
  });
});
