import { randomUUID } from 'node:crypto';
import {
  astrologerAccountStreamName,
  astrologerStreamName,
  customerChatStreamName,
  orderStreamName,
  walletStreamName,
  type OrderPlaced,
} from '@nakshatra/contracts';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { createLogger } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { astrologerAccountDecider } from '../astrologers/astrologer-account.decider.js';
import { customerChatDecider } from '../chat/customer-chat.decider.js';
import { reserveSlug } from '../content/content-slugs.js';
import { orderDebit } from '../orders/order-debit.js';
import { orderDecider } from '../orders/order.decider.js';
import { runCommand } from '../shared/aggregate-runner.js';
import { commandMetadata, eventMetadata } from '../shared/command-metadata.js';
import { StoreFeed } from '../shared/store-feed.js';
import { WalletLedger } from '../wallet/wallet-ledger.js';
import type { StepRunner } from './workflow-runner.js';
import { workflowRunners } from './workflows.module.js';

const GRACE_MS = 60_000;
const customer = commandMetadata({ id: 'customer', role: 'customer' }, 'workflows-test');
const admin = commandMetadata({ id: 'admin', role: 'admin' }, 'workflows-test');

/**
 * Each flow across streams left half done — the first write made, the request dead before the
 * second (what a kill -9 does) — against the real PostgreSQL event store: an instance that starts
 * afterwards (a restart) finds it in the store and completes or compensates it, once, whichever of
 * two instances gets there, and leaves completed flows alone.
 */
describe('workflows', () => {
  let db: TestDatabase;
  let store: EventStore;
  const feeds: StoreFeed[] = [];
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'workflows');
    store = await createEventStore({ databaseUrl: db.url });
  });
  afterAll(async () => {
    await Promise.all(feeds.map((feed) => feed.stop()));
    await store?.close();
    await db?.drop();
  });

  /** A command-service instance's workflows, started now: they read the store from its first event. */
  async function startedInstance(): Promise<StepRunner[]> {
    const runners = workflowRunners(store, { graceMs: GRACE_MS, tickMs: null, now: () => new Date() }, createLogger('test', 'silent'));
    const feed = new StoreFeed([...new Set(runners.flatMap((runner) => runner.streams))]);
    feeds.push(feed);
    for (const runner of runners) feed.listen(runner.apply);
    await feed.follow(store, (error) => {
      throw error;
    });
    return runners;
  }
  const tickAll = (runners: readonly StepRunner[], at: Date) => Promise.all(runners.map((runner) => runner.tick(at)));
  const typesIn = async (stream: string) => (await store.readStream(stream)).map((event) => event.type);
  const afterGrace = () => new Date(Date.now() + GRACE_MS + 1_000);

  it('releases a slug whose item was never created, and keeps one whose item was', async () => {
    const orphan = randomUUID();
    const kept = randomUUID();
    await reserveSlug(store, 'blog', `orphan-${orphan}`, orphan, admin);
    await reserveSlug(store, 'blog', `kept-${kept}`, kept, admin);
    await store.appendToStream(`content.blog-${kept}`, [{ id: randomUUID(), type: 'BlogCreated', data: { id: kept, family: 'blog', fields: { title: 'Kept', slug: `kept-${kept}` } }, metadata: eventMetadata(admin, new Date()) }], {
      expectedRevision: 'no_stream',
    });

    const [one, two] = await Promise.all([startedInstance(), startedInstance()]);
    await tickAll(one, new Date());
    expect(await typesIn(`slug.blog-orphan-${orphan}`)).toEqual(['SlugReserved']);
    await Promise.all([tickAll(one, afterGrace()), tickAll(two, afterGrace())]);
    expect(await typesIn(`slug.blog-orphan-${orphan}`)).toEqual(['SlugReserved', 'SlugReleased']);
    expect(await typesIn(`slug.blog-kept-${kept}`)).toEqual(['SlugReserved']);
    // Free again: another item takes it.
    await reserveSlug(store, 'blog', `orphan-${orphan}`, randomUUID(), admin);
  });

  it('gives back an astrologer link whose application never came, and the next application links afresh', async () => {
    const [orphan, applicant] = [randomUUID(), randomUUID()];
    await runCommand(store, astrologerAccountStreamName(orphan), astrologerAccountDecider, { type: 'LinkAstrologer', userId: orphan, astrologerId: randomUUID() }, customer);
    const appliedId = randomUUID();
    await runCommand(store, astrologerAccountStreamName(applicant), astrologerAccountDecider, { type: 'LinkAstrologer', userId: applicant, astrologerId: appliedId }, customer);
    await store.appendToStream(astrologerStreamName(appliedId), [{ id: randomUUID(), type: 'AstrologerApplied', data: { astrologerId: appliedId, userId: applicant }, metadata: eventMetadata(customer, new Date()) }], {
      expectedRevision: 'no_stream',
    });

    await tickAll(await startedInstance(), afterGrace());
    expect(await typesIn(astrologerAccountStreamName(orphan))).toEqual(['AstrologerAccountLinked', 'AstrologerAccountUnlinked']);
    expect(await typesIn(astrologerAccountStreamName(applicant))).toEqual(['AstrologerAccountLinked']);
    const relinked = await runCommand(store, astrologerAccountStreamName(orphan), astrologerAccountDecider, { type: 'LinkAstrologer', userId: orphan, astrologerId: 'a-new' }, customer);
    expect(relinked.state.astrologerId).toBe('a-new');
  });

  it("records an order paid whose wallet was debited by a request that died before saying so, and debits nothing again", async () => {
    const userId = randomUUID();
    const ledger = new WalletLedger(store);
    await ledger.execute(userId, { type: 'Adjust', transactionId: randomUUID(), amount: 2_000_00, reason: 'Test balance', idempotencyKey: `adjust-${userId}`, requestHash: 'h' }, admin);
    const orderId = randomUUID();
    const order: OrderPlaced = {
      orderId,
      userId,
      kind: 'product',
      lines: [{ itemId: randomUUID(), title: 'Rudraksha mala', unitPrice: 1_499_00, quantity: 1, amount: 1_499_00 }],
      total: 1_499_00,
      shipping: { name: 'Asha', phone: '9876543210', addressLine: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      idempotencyKey: 'order-key',
      requestHash: 'order-hash',
    };
    await runCommand(store, orderStreamName(orderId), orderDecider, { type: 'PlaceOrder', order }, customer);
    await ledger.execute(userId, orderDebit(order, randomUUID()), customer);

    await tickAll(await startedInstance(), new Date());
    expect(await typesIn(orderStreamName(orderId))).toEqual(['OrderPlaced', 'OrderPaid']);
    expect((await typesIn(walletStreamName(userId))).filter((type) => type === 'WalletDebited')).toHaveLength(1);
  });

  it('gives back a free chat claimed for a session that was never requested', async () => {
    const userId = randomUUID();
    await runCommand(store, customerChatStreamName(userId), customerChatDecider, { type: 'ClaimFreeChat', sessionId: randomUUID() }, customer);

    await tickAll(await startedInstance(), afterGrace());
    expect(await typesIn(customerChatStreamName(userId))).toEqual(['FreeChatClaimed', 'FreeChatReleased']);
  });
});

