import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  astrologerEarningsStreamName,
  supportTicketStreamName,
  walletStreamName,
  type AstrologerEarningReversed,
  type CreateChatSession,
  type UpdateSupportTicket,
  type WalletDebited,
  type WalletRefunded,
} from '@nakshatra/contracts';
import { comparePositions, createEventStore, type EventStore, type Position } from '@nakshatra/event-store';
import { createLogger } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedOnlineAstrologer } from '../astrologers/seed-online-astrologer.js';
import { testApplication } from '../astrologers/testing/test-application.js';
import { ChatFeed } from '../chat/chat-feed.js';
import { ChatSessions } from '../chat/chat-sessions.js';
import { OpenChats } from '../chat/open-chats.js';
import { runCommand } from '../shared/aggregate-runner.js';
import { commandMetadata } from '../shared/command-metadata.js';
import { StoreFeed } from '../shared/store-feed.js';
import { OpenSupportTicketHandler, WriteAsSupportHandler } from '../support/commands/support-command-handlers.js';
import { OpenSupportTicket, WriteAsSupport } from '../support/commands/support-commands.js';
import { debitsOf } from '../support/support-links.js';
import { supportTicketDecider } from '../support/support-ticket.decider.js';
import { WalletLedger } from '../wallet/wallet-ledger.js';
import { workflowRunners } from './workflows.module.js';

const PRICE = 20_00;
/** The astrologer's 70% of a ₹20 minute. */
const EARNED = 14_00;

const projectionsCli = fileURLToPath(new URL('../../../projections/dist/cli/main.js', import.meta.url));
const auditCli = fileURLToPath(new URL('../../../projections/dist/cli/audit-wallets.js', import.meta.url));

/**
 * Who bears a refund (docs/support.md) against the real PostgreSQL store: paid chats run by the chat
 * service with a clock the test moves, refunds decided in support tickets through the command
 * handlers, and every workflow run as the command service runs them (a feed over the store from its
 * first event, then ticks), retried, restarted and cut half way; then the projections rebuilt and
 * `audit:wallets`, which reconciles each consultation's earning with its refunds.
 */
describe('who bears a refund: the astrologer at fault or the platform', () => {
  let db: TestDatabase;
  let store: EventStore;
  let clock = new Date('2026-11-28T10:00:00.000Z');
  const config = { commissionBp: 3000, tickMs: 5000, now: () => clock };
  const advance = (seconds: number) => void (clock = new Date(clock.getTime() + seconds * 1000));
  const admin = commandMetadata({ id: 'admin-1', role: 'admin' }, 'earning-reversal-test');
  const logger = createLogger('earning-reversal-test', 'silent');
  let chat: { sessions: ChatSessions; feed: ChatFeed };
  let support: { open: OpenSupportTicketHandler; write: WriteAsSupportHandler };
  const workflowFeeds: StoreFeed[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'earning_reversal');
    store = await createEventStore({ databaseUrl: db.url });
    const open = new OpenChats();
    const feed = new ChatFeed();
    feed.listen(open.apply);
    await feed.follow(store, (error) => {
      throw error;
    });
    chat = { sessions: new ChatSessions(store, new WalletLedger(store), config, open), feed };
    const notifier = { notify: async () => undefined };
    support = { open: new OpenSupportTicketHandler(store), write: new WriteAsSupportHandler(store, notifier, logger) };
  });
  afterAll(async () => {
    await Promise.all(workflowFeeds.map((feed) => feed.stop()));
    await chat?.feed.stop();
    await store?.close();
    await db?.drop();
  });

  /** The command service's workflows as a (re)started instance runs them: the store read from its first event, then followed. */
  async function startWorkflows() {
    const runners = workflowRunners(store, { graceMs: 60_000, tickMs: 1_000, now: () => clock }, logger);
    const feed = new StoreFeed([...new Set(runners.flatMap((runner) => runner.streams))]);
    for (const runner of runners) feed.listen(runner.apply);
    await feed.follow(store, (error) => {
      throw error;
    });
    workflowFeeds.push(feed);
    return { runners, feed };
  }

  /** The newest event of these streams: read from the streams themselves, which show a write at once. */
  async function newest(streams: readonly string[]): Promise<Position | undefined> {
    const lasts = (await Promise.all(streams.map(async (stream) => (await store.readStream(stream)).at(-1)?.position))).filter((position) => position !== undefined);
    return lasts.sort(comparePositions).at(-1);
  }

  /**
   * Ticks the instances until their feeds have seen the newest event of the flow's streams and a
   * tick wrote nothing more there: the flows are as far as they go. (The store's head can trail a
   * write while another transaction on the shared server is open, so the flow's own streams say
   * what must have been seen.)
   */
  async function settle(streams: readonly string[], ...instances: Awaited<ReturnType<typeof startWorkflows>>[]) {
    for (let pass = 0; pass < 20; pass += 1) {
      const latest = await newest(streams);
      await expect.poll(() => instances.every(({ feed }) => latest === undefined || (feed.seen !== undefined && comparePositions(feed.seen, latest) >= 0))).toBe(true);
      for (const { runners } of instances) await Promise.all(runners.map((runner) => runner.tick(clock)));
      const after = await newest(streams);
      if (latest && after && comparePositions(after, latest) === 0) return;
    }
    throw new Error('The workflows kept writing.');
  }

  async function astrologer() {
    const application = testApplication({ profile: { pricePerMin: PRICE } });
    await seedOnlineAstrologer(store, application, admin);
    return { astrologerId: application.astrologerId, userId: application.userId, meta: commandMetadata({ id: application.userId, role: 'astrologer' }, 'earning-reversal-test') };
  }
  type Astrologer = Awaited<ReturnType<typeof astrologer>>;

  const body = (astrologerId: string): CreateChatSession => ({ astrologer_id: astrologerId, intake: { name: 'Asha', birth_date: '1990-04-01', birth_place: 'Pune' } });

  /** A chat of `minutes` billed minutes in which the astrologer answered at once (no automatic rule refunds it). */
  async function consultation(ravi: Astrologer, customer: { userId: string; meta: typeof admin }, minutes: number) {
    const { chat: requested } = await chat.sessions.request(customer.userId, body(ravi.astrologerId), customer.meta);
    const sessionId = requested.request.sessionId;
    await chat.sessions.answer(ravi.userId, sessionId, { action: 'accept' }, ravi.meta);
    await chat.sessions.sendMessage(ravi.userId, sessionId, 'Namaste, tell me your question.', ravi.meta);
    advance(60 * (minutes - 1) + 30);
    await chat.sessions.end(customer.userId, sessionId, customer.meta);
    return sessionId;
  }

  /** A customer with money who has had their free first consultation, then a paid chat of three minutes. */
  async function paidChat(ravi: Astrologer) {
    const userId = randomUUID();
    const meta = commandMetadata({ id: userId, role: 'customer' }, 'earning-reversal-test');
    await new WalletLedger(store).execute(userId, { type: 'Adjust', transactionId: randomUUID(), amount: 50 * PRICE, reason: 'Opening balance', idempotencyKey: `open-${userId}`, requestHash: 'h' }, admin);
    await consultation(ravi, { userId, meta }, 1);
    const sessionId = await consultation(ravi, { userId, meta }, 3);
    return { userId, meta, sessionId };
  }

  const refundTicket = async (customer: { userId: string; meta: typeof admin }, sessionId: string) =>
    (await support.open.execute(new OpenSupportTicket(customer.userId, 'customer', { category: 'refund', text: 'The astrologer went silent.', images: [], link_kind: 'consultation', link_id: sessionId }, customer.meta))).view.id;
  const decide = (ticketId: string, decision: UpdateSupportTicket) => support.write.execute(new WriteAsSupport(ticketId, 'admin-1', decision, admin));
  const reversalsOf = async (astrologerId: string, sessionId: string) =>
    (await store.readStream(astrologerEarningsStreamName(astrologerId))).filter((event) => event.type === 'AstrologerEarningReversed').map((event) => event.data as AstrologerEarningReversed).filter((reversal) => reversal.sessionId === sessionId);
  const refundsOf = async (userId: string) => (await store.readStream(walletStreamName(userId))).filter((event) => event.type === 'WalletRefunded').map((event) => event.data as WalletRefunded);
  /** The streams a refund's flow writes: the customer's wallet, the astrologer's earnings, and the ticket. */
  const flowOf = (ravi: Astrologer, customer: { userId: string }, ticketId?: string) => [walletStreamName(customer.userId), astrologerEarningsStreamName(ravi.astrologerId), ...(ticketId ? [supportTicketStreamName(ticketId)] : [])];

  it("takes back the astrologer's earning on a support refund they were at fault for, in proportion and once, however often the request comes and the service restarts", async () => {
    const ravi = await astrologer();
    const asha = await paidChat(ravi);
    const first = await startWorkflows();
    const ticketId = await refundTicket(asha, asha.sessionId);

    // Half of the chat: minute 1 whole, minute 2 half (the parts go oldest first).
    const half = { action: 'refund', decision: 'partial', amount: 30_00, borne_by: 'astrologer', note: 'The astrologer stopped answering.' } as const;
    await decide(ticketId, half);
    const flow = flowOf(ravi, asha, ticketId);
    await settle(flow, first);
    const refunds = await refundsOf(asha.userId);
    expect(refunds.map((refund) => [refund.amount, refund.borneBy])).toEqual([
      [20_00, 'astrologer'],
      [10_00, 'astrologer'],
    ]);
    const reversals = await reversalsOf(ravi.astrologerId, asha.sessionId);
    expect(reversals.map((reversal) => [reversal.minute, reversal.amount, reversal.refundTransactionId])).toEqual([
      [1, EARNED, refunds[0]!.transactionId],
      [2, EARNED / 2, refunds[1]!.transactionId],
    ]);
    expect(reversals.every((reversal) => reversal.rule === undefined)).toBe(true);

    // The same request again, a restarted service replaying the whole store, and two instances ticking at once: nothing more.
    const written = await newest(flow);
    await decide(ticketId, half);
    const restarted = await startWorkflows();
    await settle(flow, restarted, first, await startWorkflows());
    expect(await newest(flow)).toEqual(written);
    expect(await reversalsOf(ravi.astrologerId, asha.sessionId)).toHaveLength(2);
  });

  it('keeps the earning of a refund the platform bears as goodwill', async () => {
    const ravi = await astrologer();
    const asha = await paidChat(ravi);
    const instance = await startWorkflows();
    const ticketId = await refundTicket(asha, asha.sessionId);
    await decide(ticketId, { action: 'refund', decision: 'full', borne_by: 'platform', note: 'Goodwill: the network was poor.' });
    await settle(flowOf(ravi, asha, ticketId), instance);
    expect((await refundsOf(asha.userId)).map((refund) => [refund.amount, refund.borneBy])).toEqual([
      [PRICE, 'platform'],
      [PRICE, 'platform'],
      [PRICE, 'platform'],
    ]);
    expect(await reversalsOf(ravi.astrologerId, asha.sessionId)).toEqual([]);
  });

  it('completes a decision whose request died before anything was paid: the refund lands, the earning is taken back', async () => {
    const ravi = await astrologer();
    const asha = await paidChat(ravi);
    const ticketId = await refundTicket(asha, asha.sessionId);
    // The request wrote the decision, then the process died: no refund, no reversal.
    const debits = await debitsOf(store, asha.userId, { kind: 'consultation', id: asha.sessionId });
    await runCommand(store, supportTicketStreamName(ticketId), supportTicketDecider, { type: 'DecideRefund', decision: 'full', amount: undefined, note: 'All of it', borneBy: 'astrologer', debits, at: clock }, admin);
    expect(await refundsOf(asha.userId)).toEqual([]);

    await settle(flowOf(ravi, asha, ticketId), await startWorkflows());
    expect((await refundsOf(asha.userId)).map((refund) => refund.amount)).toEqual([PRICE, PRICE, PRICE]);
    expect((await reversalsOf(ravi.astrologerId, asha.sessionId)).map((reversal) => reversal.amount)).toEqual([EARNED, EARNED, EARNED]);
    expect((await store.readStream(supportTicketStreamName(ticketId))).map((event) => event.type)).toContain('SupportRefundPaid');
  });

  it("takes back the earning of an admin's refund of a minute the astrologer was at fault for, after a crash between the two writes", async () => {
    const ravi = await astrologer();
    const asha = await paidChat(ravi);
    const [, minute2] = (await store.readStream(walletStreamName(asha.userId))).filter((event) => event.type === 'WalletDebited' && (event.data as WalletDebited).source.id === asha.sessionId);
    // create_refund_transaction wrote the refund of ₹7.77 and the service died before any workflow ran.
    const idempotencyKey = `admin-refund-${randomUUID()}`;
    const refund = { type: 'Refund', transactionId: randomUUID(), refundOf: (minute2!.data as WalletDebited).transactionId, amount: 7_77, reason: 'Dropped the call', borneBy: 'astrologer', idempotencyKey, requestHash: createHash('sha256').update(idempotencyKey).digest('hex') } as const;
    await new WalletLedger(store).execute(asha.userId, refund, admin);

    await settle(flowOf(ravi, asha), await startWorkflows());
    // 14.00 × 7.77 ÷ 20.00 = 5.439: 5.43 from the astrologer, the rest of the ₹7.77 from the commission.
    expect((await reversalsOf(ravi.astrologerId, asha.sessionId)).map((reversal) => [reversal.minute, reversal.amount])).toEqual([[2, 5_43]]);
  });

  it("leaves every wallet and every consultation's earning reconciled: audit:wallets agrees after the projections are rebuilt", () => {
    const env = { ...process.env, DATABASE_URL: db.url };
    execFileSync('node', [projectionsCli, 'rebuild', '--all'], { env, stdio: 'ignore' });
    const out = execFileSync('node', [auditCli], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    // Two at-fault chats (21.00 and 42.00 back), one goodwill (nothing back), one admin refund (5.43 back).
    expect(out).toContain('of which refunds they bore took back ₹68.43');
    expect(out).toContain('OK: every balance matches');
  });
});
