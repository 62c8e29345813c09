import { randomUUID } from 'node:crypto';
import { WALLET_STREAM_PREFIX, walletStreamName } from '@nakshatra/contracts';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { createLogger } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { commandMetadata } from '../../shared/command-metadata.js';
import { StoreFeed } from '../../shared/store-feed.js';
import { WalletLedger } from '../wallet-ledger.js';
import { PendingRecharges } from './pending-recharges.js';
import { RechargeExpiryTicker } from './recharge-expiry-ticker.js';

const customer = commandMetadata({ id: 'customer', role: 'customer' }, 'recharge-expiry');
const AFTER_MS = 60_000;

/**
 * Unpaid recharges expire against the real PostgreSQL event store, with a one-minute expiry and a
 * clock the test moves: an instance that starts after the recharges were made (a restart) finds
 * them in the store, two instances expiring at once append one event, and a paid one is left alone.
 */
describe('recharge expiry', () => {
  let db: TestDatabase;
  let store: EventStore;
  const ledger = () => new WalletLedger(store);
  const feeds: StoreFeed[] = [];
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'recharge_expiry');
    store = await createEventStore({ databaseUrl: db.url });
  });
  afterAll(async () => {
    await Promise.all(feeds.map((feed) => feed.stop()));
    await store?.close();
    await db?.drop();
  });

  async function startRecharge(userId: string, providerOrderId: string): Promise<string> {
    const rechargeId = randomUUID();
    const command = { type: 'StartRecharge', rechargeId, provider: 'test', providerOrderId, packId: null, offerIds: [], amount: 10_000, bonus: 0, firstRechargeBonus: 0, offerBonus: 0, gstRateBp: 1800, gst: 1_800, total: 11_800 } as const;
    await ledger().execute(userId, { ...command, idempotencyKey: `start-${rechargeId}`, requestHash: 'h' }, customer);
    return rechargeId;
  }

  /** A command-service instance's expiry, started now: it reads the wallets from the store's first event. */
  async function startedInstance(now: () => Date) {
    const feed = new StoreFeed(WALLET_STREAM_PREFIX);
    feeds.push(feed);
    const pending = new PendingRecharges();
    feed.listen(pending.apply);
    await feed.follow(store, (error) => {
      throw error;
    });
    return new RechargeExpiryTicker(ledger(), pending, { afterMs: AFTER_MS, tickMs: null, now }, createLogger('test', 'silent'));
  }

  const eventsOf = async (userId: string) => (await store.readStream(walletStreamName(userId))).map((event) => event.type);

  it('expires, once, the recharges left unpaid past their time, also those made before the instance started', async () => {
    const [asha, ravi] = [randomUUID(), randomUUID()];
    const before = Date.now();
    const unpaid = await startRecharge(asha, 'test_order_unpaid');
    const paid = await startRecharge(ravi, 'test_order_paid');
    await ledger().execute(ravi, { type: 'CreditRecharge', rechargeId: paid, providerOrderId: 'test_order_paid', providerPaymentId: 'pay_1', capturedAmount: null, verifiedBy: 'checkout' }, customer);
    let clock = new Date(before + AFTER_MS - 1);
    const [one, two] = await Promise.all([startedInstance(() => clock), startedInstance(() => clock)]);

    // Not yet: a minute has not passed since either started.
    await one.tickOnce();
    expect(await eventsOf(asha)).toEqual(['WalletRechargeStarted']);

    // Past it, with two instances ticking at once.
    const later = new Date(Date.now() + AFTER_MS);
    clock = later;
    await Promise.all([one.tickOnce(), two.tickOnce()]);

    expect(await eventsOf(asha)).toEqual(['WalletRechargeStarted', 'WalletRechargeExpired']);
    expect(await eventsOf(ravi)).toEqual(['WalletRechargeStarted', 'WalletCredited']);
    const [expired] = (await store.readStream(walletStreamName(asha))).slice(1);
    expect(expired).toMatchObject({ data: { rechargeId: unpaid }, metadata: { actor: { id: 'recharge-expiry', role: 'system' } } });
    expect(Date.parse((expired!.data as { deadline: string }).deadline)).toBeLessThanOrEqual(later.getTime());

    await one.tickOnce();
    expect(await eventsOf(asha)).toEqual(['WalletRechargeStarted', 'WalletRechargeExpired']);
  });

  it('leaves the wallet able to credit an expired recharge once, when its payment arrives after all', async () => {
    const userId = randomUUID();
    const rechargeId = await startRecharge(userId, 'test_order_late');
    await (await startedInstance(() => new Date(Date.now() + AFTER_MS))).tickOnce();
    const credit = { type: 'CreditRecharge', rechargeId, providerOrderId: 'test_order_late', providerPaymentId: 'pay_late', capturedAmount: 11_800 } as const;
    await Promise.all([ledger().execute(userId, { ...credit, verifiedBy: 'checkout' }, customer), ledger().execute(userId, { ...credit, verifiedBy: 'webhook' }, customer)]);
    expect(await eventsOf(userId)).toEqual(['WalletRechargeStarted', 'WalletRechargeExpired', 'WalletCredited']);
    expect((await ledger().state(userId)).balance).toBe(10_000);
  });
});
