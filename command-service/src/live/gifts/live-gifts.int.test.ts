import { randomUUID } from 'node:crypto';
import {
  astrologerEarningsStreamName,
  contentStreamName,
  giftStreamName,
  liveStreamName,
  walletStreamName,
  type AstrologerGiftEarned,
  type LiveGiftSent,
  type WalletDebited,
} from '@nakshatra/contracts';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { untilCommittedReadable } from '@nakshatra/event-store/testing';
import { createLogger, HttpError } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedOnlineAstrologer } from '../../astrologers/seed-online-astrologer.js';
import { testApplication } from '../../astrologers/testing/test-application.js';
import { contentDecider } from '../../content/content.decider.js';
import { foldStream, runCommand } from '../../shared/aggregate-runner.js';
import { commandMetadata } from '../../shared/command-metadata.js';
import { crashingStore, type Crash } from '../../shared/testing/crashing-store.js';
import { StoreFeed } from '../../shared/store-feed.js';
import { unsettledMoneyOf } from '../../users/commands/erase-user/unsettled-money.js';
import { WalletLedger } from '../../wallet/wallet-ledger.js';
import { walletDecider } from '../../wallet/wallet.decider.js';
import type { StepRunner } from '../../workflows/workflow-runner.js';
import { workflowRunners } from '../../workflows/workflows.module.js';
import { liveSessionDecider } from '../sessions/live-session.decider.js';
import { giftIdFor, LiveGifts } from './live-gifts.js';

const GRACE_MS = 60_000;
const COMMISSION_BP = 3000;
const ROSE_PRICE = 21_00;
const admin = commandMetadata({ id: randomUUID(), role: 'admin' }, 'live-gifts-test');

/**
 * Gifts on air against the real PostgreSQL event store: the money moves exactly once however the
 * request is retried or raced, a refusal appends nothing, and a request that "dies" between its
 * writes (the crashing store) ends completed or compensated by the live-gift workflow of an
 * instance started afterwards, as after a restart.
 */
describe('live gifts', () => {
  let db: TestDatabase;
  let realStore: EventStore;
  /**
   * Every event in the store, once what was committed before now is readable: another test file's
   * open transaction on the server can hold the visible head back (docs/event-store.md).
   */
  const eventsWritten = async () => {
    await untilCommittedReadable(realStore);
    return realStore.countAfter(undefined);
  };
  let crashNext: (when: Crash) => void;
  let gifts: LiveGifts;
  const rose = randomUUID();
  const retired = randomUUID();
  let live: { sessionId: string; astrologerId: string; astrologerUserId: string };
  const feeds: StoreFeed[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'live_gifts');
    realStore = await createEventStore({ databaseUrl: db.url });
    const crashing = crashingStore(realStore);
    crashNext = crashing.crashNext;
    gifts = new LiveGifts(crashing.store, new WalletLedger(crashing.store), COMMISSION_BP, () => new Date());
    const publish = (id: string, status: 'published' | 'draft', title: string) =>
      runCommand(realStore, contentStreamName('gift', id), contentDecider, { type: 'CreateContentItem', family: 'gift', id, fields: { title, slug: id, status, sort_order: 0, title_hi: 'गुलाब', emoji: '🌹', price: ROSE_PRICE } }, admin);
    await publish(rose, 'published', 'Rose');
    await publish(retired, 'draft', 'Old rose');
    live = await sessionOnAir();
  });
  afterAll(async () => {
    await Promise.all(feeds.map((feed) => feed.stop()));
    await realStore?.close();
    await db?.drop();
  });

  /** An approved astrologer's session, scheduled "now" and started. */
  async function sessionOnAir(start = true) {
    const application = testApplication({ profile: { name: 'Pandit Ravi Shastri' } });
    await seedOnlineAstrologer(realStore, application, admin);
    const sessionId = randomUUID();
    const session = { sessionId, astrologerId: application.astrologerId, astrologerUserId: application.userId, title: 'Gifts evening', topic: 'Career' };
    const meta = commandMetadata({ id: application.userId, role: 'astrologer' }, 'live-gifts-test');
    await runCommand(realStore, liveStreamName(sessionId), liveSessionDecider, { type: 'Schedule', session, startsAt: 'now', at: new Date() }, meta);
    if (start) await runCommand(realStore, liveStreamName(sessionId), liveSessionDecider, { type: 'Start', userId: application.userId, mediaRoomId: null, at: new Date() }, meta);
    return { sessionId, astrologerId: application.astrologerId, astrologerUserId: application.userId };
  }

  /** A customer with `balance` paise, and a way to send gifts as them. */
  async function customer(balance: number) {
    const userId = randomUUID();
    const meta = commandMetadata({ id: userId, role: 'customer' }, 'live-gifts-test');
    if (balance > 0) await new WalletLedger(realStore).execute(userId, { type: 'Adjust', transactionId: randomUUID(), amount: balance, reason: 'Opening balance', idempotencyKey: `open-${userId}`, requestHash: 'h' }, admin);
    const send = (key: string, giftId = rose, sessionId = live.sessionId) => gifts.send(userId, sessionId, giftId, { idempotencyKey: key, requestHash: `hash-${giftId}-${sessionId}` }, meta);
    const debits = async () => (await realStore.readStream(walletStreamName(userId))).filter((event) => event.type === 'WalletDebited').map((event) => event.data as WalletDebited);
    const balanceNow = async () => (await new WalletLedger(realStore).state(userId)).balance;
    /** What an erasure of the account would wait for (docs/users.md). */
    const unsettled = async () => {
      const events = await realStore.readStream(walletStreamName(userId));
      return unsettledMoneyOf(realStore, foldStream(events, walletDecider), events);
    };
    return { userId, meta, send, debits, balanceNow, unsettled };
  }

  const refusalOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'ok',
      (error: unknown) => (error instanceof HttpError ? `${error.status} ${error.code}` : String(error)),
    );
  const giftEarnings = async (astrologerId = live.astrologerId) =>
    (await realStore.readStream(astrologerEarningsStreamName(astrologerId))).filter((event) => event.type === 'AstrologerGiftEarned').map((event) => event.data as AstrologerGiftEarned);
  const typesIn = async (stream: string) => (await realStore.readStream(stream)).map((event) => event.type);

  it('debits the sender, records the gift on air and credits the astrologer the price less the commission', async () => {
    const asha = await customer(100_00);
    const { view, created } = await asha.send('gift-key-0001');
    expect(created).toBe(true);
    expect(view).toMatchObject({ session_id: live.sessionId, gift: { id: rose, name: 'Rose', name_hi: 'गुलाब', emoji: '🌹', price: ROSE_PRICE }, balance: 100_00 - ROSE_PRICE });
    // A customer with no name and no phone on record (the live chat's naming).
    expect(view.sender_name).toBe('Viewer');
    expect(await asha.debits()).toEqual([expect.objectContaining({ amount: ROSE_PRICE, source: { kind: 'gift', id: view.id }, reason: 'Live gift 🌹 Rose to Pandit Ravi Shastri', transactionId: view.wallet_transaction_id })]);
    const [recorded] = (await realStore.readStream(giftStreamName(view.id))).map((event) => event.data as LiveGiftSent);
    expect(recorded).toMatchObject({ sessionId: live.sessionId, astrologerId: live.astrologerId, senderUserId: asha.userId, price: ROSE_PRICE, commission: 6_30, astrologerEarning: 14_70 });
    expect((await giftEarnings()).filter((earning) => earning.giftId === view.id)).toEqual([
      { giftId: view.id, sessionId: live.sessionId, gross: ROSE_PRICE, commission: 6_30, amount: 14_70, walletTransactionId: view.wallet_transaction_id },
    ]);
  });

  it('answers a retry with the same Idempotency-Key as the first time, debiting once; the key for another request is refused', async () => {
    const ravi = await customer(100_00);
    const first = await ravi.send('gift-key-retry');
    const again = await ravi.send('gift-key-retry');
    expect(again.created).toBe(false);
    expect(again.view).toEqual(first.view);
    expect(await ravi.debits()).toHaveLength(1);
    expect(await ravi.balanceNow()).toBe(100_00 - ROSE_PRICE);
    const other = await sessionOnAir();
    expect(await refusalOf(ravi.send('gift-key-retry', rose, other.sessionId))).toBe('422 idempotency.key_reused');
    // Two racing copies of one request meet at the same debit and the same gift.
    const both = await Promise.all([ravi.send('gift-key-race'), ravi.send('gift-key-race')]);
    expect(both[0].view).toEqual(both[1].view);
    expect(await ravi.debits()).toHaveLength(2);
  });

  it('refuses a gift the wallet cannot pay, appending nothing', async () => {
    const poor = await customer(ROSE_PRICE - 1);
    const before = await eventsWritten();
    expect(await refusalOf(poor.send('gift-key-poor'))).toBe('409 wallet.insufficient_balance');
    expect(await eventsWritten()).toBe(before);
  });

  it('refuses, appending nothing: a session not on air, the astrologer gifting themselves, a retired or unknown gift, an unknown session', async () => {
    const asha = await customer(100_00);
    const scheduled = await sessionOnAir(false);
    const before = await eventsWritten();
    expect(await refusalOf(asha.send('k-scheduled', rose, scheduled.sessionId))).toBe('409 live.not_started');
    expect(await refusalOf(asha.send('k-retired', retired))).toBe('404 live.gift_not_found');
    expect(await refusalOf(asha.send('k-unknown', randomUUID()))).toBe('404 live.gift_not_found');
    expect(await refusalOf(asha.send('k-nosession', rose, randomUUID()))).toBe('404 live.not_found');
    const self = await gifts.send(live.astrologerUserId, live.sessionId, rose, { idempotencyKey: 'k-self', requestHash: 'h' }, admin).then(
      () => 'ok',
      (error: HttpError) => error.code,
    );
    expect(self).toBe('live.gift_to_yourself');
    expect(await eventsWritten()).toBe(before);
    const ended = await sessionOnAir();
    await runCommand(realStore, liveStreamName(ended.sessionId), liveSessionDecider, { type: 'End', ended: { by: 'admin', reason: null }, userId: null, at: new Date() }, admin);
    expect(await refusalOf(asha.send('k-ended', rose, ended.sessionId))).toBe('409 live.ended');
  });

  it('spends a balance exactly under concurrency: of 12 gifts at once, the 5 it covers go through', async () => {
    const session = await sessionOnAir();
    const rich = await customer(5 * ROSE_PRICE);
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => refusalOf(rich.send(`gift-burst-${index}`, rose, session.sessionId))));
    expect(results.filter((result) => result === 'ok')).toHaveLength(5);
    expect(results.filter((result) => result === '409 wallet.insufficient_balance')).toHaveLength(7);
    expect(await rich.balanceNow()).toBe(0);
    expect(await rich.debits()).toHaveLength(5);
    const earned = await giftEarnings(session.astrologerId);
    expect(earned).toHaveLength(5);
    expect(earned.reduce((sum, earning) => sum + earning.amount + earning.commission, 0)).toBe(5 * ROSE_PRICE);
  });

  describe('a request that dies between its writes', () => {
    /** A command-service instance's workflows, started now: they read the store from its first event. */
    async function startedInstance(): Promise<StepRunner[]> {
      const runners = workflowRunners(realStore, { graceMs: GRACE_MS, tickMs: null, now: () => new Date() }, createLogger('test', 'silent'));
      const feed = new StoreFeed([...new Set(runners.flatMap((runner) => runner.streams))]);
      feeds.push(feed);
      for (const runner of runners) feed.listen(runner.apply);
      await feed.follow(realStore, (error) => {
        throw error;
      });
      return runners;
    }
    const tickAll = (runners: readonly StepRunner[], at: Date) => Promise.all(runners.map((runner) => runner.tick(at)));
    const afterGrace = () => new Date(Date.now() + GRACE_MS + 1_000);

    it('after the debit: a retry with the same key puts the gift on air, debited once', async () => {
      const asha = await customer(100_00);
      const giftId = giftIdFor(asha.userId, 'gift-crash-retry');
      crashNext((stream) => stream === giftStreamName(giftId));
      expect(await refusalOf(asha.send('gift-crash-retry'))).toContain('died');
      expect(await asha.balanceNow()).toBe(100_00 - ROSE_PRICE);
      const { view } = await asha.send('gift-crash-retry');
      expect(view.id).toBe(giftId);
      expect(await asha.debits()).toHaveLength(1);
      expect((await giftEarnings()).filter((earning) => earning.giftId === giftId)).toHaveLength(1);
    });

    it('after the debit, never retried: voided after the grace and the money refunded, once, whichever of two instances gets there', async () => {
      const asha = await customer(100_00);
      const giftId = giftIdFor(asha.userId, 'gift-crash-lost');
      crashNext((stream) => stream === giftStreamName(giftId));
      expect(await refusalOf(asha.send('gift-crash-lost'))).toContain('died');
      // Debited, never on air: the refund to come keeps the account from erasure.
      expect(await asha.unsettled()).toEqual({ kind: 'gift', id: giftId });
      const [one, two] = await Promise.all([startedInstance(), startedInstance()]);
      await tickAll(one!, new Date());
      expect(await typesIn(giftStreamName(giftId))).toEqual([]);
      // The void, then (on the next tick, once the feed has brought it) the refund.
      const tickedBalance = async () => {
        await Promise.all([tickAll(one!, afterGrace()), tickAll(two!, afterGrace())]);
        return asha.balanceNow();
      };
      await expect.poll(tickedBalance, { timeout: 30_000 }).toBe(100_00);
      expect(await typesIn(giftStreamName(giftId))).toEqual(['LiveGiftVoided']);
      expect(await asha.balanceNow()).toBe(100_00);
      expect(await asha.unsettled()).toBeUndefined();
      expect((await realStore.readStream(walletStreamName(asha.userId))).filter((event) => event.type === 'WalletRefunded')).toHaveLength(1);
      expect((await giftEarnings()).filter((earning) => earning.giftId === giftId)).toEqual([]);
      // The same key again cannot put the refunded gift on air.
      expect(await refusalOf(asha.send('gift-crash-lost'))).toBe('409 live.gift_voided');
    });

    it('after the gift went on air, before the credit: the astrologer is credited at once, once', async () => {
      const asha = await customer(100_00);
      const giftId = giftIdFor(asha.userId, 'gift-crash-credit');
      crashNext((stream) => stream === astrologerEarningsStreamName(live.astrologerId));
      expect(await refusalOf(asha.send('gift-crash-credit'))).toContain('died');
      expect(await typesIn(giftStreamName(giftId))).toEqual(['LiveGiftSent']);
      // On air: the money is the astrologer's, nothing comes back to the sender.
      expect(await asha.unsettled()).toBeUndefined();
      const [one, two] = await Promise.all([startedInstance(), startedInstance()]);
      await Promise.all([tickAll(one!, new Date()), tickAll(two!, new Date())]);
      expect((await giftEarnings()).filter((earning) => earning.giftId === giftId)).toEqual([expect.objectContaining({ gross: ROSE_PRICE, amount: 14_70, commission: 6_30 })]);
      expect(await asha.debits()).toHaveLength(1);
    });
  });
});
