import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  astrologerEarningsStreamName,
  astrologerStreamName,
  chatStreamName,
  routeCatalogue,
  SESSION_COOKIE,
  userStreamName,
  walletStreamName,
  type CreateChatSession,
} from '@nakshatra/contracts';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { CatalogueDispatcher, createLogger, encodeSession, HttpError } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import type { CommandBus } from '@nestjs/cqrs';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { astrologerDecider } from '../astrologers/astrologer.decider.js';
import { seedOnlineAstrologer } from '../astrologers/seed-online-astrologer.js';
import { ExotelPhoneBridge } from '../calls/phone-bridge/exotel-phone-bridge.js';
import { phoneCallbackPath, type PhoneBridgeSetup } from '../calls/phone-bridge/index.js';
import { startFakeExotel, type FakeExotel } from '../calls/phone-bridge/testing/fake-exotel.js';
import { loadState } from '../shared/aggregate-runner.js';
import { commandMetadata } from '../shared/command-metadata.js';
import { WalletLedger } from '../wallet/wallet-ledger.js';
import { ChatFeed } from './chat-feed.js';
import { chatRoutes } from './chat.routes.js';
import { ChatSessions } from './chat-sessions.js';
import { ChatTicker } from './chat-ticker.js';
import { chatDecider } from './chat.decider.js';
import { EndChatHandler, HandlePhoneCallStatusHandler, PlacePhoneCallHandler } from './commands/chat-command-handlers.js';
import { EndChat, HandlePhoneCallStatus, PlacePhoneCall } from './commands/chat-commands.js';
import { OpenChats } from './open-chats.js';
import { PHONE_MINUTE_HOLD_MS, PHONE_STATUS_GRACE_MS } from './phone-call-rules.js';
import { PhoneCalls } from './phone-calls.js';
import { MemoryChatPresence } from './realtime/chat-presence.js';
import { testApplication } from '../astrologers/testing/test-application.js';

const CALL_PRICE = 30_00;
const CUSTOMER_PHONE = '+919812345678';
const ASTROLOGER_PHONE = '+919876543210';
const SESSION_SECRET = 'phone-calls-test-session-secret-0123456789';
const CALLBACK_SECRET = 'phone-bridge-callback-secret-of-32-characters';

/**
 * Calls held on the phone through the phone bridge, against the real PostgreSQL event store and a
 * fake Exotel on 127.0.0.1 that posts its status callbacks to the real catalogue dispatcher serving
 * the chat routes (create_phone_call, phone_call_status), with a clock the test moves and the
 * ticker run by hand: placing, connecting, billing by minutes with the hold, the end by the
 * provider's talk time, failures before connecting, forged and unknown callbacks, the lookup of a
 * call whose callback never came.
 */
describe('phone calls through the phone bridge', () => {
  let db: TestDatabase;
  let store: EventStore;
  let fake: FakeExotel;
  let server: Server;
  let base: string;
  let clock = new Date('2026-11-23T10:00:00.000Z');
  const config = { commissionBp: 3000, tickMs: 5000, now: () => clock };
  const advance = (seconds: number) => void (clock = new Date(clock.getTime() + seconds * 1000));
  const admin = commandMetadata({ id: 'admin-1', role: 'admin' }, 'phone-test');
  const logger = createLogger('phone-test', 'silent');
  let service: { sessions: ChatSessions; phoneCalls: PhoneCalls; ticker: ChatTicker; feed: ChatFeed; open: OpenChats; bridge: ExotelPhoneBridge };

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'phone_calls');
    store = await createEventStore({ databaseUrl: db.url });
    fake = await startFakeExotel();
    fake.now = () => clock;
    const bridge = new ExotelPhoneBridge({ apiUrl: fake.url, sid: fake.sid, apiKey: fake.apiKey, apiToken: fake.apiToken, callerId: '08047112233', callbackSecret: CALLBACK_SECRET, timeoutMs: 2000 });
    const open = new OpenChats();
    const feed = new ChatFeed();
    feed.listen(open.apply);
    const sessions = new ChatSessions(store, new WalletLedger(store), config, open, true);
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const setup: PhoneBridgeSetup = { bridge, callbackUrl: `${base}${phoneCallbackPath(bridge.provider)}` };
    const phoneCalls = new PhoneCalls(store, new WalletLedger(store), sessions, config, setup, logger);
    // The chat routes on the real dispatcher; the bus runs the phone commands' handlers and the end (nothing else is called here).
    const place = new PlacePhoneCallHandler(sessions, phoneCalls);
    const status = new HandlePhoneCallStatusHandler(phoneCalls);
    const end = new EndChatHandler(sessions);
    const commandBus = {
      execute: (command: unknown) => {
        if (command instanceof PlacePhoneCall) return place.execute(command);
        if (command instanceof HandlePhoneCallStatus) return status.execute(command);
        if (command instanceof EndChat) return end.execute(command);
        throw new Error('not served in this test');
      },
    } as unknown as CommandBus;
    const handlers = chatRoutes(commandBus);
    const dispatcher = new CatalogueDispatcher({ side: 'command', catalogue: routeCatalogue.filter((entry) => Object.hasOwn(handlers, entry.name)), handlers, sessionSecret: SESSION_SECRET, logger });
    server.on('request', (request, response) => void dispatcher.handle(request, response));
    await feed.follow(store, (error) => {
      throw error;
    });
    service = { sessions, phoneCalls, feed, open, bridge, ticker: new ChatTicker(sessions, open, new MemoryChatPresence(), config, logger, phoneCalls) };
  });
  afterAll(async () => {
    await service?.feed.stop();
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await fake?.close();
    await store?.close();
    await db?.drop();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.faults.length = 0;
  });

  const cookieOf = (userId: string, role: 'customer' | 'astrologer') =>
    `${SESSION_COOKIE}=${encodeSession(SESSION_SECRET, { sid: randomUUID(), uid: userId, role, exp: Math.floor(Date.now() / 1000) + 3600 })}`;

  async function astrologer() {
    const application = testApplication({ phone: ASTROLOGER_PHONE.slice(3), profile: { callPricePerMin: CALL_PRICE } });
    const { astrologerId, userId } = application;
    await seedOnlineAstrologer(store, application, admin);
    const busy = async () => {
      const state = await loadState(store, astrologerStreamName(astrologerId), astrologerDecider);
      return state.status === 'absent' ? null : state.sessionId;
    };
    const earnings = async () => (await store.readStream(astrologerEarningsStreamName(astrologerId))).map((event) => event.data as { minute: number; amount: number; commission: number });
    return { astrologerId, userId, meta: commandMetadata({ id: userId, role: 'astrologer' }, 'phone-test'), cookie: cookieOf(userId, 'astrologer'), busy, earnings };
  }

  /** A customer who logged in with CUSTOMER_PHONE (their account stream) and holds `balance`. */
  async function customer(balance: number) {
    const userId = randomUUID();
    const metadata = { correlationId: randomUUID(), causationId: randomUUID(), actor: { id: userId, role: 'customer' as const }, occurredAt: clock.toISOString(), schemaVersion: 1 };
    await store.appendToStream(userStreamName(userId), [{ id: randomUUID(), type: 'UserRegistered', data: { userId, phone: CUSTOMER_PHONE, countryCode: '+91' }, metadata }], { expectedRevision: 'no_stream' });
    if (balance > 0) await new WalletLedger(store).execute(userId, { type: 'Adjust', transactionId: randomUUID(), amount: balance, reason: 'Opening balance', idempotencyKey: `open-${userId}`, requestHash: 'h' }, admin);
    const debits = async () => (await store.readStream(walletStreamName(userId))).filter((event) => event.type === 'WalletDebited').map((event) => (event.data as { amount: number }).amount);
    return { userId, meta: commandMetadata({ id: userId, role: 'customer' }, 'phone-test'), cookie: cookieOf(userId, 'customer'), debits, balance: async () => (await new WalletLedger(store).state(userId)).balance };
  }

  const intake: CreateChatSession['intake'] = { name: 'Asha', birth_date: '1990-04-01', birth_place: 'Pune' };
  const chatEvents = async (sessionId: string) => store.readStream(chatStreamName(sessionId));
  const chatTypes = async (sessionId: string) => (await chatEvents(sessionId)).map((event) => event.type);
  const endOf = async (sessionId: string) => (await chatEvents(sessionId)).find((event) => event.type === 'ChatEnded')?.data;

  /** An accepted call session between a customer whose free first consultation is used up and an astrologer. */
  async function acceptedCall(balance: number) {
    const ravi = await astrologer();
    const asha = await customer(balance);
    const first = await service.sessions.request(asha.userId, { astrologer_id: ravi.astrologerId, intake }, asha.meta);
    await service.sessions.answer(ravi.userId, first.chat.request.sessionId, { action: 'accept' }, ravi.meta);
    await service.sessions.end(asha.userId, first.chat.request.sessionId, asha.meta);
    const { chat } = await service.sessions.request(asha.userId, { astrologer_id: ravi.astrologerId, intake, channel: 'call' }, asha.meta);
    const sessionId = chat.request.sessionId;
    await service.sessions.answer(ravi.userId, sessionId, { action: 'accept' }, ravi.meta);
    await expect.poll(() => service.open.stateOf(sessionId)?.status).toBe('active');
    return { ravi, asha, sessionId };
  }

  const placePhoneCall = (sessionId: string, cookie: string, body: unknown = {}) =>
    fetch(`${base}/api/create_phone_call/${sessionId}`, { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { data?: { session: Record<string, unknown>; phone: string }; code?: string; params?: Record<string, unknown>; errors?: { path: string; code: string; params?: Record<string, unknown> }[] },
    }));
  /** end_chat_session as either side's screen sends it. */
  const endOnScreen = (sessionId: string, cookie: string) =>
    fetch(`${base}/api/end_chat_session/${sessionId}`, { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: '{}' }).then(async (response) => ({ status: response.status, body: (await response.json()) as { code?: string } }));
  const callbackOf = (callId: string) => fake.calls.get(callId)!.statusCallback!;
  const postCallback = (url: string, body: string, contentType = 'application/json') =>
    fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body }).then(async (response) => ({ status: response.status, body: (await response.json()) as { code?: string; data?: { outcome: string } } }));

  it('places a phone call, connects it on the answered callback, bills minutes with the hold and no heartbeats, and ends it by the provider’s talk time', async () => {
    const { ravi, asha, sessionId } = await acceptedCall(10 * CALL_PRICE + 5_00);

    // The astrologer cannot ask; the customer's request rings her number, then the astrologer's, for what her balance pays.
    expect(await placePhoneCall(sessionId, ravi.cookie)).toMatchObject({ status: 403, body: { code: 'chat.phone_customer_only' } });
    const placed = await placePhoneCall(sessionId, asha.cookie);
    expect(placed).toMatchObject({ status: 200, body: { data: { phone: CUSTOMER_PHONE, session: { phone_bridge: true, phone_call: { status: 'ringing', failure: null }, connected_at: null } } } });
    expect(fake.requests).toHaveLength(1);
    const form = new Map(fake.requests[0]!.form);
    expect([form.get('From'), form.get('To'), form.get('TimeLimit'), form.get('CustomField')]).toEqual([CUSTOMER_PHONE, ASTROLOGER_PHONE, String(10 * 60), sessionId]);
    const [callId] = [...fake.calls.keys()].filter((sid) => fake.calls.get(sid)!.customField === sessionId);
    expect(await chatTypes(sessionId)).toEqual(['ChatRequested', 'ChatAccepted', 'PhoneCallPlaced']);
    expect((await chatEvents(sessionId)).at(-1)?.data).toEqual({ callId, placedAt: clock.toISOString(), maxDurationS: 600 });
    // A call on the phones is ended on the phone, ringing or talking: ended on a screen, the phone call would go on unbilled.
    const onThePhone = { status: 409, body: { code: 'chat.on_the_phone' } };
    expect(await endOnScreen(sessionId, asha.cookie)).toMatchObject(onThePhone);
    // Asking again while it rings answers the same call and does not ring the phone twice.
    expect(await placePhoneCall(sessionId, asha.cookie)).toMatchObject({ status: 200, body: { data: { phone: CUSTOMER_PHONE, session: { phone_call: { status: 'ringing' } } } } });
    expect(fake.requests).toHaveLength(1);

    // Both phones are talking: the call connects at the provider's time and minute 1 is billed, once.
    advance(15);
    const connectedAt = clock.getTime();
    expect(await fake.answered(callId!)).toBe(200);
    expect(await asha.debits()).toEqual([CALL_PRICE]);
    const countAfterConnect = (await chatEvents(sessionId)).length;
    expect(await fake.answered(callId!, 'multipart')).toBe(200);
    expect((await chatEvents(sessionId)).length).toBe(countAfterConnect);
    expect(await loadState(store, chatStreamName(sessionId), chatDecider)).toMatchObject({ connectedAt: new Date(connectedAt).toISOString(), connectedByPhone: callId });
    expect(await placePhoneCall(sessionId, asha.cookie)).toMatchObject({ status: 409, body: { code: 'chat.call_connected' } });
    for (const cookie of [asha.cookie, ravi.cookie]) expect(await endOnScreen(sessionId, cookie)).toMatchObject(onThePhone);
    expect((await chatEvents(sessionId)).length).toBe(countAfterConnect);

    // Forged callbacks, another call's id and an unreadable body append nothing.
    const genuine = new URL(callbackOf(callId!));
    const forged = new URL(genuine);
    forged.searchParams.set('token', '0'.repeat(64));
    const ended = JSON.stringify({ CallSid: callId, Status: 'completed', ConversationDuration: 1, EndTime: '2026-11-23 15:30:16' });
    expect(await postCallback(forged.toString(), ended)).toMatchObject({ status: 403, body: { code: 'chat.phone_callback_forged' } });
    expect(await postCallback(`${base}${phoneCallbackPath('exotel')}`, ended)).toMatchObject({ status: 403, body: { code: 'chat.phone_callback_forged' } });
    expect(await postCallback(genuine.toString(), JSON.stringify({ CallSid: 'c0ffee00c0ffee00c0ffee00c0ffee00', Status: 'completed', ConversationDuration: 1 }))).toMatchObject({
      status: 404,
      body: { code: 'chat.phone_call_unknown' },
    });
    expect(await postCallback(genuine.toString(), '{"CallSid":')).toMatchObject({ status: 400, body: { code: 'chat.phone_callback_malformed' } });
    expect(await postCallback(genuine.toString(), 'Status=completed', 'text/plain')).toMatchObject({ status: 400, body: { code: 'chat.phone_callback_malformed' } });
    expect(await postCallback(genuine.toString().replace('/exotel/', '/twilio/'), ended)).toMatchObject({ status: 409, body: { code: 'chat.phone_bridge_off' } });
    expect((await chatEvents(sessionId)).length).toBe(countAfterConnect);

    // No heartbeats ever come from a phone: past the heartbeat timeout the call goes on. Minute 2 starts at 60 s and is billed once 30 s old.
    await expect.poll(() => service.open.stateOf(sessionId)?.connectedByPhone).toBe(callId);
    advance(60 + PHONE_MINUTE_HOLD_MS / 1000 - 1);
    await service.ticker.tickOnce();
    expect(await asha.debits()).toEqual([CALL_PRICE]);
    advance(1);
    await service.ticker.tickOnce();
    expect(await asha.debits()).toEqual([CALL_PRICE, CALL_PRICE]);
    expect(await chatTypes(sessionId)).not.toContain('ChatEnded');

    // They hang up at 115 s; the callback comes 33 s late. Minute 2 is the last one started (minute 3 would start at 120 s): a tick meanwhile bills nothing more.
    const hungUp = new Date(connectedAt + 115_000);
    advance(148 - (clock.getTime() - connectedAt) / 1000);
    await service.ticker.tickOnce();
    expect(await asha.debits()).toEqual([CALL_PRICE, CALL_PRICE]);
    fake.now = () => hungUp;
    try {
      expect(await fake.terminal(callId!, { status: 'completed', conversationS: 100 })).toBe(200);
    } finally {
      fake.now = () => clock;
    }
    expect(await endOf(sessionId)).toEqual({ by: 'system', reason: 'phone_ended', endedAt: hungUp.toISOString(), durationSeconds: 115, totalBilled: 2 * CALL_PRICE });
    expect(await asha.debits()).toEqual([CALL_PRICE, CALL_PRICE]);
    expect(await asha.balance()).toBe(8 * CALL_PRICE + 5_00);
    expect(await ravi.earnings()).toEqual([
      expect.objectContaining({ minute: 1, amount: 21_00, commission: 9_00 }),
      expect.objectContaining({ minute: 2, amount: 21_00, commission: 9_00 }),
    ]);
    expect(await ravi.busy()).toBeNull();
    // The same terminal callback again: acknowledged, nothing appended.
    const final = (await chatEvents(sessionId)).length;
    expect(await postCallback(callbackOf(callId!), JSON.stringify({ CallSid: callId, Status: 'completed', ConversationDuration: 100, EndTime: '2026-11-23 15:32:10' }))).toMatchObject({
      status: 200,
      body: { data: { outcome: 'ignored: the session is over' } },
    });
    expect((await chatEvents(sessionId)).length).toBe(final);
    expect(await chatTypes(sessionId)).toEqual(['ChatRequested', 'ChatAccepted', 'PhoneCallPlaced', 'CallConnected', 'MinuteBillingStarted', 'MinuteBilled', 'MinuteBillingStarted', 'MinuteBilled', 'ChatEnded']);
  });

  it('records a phone call that fails before connecting, bills nothing and keeps the session accepted; a retry whose answered callback is lost is connected and ended by its final one', async () => {
    const { asha, sessionId } = await acceptedCall(10 * CALL_PRICE);
    await placePhoneCall(sessionId, asha.cookie);
    const first = [...fake.calls.values()].find((call) => call.customField === sessionId)!.sid;
    advance(20);
    expect(await fake.terminal(first, { status: 'busy', conversationS: 0 })).toBe(200);
    expect(await chatTypes(sessionId)).toEqual(['ChatRequested', 'ChatAccepted', 'PhoneCallPlaced', 'PhoneCallFailed']);
    expect((await chatEvents(sessionId)).at(-1)?.data).toEqual({ callId: first, state: 'busy', failedAt: clock.toISOString() });
    expect(await asha.debits()).toEqual([]);
    expect(await fake.terminal(first, { status: 'busy', conversationS: 0 })).toBe(200);
    expect(await chatTypes(sessionId)).toHaveLength(4);
    // Past the 60 s from acceptance, but within 60 s of the failure: the ticker leaves it for a retry.
    advance(45);
    await expect.poll(() => service.open.stateOf(sessionId)?.phoneCalls.at(-1)?.failure).toBe('busy');
    await service.ticker.tickOnce();
    expect(await chatTypes(sessionId)).not.toContain('ChatEnded');

    const again = await placePhoneCall(sessionId, asha.cookie);
    expect(again).toMatchObject({ status: 200, body: { data: { session: { status: 'active', phone_call: { status: 'ringing' } } } } });
    const second = [...fake.calls.values()].filter((call) => call.customField === sessionId).map((call) => call.sid).find((sid) => sid !== first)!;
    // The first call's callbacks no longer count.
    expect(await fake.answered(first)).toBe(200);
    expect(await asha.debits()).toEqual([]);
    // The answered callback of the second is lost, and its terminal one, reporting 70 s of talk, comes 130 s after the hang-up:
    // connected at its start, ended 70 s later, only the two minutes started by then billed.
    advance(100);
    const hungUp = clock;
    fake.now = () => hungUp;
    advance(130);
    try {
      expect(await fake.terminal(second, { status: 'completed', conversationS: 70 })).toBe(200);
    } finally {
      fake.now = () => clock;
    }
    expect(await endOf(sessionId)).toEqual({ by: 'system', reason: 'phone_ended', endedAt: hungUp.toISOString(), durationSeconds: 70, totalBilled: 2 * CALL_PRICE });
    expect(await asha.debits()).toEqual([CALL_PRICE, CALL_PRICE]);
  });

  it('asks the provider about a connected phone call whose final callback never came, and ends it at the provider’s end or at its time limit', async () => {
    // The hang-up's callback is lost: past the time limit and the grace, the ticker asks Exotel, which says it ended at 100 s.
    const lost = await acceptedCall(5 * CALL_PRICE);
    await placePhoneCall(lost.sessionId, lost.asha.cookie);
    const lostCall = [...fake.calls.values()].find((call) => call.customField === lost.sessionId)!;
    expect(lostCall.timeLimit).toBe('300');
    advance(10);
    const connectedAt = clock.getTime();
    await fake.answered(lostCall.sid);
    lostCall.status = 'completed';
    const hungUp = new Date(connectedAt + 100_000);
    fake.now = () => hungUp;
    try {
      clock = new Date(connectedAt + 300_000 + PHONE_STATUS_GRACE_MS + 1000);
      await expect.poll(() => service.open.stateOf(lost.sessionId)?.connectedByPhone).toBe(lostCall.sid);
      await service.ticker.tickOnce();
    } finally {
      fake.now = () => clock;
    }
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/Accounts/${fake.sid}/Calls/${lostCall.sid}.json` });
    expect(await endOf(lost.sessionId)).toEqual({ by: 'system', reason: 'phone_ended', endedAt: hungUp.toISOString(), durationSeconds: 100, totalBilled: 2 * CALL_PRICE });
    expect(await lost.asha.debits()).toEqual([CALL_PRICE, CALL_PRICE]);

    // Exotel still says in progress long past its own time limit: the call ends at the limit, which the balance paid to the minute.
    const stuck = await acceptedCall(5 * CALL_PRICE);
    await placePhoneCall(stuck.sessionId, stuck.asha.cookie);
    const stuckCall = [...fake.calls.values()].find((call) => call.customField === stuck.sessionId)!;
    advance(5);
    const stuckConnected = clock.getTime();
    await fake.answered(stuckCall.sid);
    clock = new Date(stuckConnected + 300_000 + PHONE_STATUS_GRACE_MS + 1000);
    await expect.poll(() => service.open.stateOf(stuck.sessionId)?.connectedByPhone).toBe(stuckCall.sid);
    await service.ticker.tickOnce();
    expect(await endOf(stuck.sessionId)).toEqual({ by: 'system', reason: 'phone_ended', endedAt: new Date(stuckConnected + 300_000).toISOString(), durationSeconds: 300, totalBilled: 5 * CALL_PRICE });
    expect(await stuck.asha.balance()).toBe(0);
  });

  it('asks the provider before billing a further minute of a phone call, so a hang-up whose callback is lost is not billed on', async () => {
    const { asha, sessionId } = await acceptedCall(10 * CALL_PRICE);
    await placePhoneCall(sessionId, asha.cookie);
    const call = [...fake.calls.values()].find((each) => each.customField === sessionId)!;
    advance(10);
    const connectedAt = clock.getTime();
    await fake.answered(call.sid);
    await expect.poll(() => service.open.stateOf(sessionId)?.connectedByPhone).toBe(call.sid);
    const askedAbout = () => fake.requests.filter((request) => request.method === 'GET' && request.path.endsWith(`/Calls/${call.sid}.json`)).length;

    // Minute 2 is due at 90 s (started at 60 s, held 30 s): Exotel says the call is on, so it is billed.
    clock = new Date(connectedAt + 90_000);
    await service.ticker.tickOnce();
    expect(askedAbout()).toBe(1);
    expect(await asha.debits()).toEqual([CALL_PRICE, CALL_PRICE]);

    // They hang up at 100 s and the callback is lost. Minute 3 is due at 150 s: asked first, Exotel says it is over.
    call.status = 'completed';
    const hungUp = new Date(connectedAt + 100_000);
    fake.now = () => hungUp;
    try {
      clock = new Date(connectedAt + 150_000);
      await service.ticker.tickOnce();
    } finally {
      fake.now = () => clock;
    }
    expect(askedAbout()).toBe(2);
    expect(await endOf(sessionId)).toEqual({ by: 'system', reason: 'phone_ended', endedAt: hungUp.toISOString(), durationSeconds: 100, totalBilled: 2 * CALL_PRICE });
    expect(await asha.debits()).toEqual([CALL_PRICE, CALL_PRICE]);
  });

  it('asks the provider about several phone calls side by side: one that hangs delays a tick by its timeout, not one per call', async () => {
    const calls = [await acceptedCall(10 * CALL_PRICE), await acceptedCall(10 * CALL_PRICE)];
    for (const { asha, sessionId } of calls) await placePhoneCall(sessionId, asha.cookie);
    const connectedAt = clock.getTime();
    for (const { sessionId } of calls) {
      const call = [...fake.calls.values()].find((each) => each.customField === sessionId)!;
      await fake.answered(call.sid);
      await expect.poll(() => service.open.stateOf(sessionId)?.connectedByPhone).toBe(call.sid);
    }
    // A provider whose every answer would take a minute: asked one call after the other, the second question would wait that long.
    const slowBridge = new ExotelPhoneBridge({ apiUrl: fake.url, sid: fake.sid, apiKey: fake.apiKey, apiToken: fake.apiToken, callerId: '08047112233', callbackSecret: CALLBACK_SECRET, timeoutMs: 60_000 });
    const slowPhone = new PhoneCalls(store, new WalletLedger(store), service.sessions, config, { bridge: slowBridge, callbackUrl: `${base}${phoneCallbackPath('exotel')}` }, logger);
    const ticker = new ChatTicker(service.sessions, service.open, new MemoryChatPresence(), config, logger, slowPhone);
    fake.requests.length = 0;
    fake.faults.push('hang', 'hang');
    clock = new Date(connectedAt + 90_000);
    const pass = ticker.tickOnce();
    await expect.poll(() => fake.requests.filter((request) => request.method === 'GET').length).toBe(2);
    // The provider cannot be reached: minute 2 is billed to both, as before the question was asked.
    fake.releaseHanging();
    await pass;
    for (const { asha } of calls) expect(await asha.debits()).toEqual([CALL_PRICE, CALL_PRICE]);
  });

  it('answers a provider that cannot place the call 502 and records nothing; a call the provider placed but we never recorded is not billed', async () => {
    const { asha, sessionId } = await acceptedCall(10 * CALL_PRICE);
    fake.faults.push({ status: 503, body: { RestException: { Status: 503, Message: 'Service unavailable' } } });
    expect(await placePhoneCall(sessionId, asha.cookie)).toMatchObject({ status: 502, body: { code: 'chat.phone_unavailable' } });
    expect(await chatTypes(sessionId)).toEqual(['ChatRequested', 'ChatAccepted']);

    // The crash window: the provider rang (connect answered), the service died before PhoneCallPlaced.
    const orphan = await service.bridge.connect({ consultationId: sessionId, customerNumber: CUSTOMER_PHONE, astrologerNumber: ASTROLOGER_PHONE, callbackUrl: `${base}${phoneCallbackPath('exotel')}`, maxDurationS: 600 });
    advance(10);
    expect(await fake.answered(orphan.callId)).toBe(404);
    expect(await fake.terminal(orphan.callId, { status: 'completed', conversationS: 90 })).toBe(404);
    expect(await chatTypes(sessionId)).toEqual(['ChatRequested', 'ChatAccepted']);
    expect(await asha.debits()).toEqual([]);
  });

  it('refuses bad input to create_phone_call with 400 naming the field, strangers with 404, a chat, and a bridge that is off', async () => {
    const { asha, sessionId } = await acceptedCall(10 * CALL_PRICE);
    const refused = await placePhoneCall(sessionId, asha.cookie, { phone: '+911234567890' });
    expect(refused).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
    // The body takes no field: the one sent is named.
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: '', code: 'field.unknown', params: { keys: 'phone' } })]);
    expect(await placePhoneCall('not-a-session', asha.cookie)).toMatchObject({ status: 404, body: { code: 'chat.not_found' } });
    expect(await placePhoneCall(sessionId, cookieOf(randomUUID(), 'customer'))).toMatchObject({ status: 404, body: { code: 'chat.not_found' } });
    const raw = await fetch(`${base}/api/create_phone_call/${sessionId}`, { method: 'PUT', headers: { cookie: asha.cookie, 'content-type': 'application/json' }, body: '{"phone":' });
    expect(raw.status).toBe(400);
    expect(fake.requests).toEqual([]);

    // A chat session is no call.
    const chat = await service.sessions.request(asha.userId, { astrologer_id: (await astrologer()).astrologerId, intake }, asha.meta);
    expect(await placePhoneCall(chat.chat.request.sessionId, asha.cookie)).toMatchObject({ status: 409, body: { code: 'chat.not_a_call' } });

    // The bridge off: refused before anything is asked or written.
    const off = new PhoneCalls(store, new WalletLedger(store), service.sessions, config, null, logger);
    const error = await off.place(asha.userId, sessionId, asha.meta).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, code: 'chat.phone_bridge_off' });
    expect(await chatTypes(sessionId)).toEqual(['ChatRequested', 'ChatAccepted']);
  });
});
