import { randomUUID } from 'node:crypto';
import {
  astrologerEarningsStreamName,
  astrologerStreamName,
  chatStreamName,
  inboxStreamName,
  liveLockId,
  liveQueueStreamName,
  walletStreamName,
  waitlistStreamName,
  type NotificationSent,
} from '@nakshatra/contracts';
import { comparePositions, createEventStore, type EventStore } from '@nakshatra/event-store';
import { createLogger } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { astrologerDecider } from '../astrologers/astrologer.decider.js';
import { seedOnlineAstrologer } from '../astrologers/seed-online-astrologer.js';
import { testApplication } from '../astrologers/testing/test-application.js';
import { ChatSessions } from '../chat/chat-sessions.js';
import { OpenChats } from '../chat/open-chats.js';
import { MemoryChatPresence } from '../chat/realtime/chat-presence.js';
import { FollowersIndex } from '../live/sessions/followers-index.js';
import { LiveFollowerNotifier } from '../live/sessions/live-notifications.js';
import { LiveSessions } from '../live/sessions/live-sessions.js';
import { InAppInbox } from '../notifications/in-app-inbox.js';
import { crashingStore } from '../shared/testing/crashing-store.js';
import { loadState, runCommand } from '../shared/aggregate-runner.js';
import { commandMetadata } from '../shared/command-metadata.js';
import { StoreFeed } from '../shared/store-feed.js';
import { WalletLedger } from '../wallet/wallet-ledger.js';
import { WorkflowRunner, type StepRunner } from '../workflows/workflow-runner.js';
import { astrologerQueueDecider } from './astrologer-queue.decider.js';
import { AstrologerQueues } from './astrologer-queues.js';
import { liveQueueCloseWorkflow } from './live-queue-close.workflow.js';
import { queueTurnWorkflow } from './queue-turn.workflow.js';
import { waitlistOfferWorkflow } from './waitlist-offer.workflow.js';

const CALL_PRICE = 3000;
const silent = createLogger('queue-test', process.env.QUEUE_TEST_LOG ?? 'silent');

/**
 * The astrologer's queue against the real PostgreSQL event store, with a clock the test moves: a live
 * session's line, paid turns that are calls under the live lock billed as calls, the waitlist and its
 * 60 s offers; and each multi-stream step left half done by a "crash" (the first write made, the
 * next not), which a service started afterwards (the queue workflows) completes.
 */
describe('astrologer queue', () => {
  let db: TestDatabase;
  let store: EventStore;
  let clock = new Date(Date.now() + 60_000);
  const now = () => clock;
  const advance = (seconds: number) => void (clock = new Date(clock.getTime() + seconds * 1000));
  const admin = commandMetadata({ id: randomUUID(), role: 'admin' }, 'queue-test');
  const presence = new MemoryChatPresence();
  let service: { queues: AstrologerQueues; chats: ChatSessions; live: LiveSessions; runners: StepRunner[]; feed: StoreFeed };

  /** A fresh command service over the same store: nothing in memory survives, as after a restart. */
  async function startService() {
    await service?.feed.stop();
    const chats = new ChatSessions(store, new WalletLedger(store), { commissionBp: 3000, tickMs: null, now }, new OpenChats());
    const live = new LiveSessions(store, null, new FollowersIndex(), new LiveFollowerNotifier(new InAppInbox(store, now), silent), presence, silent, now);
    const queues = new AstrologerQueues(store, new WalletLedger(store), chats, new InAppInbox(store, now), silent, now);
    const run = (step: Parameters<AstrologerQueues['runStep']>[0]) => queues.runStep(step);
    const runners: StepRunner[] = [new WorkflowRunner(queueTurnWorkflow, run, silent), new WorkflowRunner(liveQueueCloseWorkflow, run, silent), new WorkflowRunner(waitlistOfferWorkflow, run, silent)];
    const feed = new StoreFeed([...new Set(runners.flatMap((runner) => runner.streams))]);
    for (const runner of runners) feed.listen(runner.apply);
    await feed.follow(store, (error) => {
      throw error;
    });
    return { queues, chats, live, runners, feed };
  }
  /** One workflow tick, once the feed has delivered what was written (it follows the store asynchronously). */
  async function tick() {
    const head = await store.committedHeadPosition();
    if (head) await expect.poll(() => service.feed.seen !== undefined && comparePositions(service.feed.seen, head) >= 0).toBe(true);
    for (const runner of service.runners) await runner.tick(now());
  }

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'astrologer_queue');
    store = await createEventStore({ databaseUrl: db.url });
    service = await startService();
  });
  afterAll(async () => {
    await service?.feed.stop();
    await store?.close();
    await db?.drop();
  });

  async function astrologer() {
    const application = testApplication({ profile: { pricePerMin: 2000, callPricePerMin: CALL_PRICE } });
    await seedOnlineAstrologer(store, application, admin);
    const { astrologerId, userId } = application;
    const lock = async () => {
      const state = await loadState(store, astrologerStreamName(astrologerId), astrologerDecider);
      return state.status === 'absent' ? null : state.sessionId;
    };
    const earnings = async () => (await store.readStream(astrologerEarningsStreamName(astrologerId))).length;
    return { astrologerId, userId, meta: commandMetadata({ id: userId, role: 'astrologer' }, 'queue-test'), lock, earnings };
  }

  async function customer(balance: number) {
    const userId = randomUUID();
    if (balance > 0) await new WalletLedger(store).execute(userId, { type: 'Adjust', transactionId: randomUUID(), amount: balance, reason: 'Opening balance', idempotencyKey: `open-${userId}`, requestHash: 'h' }, admin);
    const debits = async () => (await store.readStream(walletStreamName(userId))).filter((event) => event.type === 'WalletDebited').map((event) => (event.data as { amount: number }).amount);
    return { userId, meta: commandMetadata({ id: userId, role: 'customer' }, 'queue-test'), debits };
  }

  const intake = { name: 'Asha', birth_date: '1990-04-01', birth_place: 'Pune' };
  const failure = (work: Promise<unknown>) => work.then(() => undefined, (error: unknown) => error);
  const lineTypes = async (sessionId: string) => (await store.readStream(liveQueueStreamName(sessionId))).map((event) => event.type);
  const chatTypes = async (sessionId: string) => (await store.readStream(chatStreamName(sessionId))).map((event) => event.type);
  const chatRequest = (customerId: string, astrologerId: string) => service.chats.request(customerId, { astrologer_id: astrologerId, intake }, commandMetadata({ id: customerId, role: 'customer' }, 'queue-test'));

  async function onAir() {
    const ananya = await astrologer();
    const { session } = await service.live.schedule(ananya.userId, { title: 'Ask me anything', topic: 'Career', now: true }, ananya.meta);
    return { ananya, sessionId: session.session.sessionId };
  }

  it('queues viewers who can pay 5 minutes, gives each a paid turn as a call under the live lock, billed once a minute', async () => {
    const { ananya, sessionId } = await onAir();
    const [asha, meera, poor] = [await customer(20 * CALL_PRICE), await customer(5 * CALL_PRICE), await customer(5 * CALL_PRICE - 1)];

    expect(await failure(service.queues.joinLive(poor.userId, sessionId, { intake }, poor.meta))).toMatchObject({ status: 409, code: 'wallet.insufficient_balance', params: { balance: 5 * CALL_PRICE - 1, needed: 5 * CALL_PRICE } });
    expect(await failure(service.queues.joinLive(ananya.userId, sessionId, { intake }, ananya.meta))).toMatchObject({ code: 'queue.own_queue' });
    const first = await service.queues.joinLive(asha.userId, sessionId, { intake }, asha.meta);
    expect(first.view).toMatchObject({ status: 'waiting', position: 1, waiting: 1, estimated_wait_minutes: 0, source: 'live', live_session_id: sessionId });
    const second = await service.queues.joinLive(meera.userId, sessionId, { intake: { ...intake, name: 'Meera' } }, meera.meta);
    expect(second.view).toMatchObject({ position: 2, waiting: 2, estimated_wait_minutes: 5 });
    // Joining again (a second tab) answers the same entry and writes nothing.
    const again = await service.queues.joinLive(asha.userId, sessionId, { intake }, asha.meta);
    expect(again).toMatchObject({ view: { entry_id: first.view.entry_id, position: 1 }, position: undefined });

    const taken = await service.queues.takeNext(ananya.userId, sessionId, ananya.meta);
    expect(taken.view).toMatchObject({ status: 'in_turn', entry_id: first.view.entry_id });
    const callId = taken.view.chat_session_id!;
    const call = await service.chats.stateOf(callId);
    expect(call).toMatchObject({ status: 'active', channel: 'call', request: { customerId: asha.userId, pricePerMin: CALL_PRICE, freeMinutes: 0 } });
    // The turn runs under the live lock: the astrologer stays held by the live session, and other requests stay refused.
    expect(await ananya.lock()).toBe(liveLockId(sessionId));
    expect(await failure(chatRequest(randomUUID(), ananya.astrologerId))).toMatchObject({ code: 'chat.astrologer_busy' });
    expect(await failure(service.queues.takeNext(ananya.userId, sessionId, ananya.meta))).toMatchObject({ code: 'queue.turn_in_progress' });
    // Meera moves up; the turn in progress counts as one ahead in her estimate.
    expect((await service.queues.joinLive(meera.userId, sessionId, { intake }, meera.meta)).view).toMatchObject({ position: 1, estimated_wait_minutes: 5 });

    // Billed as a call: from both sides' media, one debit and one earning per started minute.
    await service.chats.reportMediaConnected(asha.userId, callId, true, asha.meta);
    await service.chats.reportMediaConnected(ananya.userId, callId, true, ananya.meta);
    expect(await asha.debits()).toEqual([CALL_PRICE]);
    advance(70);
    const ended = await service.queues.endTurn(ananya.userId, sessionId, ananya.meta);
    expect(ended.view).toMatchObject({ status: 'done', chat_session_id: callId });
    expect(await asha.debits()).toEqual([CALL_PRICE, CALL_PRICE]);
    expect(await ananya.earnings()).toBe(2);
    expect(await chatTypes(callId)).toEqual(['ChatRequested', 'ChatAccepted', 'CallMediaConnected', 'CallMediaConnected', 'CallConnected', 'MinuteBillingStarted', 'MinuteBilled', 'MinuteBillingStarted', 'MinuteBilled', 'ChatEnded']);
    // The end of the turn freed nothing: the astrologer is still on air.
    expect(await ananya.lock()).toBe(liveLockId(sessionId));
    await tick();
    expect(await lineTypes(sessionId)).toEqual(['QueueJoined', 'QueueJoined', 'QueueTurnStarted', 'QueueTurnEnded']);

    // Meera cannot pay any more when her turn comes: the turn ends at once (`left`) and the astrologer takes the next.
    await new WalletLedger(store).execute(meera.userId, { type: 'Adjust', transactionId: randomUUID(), amount: -CALL_PRICE, reason: 'Spent elsewhere', idempotencyKey: `spend-${meera.userId}`, requestHash: 'h' }, admin);
    expect((await service.queues.takeNext(ananya.userId, sessionId, ananya.meta)).view).toMatchObject({ status: 'left', chat_session_id: null });
    expect(await failure(service.queues.takeNext(ananya.userId, sessionId, ananya.meta))).toMatchObject({ code: 'queue.empty' });
    expect(await meera.debits()).toEqual([]);
  });

  it('lets a viewer leave for free and the astrologer skip one; only the session astrologer runs its line', async () => {
    const { ananya, sessionId } = await onAir();
    const other = await astrologer();
    const [asha, ravi] = [await customer(10 * CALL_PRICE), await customer(10 * CALL_PRICE)];
    const joined = await service.queues.joinLive(asha.userId, sessionId, { intake }, asha.meta);
    const left = await service.queues.leaveLive(asha.userId, sessionId, asha.meta);
    expect(left.view).toMatchObject({ entry_id: joined.view.entry_id, status: 'left', left_reason: 'left', position: 0 });
    expect((await service.queues.leaveLive(asha.userId, sessionId, asha.meta)).position).toBeUndefined();
    expect(await failure(service.queues.leaveLive(ravi.userId, sessionId, ravi.meta))).toMatchObject({ code: 'queue.entry_not_found' });

    const ravis = await service.queues.joinLive(ravi.userId, sessionId, { intake }, ravi.meta);
    expect(await failure(service.queues.takeNext(other.userId, sessionId, other.meta))).toMatchObject({ code: 'live.astrologer_only' });
    expect(await failure(service.queues.skip(other.userId, sessionId, ravis.view.entry_id, other.meta))).toMatchObject({ code: 'live.astrologer_only' });
    expect((await service.queues.skip(ananya.userId, sessionId, ravis.view.entry_id, ananya.meta)).view).toMatchObject({ status: 'left' });
    expect(await ravi.debits()).toEqual([]);
    expect(await asha.debits()).toEqual([]);
  });

  it('completes a turn left half done by a crash: the call is made by the next service, and its end ends the turn', async () => {
    const { ananya, sessionId } = await onAir();
    const asha = await customer(10 * CALL_PRICE);
    await service.queues.joinLive(asha.userId, sessionId, { intake }, asha.meta);
    // "Take next" died after claiming the turn on the line, before the call.
    const callId = randomUUID();
    await runCommand(store, liveQueueStreamName(sessionId), astrologerQueueDecider, { type: 'StartTurn', liveSessionId: sessionId, chatSessionId: callId, at: now() }, ananya.meta);
    service = await startService();
    await tick();
    expect(await service.chats.stateOf(callId)).toMatchObject({ status: 'active', channel: 'call', request: { customerId: asha.userId } });

    // The customer hangs up and the service dies before the line hears of it: the next one ends the turn.
    await service.chats.end(asha.userId, callId, asha.meta);
    service = await startService();
    await tick();
    expect(await lineTypes(sessionId)).toEqual(['QueueJoined', 'QueueTurnStarted', 'QueueTurnEnded']);
    expect(await asha.debits()).toEqual([]);
  });

  it('closes the line when the live session ends: the waiting are let go and the turn in progress ends', async () => {
    const { ananya, sessionId } = await onAir();
    const [asha, ravi] = [await customer(10 * CALL_PRICE), await customer(10 * CALL_PRICE)];
    await service.queues.joinLive(asha.userId, sessionId, { intake }, asha.meta);
    await service.queues.joinLive(ravi.userId, sessionId, { intake }, ravi.meta);
    const callId = (await service.queues.takeNext(ananya.userId, sessionId, ananya.meta)).view.chat_session_id!;
    await service.live.end({ id: ananya.userId, role: 'astrologer' }, sessionId, null, ananya.meta);
    // Three steps, each seen by the next tick: the line closes, the call ends, the turn ends.
    for (let step = 0; step < 3; step += 1) await tick();
    expect(await lineTypes(sessionId)).toEqual(['QueueJoined', 'QueueJoined', 'QueueTurnStarted', 'QueueLeft', 'QueueLiveClosed', 'QueueTurnEnded']);
    expect(await service.chats.stateOf(callId)).toMatchObject({ status: 'ended' });
    expect(await ananya.lock()).toBeNull();
    expect(await failure(service.queues.joinLive(asha.userId, sessionId, { intake }, asha.meta))).toMatchObject({ code: 'queue.not_live' });
  });

  it('lets go of a viewer whose join raced the end, and closes a line joined after its session was forgotten', async () => {
    const { ananya, sessionId } = await onAir();
    const asha = await customer(10 * CALL_PRICE);
    // Asha's join checks the session live, then Ananya ends it before the join is written.
    const crashing = crashingStore(store);
    const racing = new AstrologerQueues(crashing.store, new WalletLedger(store), service.chats, new InAppInbox(store, now), silent, now);
    const endNow = () => service.live.end({ id: ananya.userId, role: 'astrologer' }, sessionId, null, ananya.meta);
    crashing.pauseBefore((stream) => stream === liveQueueStreamName(sessionId), endNow);
    expect(await failure(racing.joinLive(asha.userId, sessionId, { intake }, asha.meta))).toMatchObject({ code: 'queue.not_live' });
    expect(await lineTypes(sessionId)).toEqual(['QueueJoined', 'QueueLeft', 'QueueLiveClosed']);

    // Again, with the service dying before it closes the line: a restarted service's workflow closes it.
    const second = await onAir();
    const ravi = await customer(10 * CALL_PRICE);
    crashing.pauseBefore(
      (stream) => stream === liveQueueStreamName(second.sessionId),
      async () => {
        await service.live.end({ id: second.ananya.userId, role: 'astrologer' }, second.sessionId, null, second.ananya.meta);
        crashing.crashNext((stream) => stream === liveQueueStreamName(second.sessionId));
      },
    );
    expect(await failure(racing.joinLive(ravi.userId, second.sessionId, { intake }, ravi.meta))).toMatchObject({ message: 'the command service died here' });
    expect(await lineTypes(second.sessionId)).toEqual(['QueueJoined']);
    service = await startService();
    await tick();
    await expect.poll(() => lineTypes(second.sessionId)).toEqual(['QueueJoined', 'QueueLeft', 'QueueLiveClosed']);
  });

  it('keeps a waitlist while the astrologer is busy, offers the consultation in turn for 60 s, and gives it to the offered customer only', async () => {
    const ravi = await astrologer();
    const [busyWith, asha, meera, outsider] = [await customer(0), await customer(0), await customer(0), await customer(0)];
    expect(await failure(service.queues.joinWaitlist(asha.userId, ravi.astrologerId, asha.meta))).toMatchObject({ code: 'queue.astrologer_free' });
    const consultation = await chatRequest(busyWith.userId, ravi.astrologerId);
    const ashas = await service.queues.joinWaitlist(asha.userId, ravi.astrologerId, asha.meta);
    expect(ashas.view).toMatchObject({ source: 'consultation', status: 'waiting', position: 1, estimated_wait_minutes: 5 });
    expect((await service.queues.joinWaitlist(meera.userId, ravi.astrologerId, meera.meta)).view).toMatchObject({ position: 2, estimated_wait_minutes: 10 });
    await tick();
    expect((await store.readStream(waitlistStreamName(ravi.astrologerId))).map((event) => event.type)).toEqual(['QueueJoined', 'QueueJoined']);

    // The consultation ends: Asha is offered it (told in her inbox), and held for her.
    await service.chats.end(busyWith.userId, consultation.chat.request.sessionId, busyWith.meta);
    await tick();
    // The notifier tells her after the offer is written, in the background.
    const inbox = async () => (await store.readStream(inboxStreamName(asha.userId))).map((event) => event.data as NotificationSent);
    await expect.poll(inbox).toContainEqual(expect.objectContaining({ kind: 'waitlist_offer', link: `/astrologer-profile/${ravi.astrologerId}` }));
    expect(await failure(chatRequest(outsider.userId, ravi.astrologerId))).toMatchObject({ code: 'chat.astrologer_busy' });
    expect(await failure(chatRequest(meera.userId, ravi.astrologerId))).toMatchObject({ code: 'chat.astrologer_busy' });
    const ashasChat = await chatRequest(asha.userId, ravi.astrologerId);
    const waitlist = await loadState(store, waitlistStreamName(ravi.astrologerId), astrologerQueueDecider);
    expect(waitlist.finished.get(ashas.view.entry_id)).toMatchObject({ status: 'done', chatSessionId: ashasChat.chat.request.sessionId });

    // Asha's consultation ends; Meera is offered it, lets the 60 s pass, and the offer lapses.
    await service.chats.end(asha.userId, ashasChat.chat.request.sessionId, asha.meta);
    await tick();
    advance(59);
    await tick();
    expect((await loadState(store, waitlistStreamName(ravi.astrologerId), astrologerQueueDecider)).active).toMatchObject([{ customerId: meera.userId, status: 'offered' }]);
    advance(1);
    await tick();
    const after = await loadState(store, waitlistStreamName(ravi.astrologerId), astrologerQueueDecider);
    expect(after.active).toEqual([]);
    expect([...after.finished.values()].at(-1)).toMatchObject({ status: 'left', reason: 'offer_expired' });
    // Nobody waits any more: anyone may request.
    expect((await chatRequest(outsider.userId, ravi.astrologerId)).chat.status).toBe('requested');
  });

  it('keeps her place for a customer whose offer ran out while the astrologer could not take it (gone offline), and offers it again', async () => {
    const ravi = await astrologer();
    const [busyWith, asha] = [await customer(0), await customer(0)];
    const consultation = await chatRequest(busyWith.userId, ravi.astrologerId);
    await service.queues.joinWaitlist(asha.userId, ravi.astrologerId, asha.meta);
    await service.chats.end(busyWith.userId, consultation.chat.request.sessionId, busyWith.meta);
    await tick();
    const line = async () => (await loadState(store, waitlistStreamName(ravi.astrologerId), astrologerQueueDecider)).active;
    expect(await line()).toMatchObject([{ customerId: asha.userId, status: 'offered' }]);
    // Ravi goes offline during her 60 s: her request would be refused, so the lapse is not hers.
    const availability = (value: 'online' | 'offline') => runCommand(store, astrologerStreamName(ravi.astrologerId), astrologerDecider, { type: 'SetAvailability', availability: value }, ravi.meta);
    await availability('offline');
    advance(60);
    await tick();
    expect(await line()).toMatchObject([{ customerId: asha.userId, status: 'waiting' }]);
    expect((await store.readStream(waitlistStreamName(ravi.astrologerId))).map((event) => event.type).at(-1)).toBe('QueueOfferWithdrawn');
    // Back online and free: the offer is hers again.
    await availability('online');
    await tick();
    expect(await line()).toMatchObject([{ customerId: asha.userId, status: 'offered' }]);
  });
});
