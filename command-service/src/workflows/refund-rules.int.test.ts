import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { astrologerEarningsStreamName, chatStreamName, walletStreamName, type CreateChatSession, type WalletRefunded } from '@nakshatra/contracts';
import { comparePositions, createEventStore, type EventStore } from '@nakshatra/event-store';
import { createLogger } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedOnlineAstrologer } from '../astrologers/seed-online-astrologer.js';
import { testApplication } from '../astrologers/testing/test-application.js';
import { ChatFeed } from '../chat/chat-feed.js';
import { ChatSessions } from '../chat/chat-sessions.js';
import { ChatTicker } from '../chat/chat-ticker.js';
import { OpenChats } from '../chat/open-chats.js';
import { callSideKey, MemoryChatPresence } from '../chat/realtime/chat-presence.js';
import { foldStream } from '../shared/aggregate-runner.js';
import { commandMetadata } from '../shared/command-metadata.js';
import { StoreFeed } from '../shared/store-feed.js';
import { unsettledMoneyOf } from '../users/commands/erase-user/unsettled-money.js';
import { WalletLedger } from '../wallet/wallet-ledger.js';
import { walletDecider } from '../wallet/wallet.decider.js';
import { refundRulesWorkflow } from './refund-rules.workflow.js';
import { runWorkflowStep } from './workflow-steps.js';
import { WorkflowRunner } from './workflow-runner.js';

const PRICE = 20_00;
const CALL_PRICE = 30_00;

/** The projections' own command-line tools, built by `tsc -b`: `npm run projections -- rebuild --all` and `npm run audit:wallets`. */
const projectionsCli = fileURLToPath(new URL('../../../projections/dist/cli/main.js', import.meta.url));
const auditCli = fileURLToPath(new URL('../../../projections/dist/cli/audit-wallets.js', import.meta.url));

/**
 * Automatic refund rules applied from events (docs/refund-rules.md) against the real PostgreSQL
 * store: chats and calls run by the chat service with a clock the test moves, the refund-rules
 * workflow run as the command service runs it (a feed over the store from its first event, then
 * ticks), restarted and doubled; then the projections rebuilt and `audit:wallets` run.
 */
describe('automatic refund rules', () => {
  let db: TestDatabase;
  let store: EventStore;
  // After the rules came into force (REFUND_RULES' inForceFrom).
  let clock = new Date('2026-11-28T10:00:00.000Z');
  const config = { commissionBp: 3000, tickMs: 5000, now: () => clock };
  const advance = (seconds: number) => void (clock = new Date(clock.getTime() + seconds * 1000));
  const admin = commandMetadata({ id: 'admin-1', role: 'admin' }, 'refund-rules-test');
  const presence = new MemoryChatPresence();
  const logger = createLogger('refund-rules-test', 'silent');
  let chat: { sessions: ChatSessions; ticker: ChatTicker; feed: ChatFeed; open: OpenChats };
  /** Every workflow feed started, to stop at the end. */
  const workflowFeeds: StoreFeed[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'refund_rules');
    store = await createEventStore({ databaseUrl: db.url });
    const open = new OpenChats();
    const feed = new ChatFeed();
    feed.listen(open.apply);
    const sessions = new ChatSessions(store, new WalletLedger(store), config, open);
    await feed.follow(store, (error) => {
      throw error;
    });
    chat = { sessions, feed, open, ticker: new ChatTicker(sessions, open, presence, config, logger) };
  });
  afterAll(async () => {
    await Promise.all(workflowFeeds.map((feed) => feed.stop()));
    await chat?.feed.stop();
    await store?.close();
    await db?.drop();
  });

  /** An instance of the workflow as a (re)started command service runs it: the store read from its first event, then followed. */
  async function startWorkflow() {
    const runner = new WorkflowRunner(refundRulesWorkflow, (step) => runWorkflowStep(store, step), logger);
    const feed = new StoreFeed(runner.streams);
    feed.listen(runner.apply);
    await feed.follow(store, (error) => {
      throw error;
    });
    workflowFeeds.push(feed);
    return { runner, feed };
  }

  /** Ticks the instances until their feeds have seen the store's head and a tick wrote nothing: the flows are as far as they go. */
  async function settle(...instances: Awaited<ReturnType<typeof startWorkflow>>[]) {
    for (let pass = 0; pass < 20; pass += 1) {
      const head = await store.committedHeadPosition();
      await expect.poll(() => instances.every(({ feed }) => head === undefined || (feed.seen !== undefined && comparePositions(feed.seen, head) >= 0))).toBe(true);
      await Promise.all(instances.map(({ runner }) => runner.tick(clock)));
      const after = await store.committedHeadPosition();
      if (head && after && comparePositions(after, head) === 0) return;
    }
    throw new Error('The workflow kept writing.');
  }

  async function astrologer() {
    const application = testApplication({ profile: { pricePerMin: PRICE, callPricePerMin: CALL_PRICE } });
    await seedOnlineAstrologer(store, application, admin);
    return { astrologerId: application.astrologerId, userId: application.userId, meta: commandMetadata({ id: application.userId, role: 'astrologer' }, 'refund-rules-test') };
  }

  /** A customer with money who has had their free first consultation (a withdrawn request gives it back, so one accepted and ended). */
  async function customer(balance: number, ravi: Awaited<ReturnType<typeof astrologer>>) {
    const userId = randomUUID();
    const meta = commandMetadata({ id: userId, role: 'customer' }, 'refund-rules-test');
    await new WalletLedger(store).execute(userId, { type: 'Adjust', transactionId: randomUUID(), amount: balance, reason: 'Opening balance', idempotencyKey: `open-${userId}`, requestHash: 'h' }, admin);
    const free = await chat.sessions.request(userId, body(ravi.astrologerId), meta);
    await chat.sessions.answer(ravi.userId, free.chat.request.sessionId, { action: 'accept' }, ravi.meta);
    await chat.sessions.end(userId, free.chat.request.sessionId, meta);
    const walletEvents = async () => store.readStream(walletStreamName(userId));
    return {
      userId,
      meta,
      /** What an erasure of the account would wait for (docs/users.md). */
      unsettled: async () => {
        const events = await walletEvents();
        return unsettledMoneyOf(store, foldStream(events, walletDecider), events);
      },
      balance: async () => (await new WalletLedger(store).state(userId)).balance,
      refunds: async () => (await walletEvents()).filter((event) => event.type === 'WalletRefunded').map((event) => event.data as WalletRefunded),
    };
  }

  const body = (astrologerId: string, channel: 'chat' | 'call' = 'chat'): CreateChatSession => ({ astrologer_id: astrologerId, channel, intake: { name: 'Asha', birth_date: '1990-04-01', birth_place: 'Pune' } });
  const eventsOf = async (stream: string, type: string) => (await store.readStream(stream)).filter((event) => event.type === type).map((event) => event.data);

  /** A paid chat of three billed minutes in which only the customer writes, unless the astrologer `replies`. */
  async function paidChat(ravi: Awaited<ReturnType<typeof astrologer>>, asha: Awaited<ReturnType<typeof customer>>, replies: boolean, onAir?: (sessionId: string) => Promise<void>) {
    const { chat: requested } = await chat.sessions.request(asha.userId, body(ravi.astrologerId), asha.meta);
    const sessionId = requested.request.sessionId;
    await chat.sessions.answer(ravi.userId, sessionId, { action: 'accept' }, ravi.meta);
    await onAir?.(sessionId);
    await chat.sessions.sendMessage(asha.userId, sessionId, 'Namaste, are you there?', asha.meta);
    advance(30);
    if (replies) await chat.sessions.sendMessage(ravi.userId, sessionId, 'Namaste, Asha', ravi.meta);
    advance(100);
    await chat.sessions.end(asha.userId, sessionId, asha.meta);
    return sessionId;
  }

  it('refunds in full, exactly once, a paid chat the astrologer said nothing in for two billed minutes; restarts and a second instance change nothing', async () => {
    const ravi = await astrologer();
    const asha = await customer(50 * PRICE, ravi);
    const opening = await asha.balance();
    const first = await startWorkflow();

    const sessionId = await paidChat(ravi, asha, false);
    expect(await asha.balance()).toBe(opening - 3 * PRICE);
    // Ended, its refund still to pay: the account cannot be erased until it lands.
    expect(await asha.unsettled()).toEqual({ kind: 'consultation', id: sessionId });
    await settle(first);
    expect(await asha.unsettled()).toBeUndefined();

    expect(await asha.balance()).toBe(opening);
    const refunds = await asha.refunds();
    expect(refunds).toHaveLength(3);
    expect(refunds.every((refund) => refund.rule === 'astrologer_silent' && refund.amount === PRICE && refund.source.id === sessionId)).toBe(true);
    expect(refunds[0]!.reason).toBe('Automatic refund: the astrologer did not reply in the first 2 minutes');
    // The astrologer's 70% of each minute is taken back; the session says what a rule returned and from whom.
    const reversals = await eventsOf(astrologerEarningsStreamName(ravi.astrologerId), 'AstrologerEarningReversed');
    expect(reversals).toHaveLength(3);
    expect(reversals.map((reversal) => (reversal as { amount: number }).amount)).toEqual([14_00, 14_00, 14_00]);
    expect(await eventsOf(chatStreamName(sessionId), 'ChatRefundedByRule')).toEqual([{ rule: 'astrologer_silent', amount: 3 * PRICE, astrologerEarning: 42_00, commission: 18_00, refundedAt: expect.any(String) }]);

    // A restarted service replays the whole store; two instances tick at once: nothing more is written.
    const head = await store.committedHeadPosition();
    const restarted = await startWorkflow();
    const second = await startWorkflow();
    await settle(restarted, second, first);
    expect(await store.committedHeadPosition()).toEqual(head);
    expect(await asha.refunds()).toHaveLength(3);
  });

  it('refunds a silent chat once when two instances see its end at the same moment', async () => {
    const ravi = await astrologer();
    const asha = await customer(50 * PRICE, ravi);
    const opening = await asha.balance();
    const instances = [await startWorkflow(), await startWorkflow()];
    await paidChat(ravi, asha, false);
    await settle(...instances);
    expect(await asha.refunds()).toHaveLength(3);
    expect(await asha.balance()).toBe(opening);
  });

  it('does not refund a chat the astrologer answered in time', async () => {
    const ravi = await astrologer();
    const asha = await customer(50 * PRICE, ravi);
    const opening = await asha.balance();
    const instance = await startWorkflow();
    const sessionId = await paidChat(ravi, asha, true, async (onAir) => expect(await asha.unsettled()).toEqual({ kind: 'consultation', id: onAir }));
    // Over, and no rule gives anything back: nothing keeps the account from erasure.
    expect(await asha.unsettled()).toBeUndefined();
    await settle(instance);
    expect(await asha.refunds()).toEqual([]);
    expect(await asha.balance()).toBe(opening - 3 * PRICE);
    expect(await eventsOf(chatStreamName(sessionId), 'ChatRefundedByRule')).toEqual([]);
  });

  it('does not bill a call whose connection was lost within its first minute', async () => {
    const ravi = await astrologer();
    const asha = await customer(50 * CALL_PRICE, ravi);
    const opening = await asha.balance();
    const instance = await startWorkflow();
    const { chat: requested } = await chat.sessions.request(asha.userId, body(ravi.astrologerId, 'call'), asha.meta);
    const sessionId = requested.request.sessionId;
    await chat.sessions.answer(ravi.userId, sessionId, { action: 'accept' }, ravi.meta);
    const beat = (side: 'customer' | 'astrologer') => presence.seen(callSideKey(sessionId, side), clock);
    await beat('customer');
    await beat('astrologer');
    await chat.sessions.reportMediaConnected(asha.userId, sessionId, true, asha.meta);
    await chat.sessions.reportMediaConnected(ravi.userId, sessionId, true, ravi.meta);
    expect(await asha.balance()).toBe(opening - CALL_PRICE);
    // Both beat for 20 s; then the customer's network goes, and the astrologer's a little later.
    advance(20);
    await beat('customer');
    advance(5);
    await beat('astrologer');
    advance(30);
    await expect.poll(() => chat.open.stateOf(sessionId)?.connectedAt).toBeTruthy();
    await chat.ticker.tickOnce();
    expect(await eventsOf(chatStreamName(sessionId), 'ChatEnded')).toMatchObject([{ reason: 'connection_lost', lostSide: 'customer', durationSeconds: 20 }]);

    await settle(instance);
    expect(await asha.balance()).toBe(opening);
    expect(await asha.refunds()).toMatchObject([{ rule: 'lost_first_minute', amount: CALL_PRICE, source: { kind: 'session', id: sessionId } }]);
  });

  it('leaves every wallet reconciled: audit:wallets agrees after the projections are rebuilt', () => {
    const env = { ...process.env, DATABASE_URL: db.url };
    execFileSync('node', [projectionsCli, 'rebuild', '--all'], { env, stdio: 'ignore' });
    const out = execFileSync('node', [auditCli], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(out).toContain('OK: every balance matches');
  });
});
