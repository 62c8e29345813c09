import { randomUUID } from 'node:crypto';
import {
  astrologerEarningsStreamName,
  astrologerStreamName,
  chatMinuteKey,
  chatStreamName,
  customerChatStreamName,
  walletStreamName,
  WALLET_STREAM_PREFIX,
  type AstrologerEarned,
  type ChatSocketServerMessage,
  type CreateChatSession,
  type MinuteBilled,
  type WalletDebited,
} from '@nakshatra/contracts';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { createLogger, HttpError } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { astrologerDecider } from '../astrologers/astrologer.decider.js';
import { loadState, runCommand } from '../shared/aggregate-runner.js';
import { commandMetadata } from '../shared/command-metadata.js';
import { crashingStore, type Crash } from '../shared/testing/crashing-store.js';
import { WalletLedger } from '../wallet/wallet-ledger.js';
import { ChatSessions } from './chat-sessions.js';
import { ChatTicker } from './chat-ticker.js';
import { chatDecider } from './chat.decider.js';
import { seedOnlineAstrologer } from '../astrologers/seed-online-astrologer.js';
import { ChatFeed } from './chat-feed.js';
import { ChatHub } from './realtime/chat-hub.js';
import { ASTROLOGER_GONE_MS, callSideKey, CHAT_ABANDONED_MS, chatSideKey, MemoryChatPresence } from './realtime/chat-presence.js';
import { MemoryChatSignals } from './realtime/chat-signals.js';
import { OpenChats } from './open-chats.js';
import { StoreFeed } from '../shared/store-feed.js';
import { workflowRunners } from '../workflows/workflows.module.js';
import { runWorkflowStep } from '../workflows/workflow-steps.js';
import { testApplication } from '../astrologers/testing/test-application.js';

const PRICE = 20_00;

/**
 * Chat sessions against the real PostgreSQL event store, with a clock the test moves: request,
 * answer, messages, minutes billed by the ticker to the wallet and the astrologer, the end — and a
 * "restart" (a new ChatSessions, ticker and index over the same store) that bills no minute twice.
 */
describe('chat sessions', () => {
  let db: TestDatabase;
  let store: EventStore;
  let clock = new Date('2026-11-23T10:00:00.000Z');
  const config = { commissionBp: 3000, tickMs: 5000, now: () => clock };
  const advance = (seconds: number) => void (clock = new Date(clock.getTime() + seconds * 1000));
  const admin = commandMetadata({ id: 'admin-1', role: 'admin' }, 'chat-test');
  let service: { sessions: ChatSessions; ticker: ChatTicker; feed: ChatFeed; open: OpenChats };

  /** Outlives a restart, as Redis does. */
  const presence = new MemoryChatPresence();

  /** A fresh command service over the same store: nothing in memory survives, as after a restart. `writes` may be a store that fails an append. */
  async function startService(writes: EventStore = store) {
    await service?.feed.stop();
    const open = new OpenChats();
    const feed = new ChatFeed();
    feed.listen(open.apply);
    const sessions = new ChatSessions(writes, new WalletLedger(writes), config, open);
    await feed.follow(store, (error) => {
      throw error;
    });
    return { sessions, feed, open, ticker: new ChatTicker(sessions, open, presence, config, createLogger('chat-test', 'silent')) };
  }

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'chat_sessions');
    store = await createEventStore({ databaseUrl: db.url });
    service = await startService();
  });
  afterAll(async () => {
    await service?.feed.stop();
    await store?.close();
    await db?.drop();
  });

  async function onlineAstrologer(callPricePerMin: number | null = null) {
    const application = testApplication({ profile: { pricePerMin: PRICE, callPricePerMin } });
    const { astrologerId, userId } = application;
    const stream = astrologerStreamName(astrologerId);
    await seedOnlineAstrologer(store, application, admin);
    const busy = async () => {
      const state = await loadState(store, stream, astrologerDecider);
      return state.status === 'absent' ? null : state.sessionId;
    };
    return { astrologerId, userId, meta: commandMetadata({ id: userId, role: 'astrologer' }, 'chat-test'), busy };
  }

  async function customer(balance: number) {
    const userId = randomUUID();
    if (balance > 0) await new WalletLedger(store).execute(userId, { type: 'Adjust', transactionId: randomUUID(), amount: balance, reason: 'Opening balance', idempotencyKey: `open-${userId}`, requestHash: 'h' }, admin);
    const debits = async () => (await store.readStream(walletStreamName(userId))).filter((event) => event.type === 'WalletDebited').map((event) => (event.data as { amount: number }).amount);
    return { userId, meta: commandMetadata({ id: userId, role: 'customer' }, 'chat-test'), debits, balance: async () => (await new WalletLedger(store).state(userId)).balance };
  }

  const body = (astrologerId: string): CreateChatSession => ({ astrologer_id: astrologerId, intake: { name: 'Asha', birth_date: '1990-04-01', birth_place: 'Pune' } });
  const failure = (work: Promise<unknown>) => work.then(() => undefined, (error: unknown) => error);
  /** Each minute's events on the session: its billing begun, then recorded. */
  const billedMinutes = (count: number) => Array.from({ length: count }, () => ['MinuteBillingStarted', 'MinuteBilled']).flat();
  const chatTypes = async (sessionId: string) => (await store.readStream(chatStreamName(sessionId))).map((event) => event.type);

  it('runs a call at the call price, billed from when both sides connect, never before, and across a restart', async () => {
    const callPrice = 2 * PRICE;
    const chatOnly = await onlineAstrologer();
    const ravi = await onlineAstrologer(callPrice);
    const asha = await customer(20 * callPrice);
    const call = (astrologerId: string) => ({ ...body(astrologerId), channel: 'call' as const });
    // An astrologer without a call price takes no calls, and nothing is written.
    expect(await failure(service.sessions.request(asha.userId, call(chatOnly.astrologerId), asha.meta))).toMatchObject({ status: 409, code: 'chat.no_calls' });
    expect(await chatOnly.busy()).toBeNull();
    // Nor one who has switched calls off for now; switched on again, the call goes through below.
    const switchCalls = (takesCalls: boolean) => runCommand(store, astrologerStreamName(ravi.astrologerId), astrologerDecider, { type: 'SetAvailability', takesCalls }, admin);
    await switchCalls(false);
    expect(await failure(service.sessions.request(asha.userId, call(ravi.astrologerId), asha.meta))).toMatchObject({ status: 409, code: 'chat.no_calls' });
    expect(await ravi.busy()).toBeNull();
    await switchCalls(true);
    // Asha's free first consultation goes to a chat she withdraws, so the call is paid.
    const first = await service.sessions.request(asha.userId, body(ravi.astrologerId), asha.meta);
    await service.sessions.answer(ravi.userId, first.chat.request.sessionId, { action: 'accept' }, ravi.meta);
    await service.sessions.end(asha.userId, first.chat.request.sessionId, asha.meta);

    const { chat } = await service.sessions.request(asha.userId, call(ravi.astrologerId), asha.meta);
    const sessionId = chat.request.sessionId;
    expect(chat).toMatchObject({ channel: 'call', request: { channel: 'call', pricePerMin: callPrice } });
    expect(await failure(service.sessions.reportMediaConnected(asha.userId, sessionId, true, asha.meta))).toMatchObject({ code: 'chat.not_accepted_yet' });
    const accepted = await service.sessions.answer(ravi.userId, sessionId, { action: 'accept' }, ravi.meta);
    expect(accepted.chat).toMatchObject({ status: 'active', minutesBilled: 0, connectedAt: null });
    // Connecting takes a while (under the minute a call may take to connect): nothing is billed for it.
    advance(50);
    await service.ticker.tickOnce();
    expect(await asha.debits()).toEqual([]);
    await presence.seen(callSideKey(sessionId, 'customer'), clock);
    await presence.seen(callSideKey(sessionId, 'astrologer'), clock);
    await service.sessions.reportMediaConnected(asha.userId, sessionId, true, asha.meta);
    expect(await asha.debits()).toEqual([]);
    const connected = await service.sessions.reportMediaConnected(ravi.userId, sessionId, true, ravi.meta);
    expect(connected.chat).toMatchObject({ connectedAt: clock.toISOString(), minutesBilled: 1 });
    expect(await asha.debits()).toEqual([callPrice]);
    // Both sides' heartbeats at the start of minute 2: it is billed.
    advance(60);
    await presence.seen(callSideKey(sessionId, 'customer'), clock);
    await presence.seen(callSideKey(sessionId, 'astrologer'), clock);
    await expect.poll(() => service.open.stateOf(sessionId)?.connectedAt).toBeTruthy();
    await service.ticker.tickOnce();
    expect(await asha.debits()).toEqual([callPrice, callPrice]);
    // A restart of the command service mid-call (nothing in memory survives; presence is in Redis):
    // the new service finds the call from the store, bills minute 3 once, and never minute 2 again.
    service = await startService();
    advance(60);
    await presence.seen(callSideKey(sessionId, 'customer'), clock);
    await presence.seen(callSideKey(sessionId, 'astrologer'), clock);
    await expect.poll(() => service.open.stateOf(sessionId)?.minutesBilled).toBe(2);
    await service.ticker.tickOnce();
    await service.ticker.tickOnce();
    expect(await asha.debits()).toEqual([callPrice, callPrice, callPrice]);
    const ended = await service.sessions.end(asha.userId, sessionId, asha.meta);
    expect(ended.chat.end).toMatchObject({ by: 'customer', durationSeconds: 120, totalBilled: 3 * callPrice });
    expect(await chatTypes(sessionId)).toEqual(['ChatRequested', 'ChatAccepted', 'CallMediaConnected', 'CallMediaConnected', 'CallConnected', ...billedMinutes(3), 'ChatEnded']);
    expect(await ravi.busy()).toBeNull();
  });

  it('ends a call a side stopped beating for at its last heartbeat, billing nothing after it, and one that never connected', async () => {
    const ravi = await onlineAstrologer(PRICE);
    const asha = await customer(20 * PRICE);
    const first = await service.sessions.request(asha.userId, body(ravi.astrologerId), asha.meta);
    await service.sessions.answer(ravi.userId, first.chat.request.sessionId, { action: 'accept' }, ravi.meta);
    await service.sessions.end(asha.userId, first.chat.request.sessionId, asha.meta);
    const call = async () => {
      const { chat } = await service.sessions.request(asha.userId, { ...body(ravi.astrologerId), channel: 'call' }, asha.meta);
      await service.sessions.answer(ravi.userId, chat.request.sessionId, { action: 'accept' }, ravi.meta);
      return chat.request.sessionId;
    };
    const endOf = async (sessionId: string) => (await store.readStream(chatStreamName(sessionId))).find((event) => event.type === 'ChatEnded')?.data;
    const beat = (sessionId: string, ...sides: ('customer' | 'astrologer')[]) => Promise.all(sides.map((side) => presence.seen(callSideKey(sessionId, side), clock)));

    // Accepted, never connected: after a minute it ends, and nothing was billed.
    const silent = await call();
    advance(61);
    await expect.poll(() => service.open.stateOf(silent)?.status).toBe('active');
    await service.ticker.tickOnce();
    expect(await endOf(silent)).toMatchObject({ by: 'system', reason: 'connection_lost', durationSeconds: 0, totalBilled: 0 });
    expect(await asha.debits()).toEqual([]);

    const sessionId = await call();
    await beat(sessionId, 'customer', 'astrologer');
    await service.sessions.reportMediaConnected(asha.userId, sessionId, true, asha.meta);
    await service.sessions.reportMediaConnected(ravi.userId, sessionId, true, ravi.meta);
    const connectedAt = clock.getTime();
    expect(await asha.debits()).toEqual([PRICE]);
    advance(30);
    await beat(sessionId, 'customer', 'astrologer');
    const lastAstrologerBeat = clock.toISOString();
    // The astrologer's browser goes quiet; the customer's keeps beating past the start of minute 2.
    advance(25);
    await beat(sessionId, 'customer');
    advance(10);
    await beat(sessionId, 'customer');
    await expect.poll(() => service.open.stateOf(sessionId)?.connectedAt).toBe(new Date(connectedAt).toISOString());
    await service.ticker.tickOnce();
    // Minute 2 started after the astrologer's last heartbeat: never billed.
    expect(await asha.debits()).toEqual([PRICE]);
    expect(await endOf(sessionId)).toMatchObject({ by: 'system', reason: 'connection_lost', endedAt: lastAstrologerBeat, durationSeconds: 30, totalBilled: PRICE });
    expect(await ravi.busy()).toBeNull();
  });

  it('gives the free first consultation back when it was a call that never connected', async () => {
    const ravi = await onlineAstrologer(PRICE);
    const asha = await customer(0);
    const { chat } = await service.sessions.request(asha.userId, { ...body(ravi.astrologerId), channel: 'call' }, asha.meta);
    expect(chat.request.freeMinutes).toBe(3);
    await service.sessions.answer(ravi.userId, chat.request.sessionId, { action: 'accept' }, ravi.meta);
    advance(61);
    await expect.poll(() => service.open.stateOf(chat.request.sessionId)?.status).toBe('active');
    await service.ticker.tickOnce();
    expect(await service.sessions.stateOf(chat.request.sessionId)).toMatchObject({ status: 'ended', connectedAt: null });
    // Nothing was used: her next consultation is free again (with an empty wallet, only a free one is taken).
    const again = await service.sessions.request(asha.userId, body(ravi.astrologerId), asha.meta);
    expect(again.chat.request.freeMinutes).toBe(3);
  });

  it('keeps the free chat with a request that was recorded though its writer heard an error, and the claim workflow leaves it too', async () => {
    const crashing = crashingStore(store);
    service = await startService(crashing.store);
    const ravi = await onlineAstrologer();
    const asha = await customer(0);
    let sessionId = '';
    crashing.loseAnswerOfNext((stream, events) => {
      const request = events.find((event) => event.type === 'ChatRequested');
      if (request) sessionId = (request.data as { sessionId: string }).sessionId;
      return request !== undefined;
    });
    expect(await failure(service.sessions.request(asha.userId, body(ravi.astrologerId), asha.meta))).toMatchObject({ message: 'the answer of this write was lost' });
    const freeChat = async () => (await store.readStream(customerChatStreamName(asha.userId))).map((event) => event.type);
    expect(await freeChat()).toEqual(['FreeChatClaimed']);
    // The claim's compensation, a grace later, finds the session recorded: it is the chat-release workflow's if it never starts.
    await runWorkflowStep(store, { type: 'ReleaseFreeChat', customerId: asha.userId, sessionId, ifNeverRequested: true });
    expect(await freeChat()).toEqual(['FreeChatClaimed']);
    expect((await service.sessions.stateOf(sessionId)).request.freeMinutes).toBe(3);
  });

  it('runs a paid chat: accept, messages, a minute billed at each start, earnings, the end', async () => {
    const ravi = await onlineAstrologer();
    const asha = await customer(10 * PRICE);
    // Asha has had her free chat (a session she withdrew would give it back, so use it up first).
    const first = await service.sessions.request(asha.userId, body(ravi.astrologerId), asha.meta);
    await service.sessions.answer(ravi.userId, first.chat.request.sessionId, { action: 'accept' }, ravi.meta);
    await service.sessions.end(asha.userId, first.chat.request.sessionId, asha.meta);
    expect(await asha.debits()).toEqual([]);

    const { chat } = await service.sessions.request(asha.userId, body(ravi.astrologerId), asha.meta);
    const sessionId = chat.request.sessionId;
    expect(chat).toMatchObject({ status: 'requested', request: { freeMinutes: 0, pricePerMin: PRICE } });
    expect(await ravi.busy()).toBe(sessionId);

    advance(10);
    const accepted = await service.sessions.answer(ravi.userId, sessionId, { action: 'accept' }, ravi.meta);
    expect(accepted.chat).toMatchObject({ status: 'active', minutesBilled: 1, totalBilled: PRICE });
    await service.sessions.sendMessage(asha.userId, sessionId, 'Namaste', asha.meta);
    await service.sessions.sendMessage(ravi.userId, sessionId, 'Namaste, Asha', ravi.meta);
    expect(await failure(service.sessions.sendMessage(randomUUID(), sessionId, 'hi', asha.meta))).toMatchObject({ status: 404 });

    advance(59);
    await service.ticker.tickOnce();
    expect(await asha.debits()).toEqual([PRICE]);
    advance(1);
    await service.ticker.tickOnce();
    await service.ticker.tickOnce();
    expect(await asha.debits()).toEqual([PRICE, PRICE]);

    // A restart mid-minute 3: the new service finds the session and bills minute 3 once.
    service = await startService();
    advance(65);
    await service.ticker.tickOnce();
    expect(await asha.debits()).toEqual([PRICE, PRICE, PRICE]);

    advance(10);
    const ended = await service.sessions.end(asha.userId, sessionId, asha.meta);
    expect(ended.chat).toMatchObject({ status: 'ended', minutesBilled: 3, totalBilled: 3 * PRICE, end: { by: 'customer', durationSeconds: 135 } });
    expect(await asha.balance()).toBe(7 * PRICE);
    const earnings = (await store.readStream(astrologerEarningsStreamName(ravi.astrologerId))).map((event) => event.data as { amount: number; commission: number });
    expect(earnings).toEqual([1, 2, 3].map(() => expect.objectContaining({ amount: 14_00, commission: 6_00 })));
    expect(await ravi.busy()).toBeNull();
    expect((await service.sessions.end(ravi.userId, sessionId, ravi.meta)).position).toBeUndefined();
    expect(await chatTypes(sessionId)).toEqual(['ChatRequested', 'ChatAccepted', ...billedMinutes(1), 'ChatMessageSent', 'ChatMessageSent', ...billedMinutes(2), 'ChatEnded']);
  });

  it('refuses a request the balance cannot cover for 5 minutes once the free chat is used, and a busy or offline astrologer', async () => {
    const ravi = await onlineAstrologer();
    const meera = await customer(5 * PRICE - 1);
    const free = await service.sessions.request(meera.userId, body(ravi.astrologerId), meera.meta);
    expect(free.chat.request.freeMinutes).toBe(3);
    const other = await customer(100 * PRICE);
    expect(await failure(service.sessions.request(other.userId, body(ravi.astrologerId), other.meta))).toMatchObject({ status: 409, message: expect.stringContaining('busy') });

    await service.sessions.answer(ravi.userId, free.chat.request.sessionId, { action: 'accept' }, ravi.meta);
    await service.sessions.end(meera.userId, free.chat.request.sessionId, meera.meta);
    const refused = await failure(service.sessions.request(meera.userId, body(ravi.astrologerId), meera.meta));
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 409, message: expect.stringContaining('Please recharge') });

    await runCommand(store, astrologerStreamName(ravi.astrologerId), astrologerDecider, { type: 'SetAvailability', availability: 'offline' }, admin);
    expect(await failure(service.sessions.request(other.userId, body(ravi.astrologerId), other.meta))).toMatchObject({ status: 409, message: expect.stringContaining('offline') });
  });

  it('gives three free minutes on the first chat, then bills, and ends the chat when the balance cannot pay a minute', async () => {
    const ravi = await onlineAstrologer();
    const dev = await customer(PRICE + 5_00);
    const { chat } = await service.sessions.request(dev.userId, body(ravi.astrologerId), dev.meta);
    const sessionId = chat.request.sessionId;
    const accepted = await service.sessions.answer(ravi.userId, sessionId, { action: 'accept' }, ravi.meta);
    expect(accepted.chat).toMatchObject({ minutesBilled: 1, totalBilled: 0, lowBalance: true });
    advance(3 * 60);
    await service.ticker.tickOnce();
    expect(await dev.debits()).toEqual([PRICE]);
    advance(60);
    await service.ticker.tickOnce();
    const after = await loadState(store, chatStreamName(sessionId), chatDecider);
    expect(after).toMatchObject({ status: 'ended', minutesBilled: 4, totalBilled: PRICE, end: { by: 'system', reason: 'balance_exhausted', durationSeconds: 4 * 60 } });
    expect(await dev.balance()).toBe(5_00);
    expect(await ravi.busy()).toBeNull();
  });

  it('rejects an unanswered request after 60 s, gives the free chat back and frees the astrologer', async () => {
    const ravi = await onlineAstrologer();
    const kiran = await customer(0);
    const { chat } = await service.sessions.request(kiran.userId, body(ravi.astrologerId), kiran.meta);
    const sessionId = chat.request.sessionId;
    advance(59);
    await service.ticker.tickOnce();
    expect(await chatTypes(sessionId)).toEqual(['ChatRequested']);
    advance(1);
    await service.ticker.tickOnce();
    expect(await chatTypes(sessionId)).toEqual(['ChatRequested', 'ChatRejected']);
    expect(await failure(service.sessions.answer(ravi.userId, sessionId, { action: 'accept' }, ravi.meta))).toMatchObject({ status: 409 });
    expect(await ravi.busy()).toBeNull();
    const again = await service.sessions.request(kiran.userId, body(ravi.astrologerId), kiran.meta);
    expect(again.chat.request.freeMinutes).toBe(3);
    await service.sessions.answer(ravi.userId, again.chat.request.sessionId, { action: 'reject', reason: 'In a puja right now' }, ravi.meta);
    expect(await ravi.busy()).toBeNull();
  });

  it('ends an active chat one side left (not seen for two minutes), billing what started; a side that never opened it is never counted as gone', async () => {
    const ravi = await onlineAstrologer();
    const meera = await customer(20 * PRICE);
    const first = await service.sessions.request(meera.userId, body(ravi.astrologerId), meera.meta);
    await service.sessions.answer(ravi.userId, first.chat.request.sessionId, { action: 'accept' }, ravi.meta);
    await service.sessions.end(meera.userId, first.chat.request.sessionId, meera.meta);

    const sessionId = (await service.sessions.request(meera.userId, body(ravi.astrologerId), meera.meta)).chat.request.sessionId;
    await service.sessions.answer(ravi.userId, sessionId, { action: 'accept' }, ravi.meta);
    // The ticker looks for departed sides among the chats its feed knows to be active; on a loaded machine the feed trails by a wake-up and a read.
    await expect.poll(() => service.open.stateOf(sessionId)?.status).toBe('active');
    await presence.seen(chatSideKey(sessionId, 'customer'), clock);
    advance(CHAT_ABANDONED_MS / 1000); // exactly two minutes: not yet gone
    await service.ticker.tickOnce();
    expect(await chatTypes(sessionId)).not.toContain('ChatEnded');
    advance(1);
    await service.ticker.tickOnce();
    const ended = (await store.readStream(chatStreamName(sessionId))).find((event) => event.type === 'ChatEnded');
    expect(ended?.data).toMatchObject({ by: 'system', reason: 'timeout', totalBilled: 3 * PRICE });
    expect(await ravi.busy()).toBeNull();
  });

  it("pushes a session over to both sides once more when an automatic rule's refund is recorded after its end, so the summary shows it", async () => {
    // Wired as the chat module wires it: the feed's events, folded by an index of its own, to the hub.
    const open = new OpenChats();
    const hub = new ChatHub(service.sessions, open, new MemoryChatSignals(), presence, config.now, createLogger('chat-test', 'silent'));
    service.feed.listen((event, live) => hub.onEvent(event, live, open.apply(event)));
    const ravi = await onlineAstrologer();
    const asha = await customer(20 * PRICE);
    const pushed: ChatSocketServerMessage[] = [];
    const toAstrologer: ChatSocketServerMessage[] = [];
    hub.connect({ userId: asha.userId, role: 'customer', send: (message) => pushed.push(message) });
    hub.connect({ userId: ravi.userId, role: 'astrologer', send: (message) => toAstrologer.push(message) });
    const { chat } = await service.sessions.request(asha.userId, body(ravi.astrologerId), asha.meta);
    const sessionId = chat.request.sessionId;
    await service.sessions.answer(ravi.userId, sessionId, { action: 'accept' }, ravi.meta);
    await service.sessions.end(asha.userId, sessionId, asha.meta);
    const sessionsIn = (messages: ChatSocketServerMessage[]) => messages.flatMap((message) => (message.type === 'session' && message.session.id === sessionId ? [message.session] : []));
    const sessions = () => sessionsIn(pushed);
    await expect.poll(() => sessions().at(-1)?.status).toBe('ended');
    expect(sessions().at(-1)?.rule_refund).toBeNull();

    // The refund-rules workflow records the refund a tick after the end (here by hand, as its step does).
    const refund = { rule: 'astrologer_silent', amount: PRICE, astrologerEarning: 14_00, commission: 6_00, refundedAt: clock.toISOString() } as const;
    await runCommand(store, chatStreamName(sessionId), chatDecider, { type: 'RecordRuleRefund', refund }, admin);
    await expect.poll(() => sessions().at(-1)?.rule_refund).toEqual({ rule: 'astrologer_silent', amount: PRICE });
    await expect.poll(() => sessionsIn(toAstrologer).at(-1)?.rule_refund).toEqual({ rule: 'astrologer_silent', amount: PRICE });
  });

  it('sets offline an astrologer whose last socket closed and who was not seen for two minutes, but not one in a chat', async () => {
    const ravi = await onlineAstrologer();
    const hub = new ChatHub(service.sessions, service.open, new MemoryChatSignals(), presence, config.now, createLogger('chat-test', 'silent'));
    const consoleSocket = { userId: ravi.userId, role: 'astrologer' as const, send: () => undefined };
    const availability = async () => {
      const state = await loadState(store, astrologerStreamName(ravi.astrologerId), astrologerDecider);
      return state.status === 'absent' ? null : state.availability;
    };
    hub.connect(consoleSocket);
    await hub.stillHere();
    hub.disconnect(consoleSocket);
    await hub.sweepDeparted();
    expect(await availability()).toBe('online'); // just left: may be a reload
    advance(ASTROLOGER_GONE_MS / 1000 + 1);
    // In a chat: stays, and is looked at again later.
    const asha = await customer(20 * PRICE);
    const { chat } = await service.sessions.request(asha.userId, body(ravi.astrologerId), asha.meta);
    await hub.sweepDeparted();
    expect(await availability()).toBe('online');
    await service.sessions.end(asha.userId, chat.request.sessionId, asha.meta);
    await hub.sweepDeparted();
    expect(await availability()).toBe('offline');
  });

  /** Asha's free first chat with Ravi, used up (accepted, then ended), so her next one is paid. */
  async function useFreeChat(ravi: { userId: string; astrologerId: string; meta: ReturnType<typeof commandMetadata> }, asha: { userId: string; meta: ReturnType<typeof commandMetadata> }) {
    const free = await service.sessions.request(asha.userId, body(ravi.astrologerId), asha.meta);
    await service.sessions.answer(ravi.userId, free.chat.request.sessionId, { action: 'accept' }, ravi.meta);
    await service.sessions.end(asha.userId, free.chat.request.sessionId, asha.meta);
  }

  /** A paid session's minutes as each of the three streams recorded them, each with the wallet transaction it names. */
  async function minutesOf(sessionId: string, customerId: string, astrologerId: string) {
    const wallet = await store.readStream(walletStreamName(customerId));
    const debitOf = (minute: number) => wallet.filter((event) => event.type === 'WalletDebited' && (event.data as WalletDebited).idempotencyKey === chatMinuteKey(sessionId, minute));
    const earned = (await store.readStream(astrologerEarningsStreamName(astrologerId))).map((event) => event.data as AstrologerEarned).filter((earning) => earning.sessionId === sessionId);
    const billed = (await store.readStream(chatStreamName(sessionId))).filter((event) => event.type === 'MinuteBilled').map((event) => event.data as MinuteBilled);
    return {
      debits: [1, 2, 3].map((minute) => debitOf(minute).map((event) => (event.data as WalletDebited).transactionId)).filter((ids) => ids.length > 0),
      earned: earned.map(({ minute, walletTransactionId }) => ({ minute, walletTransactionId })),
      billed: billed.map(({ minute, walletTransactionId }) => ({ minute, walletTransactionId })),
    };
  }

  // docs/chat.md, "Never twice": a minute is MinuteBillingStarted → debit → earnings → MinuteBilled,
  // three streams, so a crash can fall between them. The store fails the append the crash falls on
  // (as if the process died there, with what came before it written); the next tick, or a restarted
  // service, must end with the minute billed exactly once in each stream.
  const crashPoints: { at: string; paidAtCrash: number; crash: (sessionId: string, astrologerId: string) => Crash }[] = [
    { at: 'the wallet debit', paidAtCrash: 1, crash: () => (stream) => stream.startsWith(WALLET_STREAM_PREFIX) },
    { at: 'the earnings credit', paidAtCrash: 2, crash: (_, astrologerId) => (stream) => stream === astrologerEarningsStreamName(astrologerId) },
    { at: 'MinuteBilled', paidAtCrash: 2, crash: (sessionId) => (stream, events) => stream === chatStreamName(sessionId) && events.some((event) => event.type === 'MinuteBilled') },
  ];
  const healers = [{ by: 'the next tick', restart: false }, { by: 'a restarted service', restart: true }];
  it.each(crashPoints.flatMap((point) => healers.map((healer) => ({ ...point, ...healer }))))('bills a minute once when the service dies before $at, healed by $by', async ({ crash, paidAtCrash, restart }) => {
    const crashing = crashingStore(store);
    service = await startService(crashing.store);
    const ravi = await onlineAstrologer();
    const asha = await customer(10 * PRICE);
    await useFreeChat(ravi, asha);
    const sessionId = (await service.sessions.request(asha.userId, body(ravi.astrologerId), asha.meta)).chat.request.sessionId;
    await service.sessions.answer(ravi.userId, sessionId, { action: 'accept' }, ravi.meta);
    // The ticker acts on the sessions its feed knows, which may trail the store by a wake-up and a read (on a loaded server, longer).
    const known = () => expect.poll(() => service.open.stateOf(sessionId)?.minutesBilled).toBe(1);
    await known();

    crashing.crashNext(crash(sessionId, ravi.astrologerId));
    advance(60);
    await service.ticker.tickOnce(); // fails on minute 2 (logged; the ticker goes on)
    // Half done: minute 2's billing has begun (Asha may have paid it), and it is not yet recorded everywhere.
    expect(await asha.debits()).toEqual(Array.from({ length: paidAtCrash }, () => PRICE));
    expect((await minutesOf(sessionId, asha.userId, ravi.astrologerId)).billed.map(({ minute }) => minute)).toEqual([1]);

    if (restart) service = await startService(crashing.store);
    await known();
    await service.ticker.tickOnce();
    await service.ticker.tickOnce();
    const minutes = await minutesOf(sessionId, asha.userId, ravi.astrologerId);
    expect(minutes.debits).toEqual([[expect.any(String)], [expect.any(String)]]);
    const expected = minutes.debits.map(([walletTransactionId], index) => ({ minute: index + 1, walletTransactionId }));
    expect(minutes.earned).toEqual(expected);
    expect(minutes.billed).toEqual(expected);
    expect(await asha.balance()).toBe(8 * PRICE);
    const ended = await service.sessions.end(asha.userId, sessionId, asha.meta);
    expect(ended.chat).toMatchObject({ status: 'ended', minutesBilled: 2, totalBilled: 2 * PRICE });
  });

  // docs/chat.md, "An end at a minute's boundary": Asha ends a millisecond before minute 2 starts
  // (on one instance) while the ticker bills minute 2 (on another). Whichever the session records
  // first decides, and in no order does she pay for a minute that started after the end.
  describe('an end at a minute’s boundary, racing the ticker', () => {
    async function billedOneMinute() {
      const crashing = crashingStore(store);
      service = await startService(crashing.store);
      const other = new ChatSessions(crashing.store, new WalletLedger(crashing.store), config, new OpenChats());
      const ravi = await onlineAstrologer();
      const asha = await customer(10 * PRICE);
      await useFreeChat(ravi, asha);
      const sessionId = (await service.sessions.request(asha.userId, body(ravi.astrologerId), asha.meta)).chat.request.sessionId;
      const { chat } = await service.sessions.answer(ravi.userId, sessionId, { action: 'accept' }, ravi.meta);
      await expect.poll(() => service.open.stateOf(sessionId)?.minutesBilled).toBe(1);
      const minute2 = Date.parse(chat.acceptedAt!) + 60_000;
      const endJustBefore = () => {
        clock = new Date(minute2 - 1);
        return other.end(asha.userId, sessionId, asha.meta);
      };
      const ended = async () => (await other.stateOf(sessionId)).end;
      const chatAppend = (type: string) => (stream: string, events: readonly { type: string }[]) => stream === chatStreamName(sessionId) && events.some((event) => event.type === type);
      clock = new Date(minute2);
      return { crashing, asha, sessionId, minute2, endJustBefore, ended, chatAppend, minutes: () => minutesOf(sessionId, asha.userId, ravi.astrologerId) };
    }

    it('the end recorded first: the ticker never begins minute 2, and no money moves', async () => {
      const race = await billedOneMinute();
      race.crashing.pauseBefore(race.chatAppend('MinuteBillingStarted'), race.endJustBefore);
      await service.ticker.tickOnce();
      expect(await race.asha.debits()).toEqual([PRICE]);
      expect(await race.ended()).toMatchObject({ endedAt: new Date(race.minute2 - 1).toISOString(), totalBilled: PRICE });
      expect((await chatTypes(race.sessionId)).slice(2)).toEqual(['MinuteBillingStarted', 'MinuteBilled', 'ChatEnded']);
    });

    it('minute 2 begun first: the end bills it once with the ticker, then ends at its start', async () => {
      const race = await billedOneMinute();
      race.crashing.pauseBefore((stream) => stream === walletStreamName(race.asha.userId), race.endJustBefore);
      await service.ticker.tickOnce();
      const minutes = await race.minutes();
      expect(minutes.debits).toHaveLength(2);
      expect(minutes.billed).toEqual(minutes.earned);
      expect(await race.ended()).toMatchObject({ endedAt: new Date(race.minute2).toISOString(), durationSeconds: 60, totalBilled: 2 * PRICE });
      expect((await chatTypes(race.sessionId)).at(-1)).toBe('ChatEnded');
    });

    it('minute 2 begun between the end’s billing and its record (the ticker then dies): the end waits, bills it and ends after it', async () => {
      const race = await billedOneMinute();
      race.crashing.pauseBefore(race.chatAppend('ChatEnded'), async () => {
        clock = new Date(race.minute2);
        race.crashing.crashNext((stream) => stream === walletStreamName(race.asha.userId));
        await service.ticker.tickOnce();
      });
      await race.endJustBefore();
      const minutes = await race.minutes();
      expect(minutes.debits).toHaveLength(2);
      expect(minutes.billed).toEqual(minutes.earned);
      expect(await race.ended()).toMatchObject({ endedAt: new Date(race.minute2).toISOString(), totalBilled: 2 * PRICE });
      expect((await chatTypes(race.sessionId)).slice(-3)).toEqual(['MinuteBillingStarted', 'MinuteBilled', 'ChatEnded']);
    });
  });

  describe('the astrologer’s lock, taken right after the request', () => {
    /** Matches the write of an astrologer's lock, and remembers the session it is for. */
    const lockWrite = (astrologerId: string) => {
      let sessionId = '';
      const matches: Crash = (stream, events) => {
        const lock = stream === astrologerStreamName(astrologerId) ? events.find((event) => event.type === 'AstrologerSessionStarted') : undefined;
        if (lock) sessionId = (lock.data as { sessionId: string }).sessionId;
        return lock !== undefined;
      };
      return { matches, sessionId: () => sessionId };
    };

    /**
     * Asha's request to Ravi whose lock's write is slow: the console shows the request, and Ravi
     * rejects it (on another instance) before the lock lands. `meanwhile` may arm a crash too.
     */
    async function rejectedBeforeItsLock(meanwhile: (crashing: ReturnType<typeof crashingStore>, astrologerId: string) => void = () => undefined) {
      const crashing = crashingStore(store);
      service = await startService(crashing.store);
      const other = new ChatSessions(store, new WalletLedger(store), config, new OpenChats());
      const ravi = await onlineAstrologer();
      const asha = await customer(10 * PRICE);
      const lock = lockWrite(ravi.astrologerId);
      crashing.pauseBefore(lock.matches, async () => {
        await other.answer(ravi.userId, lock.sessionId(), { action: 'reject', reason: 'In a puja' }, ravi.meta);
        meanwhile(crashing, ravi.astrologerId);
      });
      return { ravi, sessionId: lock.sessionId, request: () => service.sessions.request(asha.userId, body(ravi.astrologerId), asha.meta) };
    }

    it('frees an astrologer whose lock landed after they had rejected the request', async () => {
      const { ravi, sessionId, request } = await rejectedBeforeItsLock();
      expect((await request()).chat).toMatchObject({ status: 'rejected', request: { sessionId: sessionId() } });
      expect(await ravi.busy()).toBeNull();
    });

    it('leaves the chat-release workflow to free it when the request died after its late lock, before freeing it', async () => {
      const diesFreeing = (crashing: ReturnType<typeof crashingStore>, astrologerId: string) =>
        crashing.crashNext((stream, events) => stream === astrologerStreamName(astrologerId) && events.some((event) => event.type === 'AstrologerSessionEnded'));
      const { ravi, sessionId, request } = await rejectedBeforeItsLock(diesFreeing);
      expect(await failure(request())).toMatchObject({ message: 'the command service died here' });
      expect(await ravi.busy()).toBe(sessionId());

      // The workflow had forgotten the session at its end; the lock it sees next names none it knows.
      clock = new Date(); // the lock's event is stamped by the real clock; the workflow's grace counts from it
      const workflows = await startWorkflows();
      try {
        await workflows.tick();
        expect(await ravi.busy()).toBe(sessionId());
        advance(61);
        await expect.poll(async () => (await workflows.tick(), await ravi.busy())).toBeNull();
      } finally {
        await workflows.stop();
      }
    });

    it('takes the lock when a request whose service died before locking is accepted, and rejects it when another took the astrologer meanwhile', async () => {
      const crashing = crashingStore(store);
      service = await startService(crashing.store);
      const ravi = await onlineAstrologer();
      const [asha, kiran] = [await customer(10 * PRICE), await customer(10 * PRICE)];
      /** A request, recorded, with the service dying on the lock's write; answers the session's id. */
      const diesBeforeLocking = async (who: typeof asha) => {
        const lock = lockWrite(ravi.astrologerId);
        crashing.crashNext(lock.matches);
        expect(await failure(service.sessions.request(who.userId, body(ravi.astrologerId), who.meta))).toMatchObject({ message: 'the command service died here' });
        return lock.sessionId();
      };
      const unlocked = await diesBeforeLocking(asha);
      expect(await ravi.busy()).toBeNull();
      await service.sessions.answer(ravi.userId, unlocked, { action: 'accept' }, ravi.meta);
      expect(await ravi.busy()).toBe(unlocked);
      expect(await failure(service.sessions.request(kiran.userId, body(ravi.astrologerId), kiran.meta))).toMatchObject({ status: 409, code: 'chat.astrologer_busy' });
      await service.sessions.end(asha.userId, unlocked, asha.meta);

      // Again, but Kiran's request takes Ravi before he accepts the one left without its lock.
      const orphan = await diesBeforeLocking(asha);
      const taken = await service.sessions.request(kiran.userId, body(ravi.astrologerId), kiran.meta);
      expect(await failure(service.sessions.answer(ravi.userId, orphan, { action: 'accept' }, ravi.meta))).toMatchObject({ status: 409, code: 'chat.astrologer_busy' });
      expect((await service.sessions.stateOf(orphan)).rejection).toMatchObject({ by: 'system', reason: 'astrologer_busy' });
      expect(await ravi.busy()).toBe(taken.chat.request.sessionId);
    });
  });

  /** The workflows of a command service started now (docs/workflows.md): they read the store from its first event. */
  async function startWorkflows() {
    const runners = workflowRunners(store, { graceMs: 60_000, tickMs: null, now: () => clock }, createLogger('chat-test', 'silent'));
    const feed = new StoreFeed([...new Set(runners.flatMap((runner) => runner.streams))]);
    for (const runner of runners) feed.listen(runner.apply);
    await feed.follow(store, (error) => {
      throw error;
    });
    return { tick: () => Promise.all(runners.map((runner) => runner.tick(clock))), stop: () => feed.stop() };
  }

  // A finished session is written on its stream first, then the astrologer is freed and a free chat
  // never accepted given back. A crash between them must not leave either held for good: the ticker
  // of a restarted service no longer sees a finished session, so the chat-release workflow does it.
  const cutReleases = [
    { what: 'a free request the astrologer rejected', crashOn: 'astrologer', paid: false, finish: 'reject' },
    { what: 'a free request the customer withdrew', crashOn: 'customer-chat', paid: false, finish: 'end' },
    { what: 'a paid chat the customer ended', crashOn: 'astrologer', paid: true, finish: 'end' },
  ] as const;
  it.each(cutReleases)('frees the astrologer and gives back an unused free chat after a crash before the release of $what', async ({ crashOn, paid, finish }) => {
    const crashing = crashingStore(store);
    service = await startService(crashing.store);
    const ravi = await onlineAstrologer();
    const kiran = await customer(10 * PRICE);
    if (paid) await useFreeChat(ravi, kiran);
    const { chat } = await service.sessions.request(kiran.userId, body(ravi.astrologerId), kiran.meta);
    const sessionId = chat.request.sessionId;
    if (paid) await service.sessions.answer(ravi.userId, sessionId, { action: 'accept' }, ravi.meta);
    crashing.crashNext((stream) => stream === (crashOn === 'astrologer' ? astrologerStreamName(ravi.astrologerId) : customerChatStreamName(kiran.userId)));
    const finishing = finish === 'reject' ? service.sessions.answer(ravi.userId, sessionId, { action: 'reject', reason: 'In a puja right now' }, ravi.meta) : service.sessions.end(kiran.userId, sessionId, kiran.meta);
    expect(await failure(finishing)).toMatchObject({ message: 'the command service died here' });
    expect((await chatTypes(sessionId)).at(-1)).toBe(finish === 'reject' ? 'ChatRejected' : 'ChatEnded');
    const freeChat = async () => (await store.readStream(customerChatStreamName(kiran.userId))).filter((event) => (event.data as { sessionId: string }).sessionId === sessionId).map((event) => event.type);
    const freeChatAfter = paid ? [] : ['FreeChatClaimed', 'FreeChatReleased'];

    service = await startService();
    const workflows = await startWorkflows();
    try {
      await service.ticker.tickOnce();
      // One step a tick, each once the workflows' feed has brought the one before.
      const healed = async () => {
        await workflows.tick();
        return { busy: await ravi.busy(), freeChat: await freeChat() };
      };
      await expect.poll(healed).toEqual({ busy: null, freeChat: freeChatAfter });
    } finally {
      await workflows.stop();
    }
  });
});
