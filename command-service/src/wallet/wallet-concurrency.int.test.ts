import { randomUUID } from 'node:crypto';
import { balanceChange, walletStreamName, type WalletEvent } from '@nakshatra/contracts';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { HttpError } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { commandMetadata } from '../shared/command-metadata.js';
import { WalletLedger } from './wallet-ledger.js';

const system = commandMetadata({ id: 'test', role: 'system' }, 'wallet-concurrency');
const keyed = (name: string) => ({ idempotencyKey: `key-${name}`, requestHash: `hash-${name}` });

/**
 * Many writers on one wallet through the real PostgreSQL event store: nothing lost, nothing twice,
 * never below zero. Two ledgers stand for two instances of the command service: each queues its own
 * commands, and the two race each other at the expected revision.
 */
describe('wallet under concurrent commands', () => {
  let db: TestDatabase;
  let store: EventStore;
  let ledger: WalletLedger;
  let otherInstance: WalletLedger;
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'wallet_concurrency');
    store = await createEventStore({ databaseUrl: db.url });
    ledger = new WalletLedger(store);
    otherInstance = new WalletLedger(store);
  });
  afterAll(async () => {
    await store?.close();
    await db?.drop();
  });

  async function startRecharges(userId: string, count: number, amount: number): Promise<string[]> {
    const ids = Array.from({ length: count }, () => randomUUID());
    for (const [index, rechargeId] of ids.entries()) {
      await ledger.execute(
        userId,
        { type: 'StartRecharge', rechargeId, provider: 'test', providerOrderId: `order-${index}`, packId: null, offerIds: [], amount, bonus: 0, firstRechargeBonus: 0, offerBonus: 0, gstRateBp: 0, gst: 0, total: amount, ...keyed(`start-${index}`) },
        system,
      );
    }
    return ids;
  }

  const settle = async (work: Promise<unknown>): Promise<'ok' | 'refused'> => {
    try {
      await work;
      return 'ok';
    } catch (error) {
      if (error instanceof HttpError && error.code === 'wallet.insufficient_balance') return 'refused';
      throw error;
    }
  };

  it('200 concurrent credits and debits end exactly at the expected balance, never below zero', async () => {
    const userId = randomUUID();
    await ledger.execute(userId, { type: 'Adjust', transactionId: randomUUID(), amount: 5_000, reason: 'Opening balance', ...keyed('opening') }, system);
    const recharges = await startRecharges(userId, 100, 100);

    const instance = (index: number) => (index % 2 === 0 ? ledger : otherInstance);
    const debit = (index: number) =>
      instance(index).execute(userId, { type: 'Debit', transactionId: randomUUID(), amount: 150, reason: 'Chat minute', source: { kind: 'session', id: `s-${index}` }, ...keyed(`debit-${index}`) }, system);
    const credit = (rechargeId: string, index: number) =>
      instance(index + 1).execute(userId, { type: 'CreditRecharge', rechargeId, providerOrderId: `order-${index}`, providerPaymentId: `pay-${index}`, capturedAmount: 100, verifiedBy: 'webhook' }, system);
    const outcomes = await Promise.all([...recharges.map((rechargeId, index) => settle(credit(rechargeId, index))), ...recharges.map((_, index) => settle(debit(index)))]);
    const debitOutcomes = outcomes.slice(100);
    const debited = debitOutcomes.filter((outcome) => outcome === 'ok').length;

    const history = (await store.readStream(walletStreamName(userId))) as unknown as WalletEvent[];
    const movements = history.filter((event) => balanceChange(event) !== 0);
    let balance = 0;
    for (const event of movements) {
      balance += balanceChange(event);
      expect((event.data as { balanceAfter: number }).balanceAfter).toBe(balance);
      expect(balance).toBeGreaterThanOrEqual(0);
    }
    expect(history.filter((event) => event.type === 'WalletCredited')).toHaveLength(100);
    expect(history.filter((event) => event.type === 'WalletDebited')).toHaveLength(debited);
    expect(balance).toBe(5_000 + 100 * 100 - debited * 150);
    expect((await ledger.state(userId)).balance).toBe(balance);

    // Every request again, concurrently (retries after a timeout): nothing new is appended.
    await Promise.all([...recharges.map((rechargeId, index) => credit(rechargeId, index)), ...debitOutcomes.flatMap((outcome, index) => (outcome === 'ok' ? [debit(index)] : []))]);
    expect(await store.readStream(walletStreamName(userId))).toHaveLength(history.length);
  }, 120_000);

  it('does not refuse a debit for a balance another instance has already topped up', async () => {
    const userId = randomUUID();
    // otherInstance caches the wallet at ₹0 ...
    await otherInstance.execute(userId, { type: 'Adjust', transactionId: randomUUID(), amount: 1, reason: 'Opening', ...keyed('open') }, system);
    await otherInstance.execute(userId, { type: 'Adjust', transactionId: randomUUID(), amount: -1, reason: 'Opening undone', ...keyed('undo') }, system);
    // ... then the wallet is credited through the other one ...
    await ledger.execute(userId, { type: 'Adjust', transactionId: randomUUID(), amount: 1_000, reason: 'Top-up', ...keyed('top-up') }, system);
    // ... and a debit through the stale one still sees the money.
    const spent = await otherInstance.execute(userId, { type: 'Debit', transactionId: randomUUID(), amount: 600, reason: 'Order', source: { kind: 'order', id: 'o1' }, ...keyed('spend') }, system);
    expect(spent.state.balance).toBe(400);
    expect(spent.attempts).toBeGreaterThan(1);
  });

  it('lets two debits that together exceed the balance both try, and exactly one win', async () => {
    const userId = randomUUID();
    await ledger.execute(userId, { type: 'Adjust', transactionId: randomUUID(), amount: 1_000, reason: 'Opening balance', ...keyed('opening') }, system);
    const spend = (name: string) => settle((name === 'a' ? ledger : otherInstance).execute(userId, { type: 'Debit', transactionId: randomUUID(), amount: 700, reason: 'Order', source: { kind: 'order', id: name }, ...keyed(name) }, system));
    expect((await Promise.all([spend('a'), spend('b')])).sort()).toEqual(['ok', 'refused']);
    expect((await ledger.state(userId)).balance).toBe(300);
  });
});
