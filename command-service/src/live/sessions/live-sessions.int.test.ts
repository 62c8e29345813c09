import { randomUUID } from 'node:crypto';
import { astrologerStreamName, inboxStreamName, liveLockId, liveStreamName, type NotificationSent } from '@nakshatra/contracts';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { createLogger, MemoryRateLimiter, type HttpError } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { astrologerDecider } from '../../astrologers/astrologer.decider.js';
import { seedOnlineAstrologer } from '../../astrologers/seed-online-astrologer.js';
import { ChatSessions } from '../../chat/chat-sessions.js';
import { MemoryChatPresence } from '../../chat/realtime/chat-presence.js';
import { OpenChats } from '../../chat/open-chats.js';
import { InAppInbox } from '../../notifications/in-app-inbox.js';
import { loadState, runCommand } from '../../shared/aggregate-runner.js';
import { commandMetadata } from '../../shared/command-metadata.js';
import { StoreFeed } from '../../shared/store-feed.js';
import { WalletLedger } from '../../wallet/wallet-ledger.js';
import { WorkflowRunner } from '../../workflows/workflow-runner.js';
import { AstrologerFollows } from './astrologer-follows.js';
import { FollowersIndex } from './followers-index.js';
import type { LiveMedia, LiveMediaRoom } from './live-media.js';
import { LiveFollowerNotifier } from './live-notifications.js';
import { liveSessionDecider } from './live-session.decider.js';
import { liveSessionWorkflow } from './live-session.workflow.js';
import { liveBroadcasterKey, LiveSessions } from './live-sessions.js';
import { testApplication } from '../../astrologers/testing/test-application.js';

const GRACE_MS = 60_000;
const silent = createLogger('live-test', process.env.LIVE_TEST_LOG ?? 'silent');

/** A media server in memory: the rooms it has open, and a switch to make it refuse. */
class FakeMedia implements LiveMedia {
  readonly rooms = new Map<number, string>();
  refuse = false;
  private next = 1000;
  async openRoom(sessionId: string): Promise<number> {
    if (this.refuse) throw new Error('janus is down');
    this.next += 1;
    this.rooms.set(this.next, sessionId);
    return this.next;
  }
  async closeRoom(roomId: number): Promise<void> {
    this.rooms.delete(roomId);
  }
  async openRooms(): Promise<readonly LiveMediaRoom[]> {
    return [...this.rooms].map(([roomId, sessionId]) => ({ roomId, sessionId }));
  }
}

/**
 * Live sessions against the real PostgreSQL event store, with a clock the test moves: scheduling,
 * going on air under the astrologer's consultation lock (so a chat request is refused as busy),
 * followers told in their in-app inbox, the end; and each flow left half done by a "crash" (the
 * first write made, the second not), which an instance started afterwards finishes or undoes.
 */
describe('live sessions', () => {
  let db: TestDatabase;
  let store: EventStore;
  let clock = new Date(Date.now() + 60_000);
  const now = () => clock;
  const advance = (minutes: number) => void (clock = new Date(clock.getTime() + minutes * 60_000));
  const admin = commandMetadata({ id: randomUUID(), role: 'admin' }, 'live-test');
  const media = new FakeMedia();
  /** Where a broadcaster's live socket marks the session seen (the live hub; here the test). */
  const presence = new MemoryChatPresence();
  let service: { live: LiveSessions; follows: AstrologerFollows; runner: WorkflowRunner<unknown, unknown>; feed: StoreFeed; followers: FollowersIndex };

  /** A fresh command service over the same store: nothing in memory survives, as after a restart. */
  async function startService() {
    await service?.feed.stop();
    const followers = new FollowersIndex();
    const live = new LiveSessions(store, media, followers, new LiveFollowerNotifier(new InAppInbox(store, now), silent), presence, silent, now);
    const runner = new WorkflowRunner(liveSessionWorkflow(GRACE_MS), (step) => live.runStep(step), silent) as WorkflowRunner<unknown, unknown>;
    const feed = new StoreFeed(['live-', 'astrologer-', 'follows-']);
    feed.listen(runner.apply);
    feed.listen(followers.apply);
    await feed.follow(store, (error) => {
      throw error;
    });
    return { live, follows: new AstrologerFollows(store, new MemoryRateLimiter(), now), runner, feed, followers };
  }

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'live_sessions');
    store = await createEventStore({ databaseUrl: db.url });
    service = await startService();
  });
  afterAll(async () => {
    await service?.feed.stop();
    await store?.close();
    await db?.drop();
  });

  async function astrologer(name = 'Tarot Reader Ananya') {
    const application = testApplication({ profile: { name } });
    const { astrologerId, userId } = application;
    await seedOnlineAstrologer(store, application, admin);
    const stream = astrologerStreamName(astrologerId);
    const state = async () => {
      const loaded = await loadState(store, stream, astrologerDecider);
      if (loaded.status === 'absent') throw new Error('no astrologer');
      return loaded;
    };
    const switchOffline = () => runCommand(store, stream, astrologerDecider, { type: 'SetAvailability', availability: 'offline' }, admin);
    return { astrologerId, userId, meta: commandMetadata({ id: userId, role: 'astrologer' }, 'live-test'), actor: { id: userId, role: 'astrologer' as const }, state, switchOffline };
  }

  const customer = () => {
    const userId = randomUUID();
    return { userId, meta: commandMetadata({ id: userId, role: 'customer' }, 'live-test') };
  };
  const inIso = (minutes: number) => new Date(clock.getTime() + minutes * 60_000).toISOString();
  const failure = (work: Promise<unknown>) => work.then(() => undefined, (error: unknown) => error);
  const liveTypes = async (sessionId: string) => (await store.readStream(liveStreamName(sessionId))).map((event) => event.type);
  const inbox = async (userId: string) => (await store.readStream(inboxStreamName(userId))).map((event) => event.data as NotificationSent);
  const chatRequest = (customerId: string, astrologerId: string) =>
    new ChatSessions(store, new WalletLedger(store), { commissionBp: 3000, tickMs: null, now }, new OpenChats()).request(customerId, { astrologer_id: astrologerId, intake: { name: 'Asha', birth_date: '1990-04-01', birth_place: 'Pune' } }, commandMetadata({ id: customerId, role: 'customer' }, 'live-test'));

  it('schedules, goes on air under the consultation lock (online, busy to chats), tells the followers, and ends', async () => {
    const ananya = await astrologer();
    const [asha, ravi, leaver] = [customer(), customer(), customer()];
    for (const fan of [asha, ravi, leaver]) await service.follows.follow(fan.userId, ananya.astrologerId, fan.meta);
    await service.follows.unfollow(leaver.userId, ananya.astrologerId, leaver.meta);
    await ananya.switchOffline();

    const scheduled = await service.live.schedule(ananya.userId, { title: 'Sunday tarot', topic: 'Career and money', starts_at: inIso(60) }, ananya.meta);
    const sessionId = scheduled.session.session.sessionId;
    expect(service.live.view(scheduled.session)).toMatchObject({ status: 'scheduled', title: 'Sunday tarot', starts_at: inIso(60), start_by: inIso(90), started_at: null });
    expect((await ananya.state()).sessionId).toBeNull();

    advance(58);
    await expect.poll(() => service.runner.watched).toBeGreaterThan(0);
    const started = await service.live.start(ananya.userId, sessionId, ananya.meta);
    expect(started.session).toMatchObject({ status: 'live', startedAt: clock.toISOString(), mediaRoomId: expect.any(Number) });
    expect(media.rooms.get(started.session.mediaRoomId!)).toBe(sessionId);
    // Going live put the astrologer online (the lock takes online astrologers) and busy with this session.
    expect(await ananya.state()).toMatchObject({ availability: 'online', sessionId: liveLockId(sessionId) });
    const refused = await failure(chatRequest(randomUUID(), ananya.astrologerId));
    expect(refused).toMatchObject({ status: 409, code: 'chat.astrologer_busy' });

    await service.live.settled();
    for (const fan of [asha, ravi]) {
      expect(await inbox(fan.userId)).toEqual([
        expect.objectContaining({ kind: 'live_started', title: 'Tarot Reader Ananya is live now', link: `/live/${sessionId}`, data: expect.objectContaining({ astrologer_name: 'Tarot Reader Ananya', session_id: sessionId, astrologer_id: ananya.astrologerId }) }),
      ]);
    }
    expect(await inbox(leaver.userId)).toEqual([]);
    // Starting again (a second tab) changes nothing and tells no one twice.
    expect((await service.live.start(ananya.userId, sessionId, ananya.meta)).position).toBeUndefined();
    await service.live.settled();
    expect(await inbox(asha.userId)).toHaveLength(1);

    advance(30);
    const ended = await service.live.end(ananya.actor, sessionId, null, ananya.meta);
    expect(service.live.view(ended.session)).toMatchObject({ status: 'ended', duration_seconds: 1800, end: { by: 'astrologer', reason: null } });
    expect(media.rooms.has(started.session.mediaRoomId!)).toBe(false);
    expect(await ananya.state()).toMatchObject({ availability: 'online', sessionId: null });
    expect(await liveTypes(sessionId)).toEqual(['LiveSessionScheduled', 'LiveSessionStarted', 'LiveSessionEnded']);
    // Ending again answers the same; and a chat can be requested again.
    expect((await service.live.end(ananya.actor, sessionId, null, ananya.meta)).session.status).toBe('ended');
    expect((await chatRequest(randomUUID(), ananya.astrologerId)).chat.status).toBe('requested');
  });

  it('tells a customer who followed a moment before going live, however far behind the live feed is', async () => {
    const neel = await astrologer('Neel Sengupta');
    const fan = customer();
    // The feed falls behind: it reads neither the follow nor the start until it follows again below.
    await service.feed.stop();
    await service.follows.follow(fan.userId, neel.astrologerId, fan.meta);
    const started = await service.live.schedule(neel.userId, { title: 'Ask me anything', topic: 'Career', now: true }, neel.meta);
    expect(started.session.status).toBe('live');
    expect(await inbox(fan.userId)).toEqual([]);

    const behind = new StoreFeed(['live-', 'astrologer-', 'follows-']);
    behind.listen(service.followers.apply);
    await behind.follow(store, (error) => {
      throw error;
    });
    await service.live.settled();
    expect(await inbox(fan.userId)).toEqual([expect.objectContaining({ kind: 'live_started', title: 'Neel Sengupta is live now' })]);
    await behind.stop();
    await service.live.end(neel.actor, started.session.session.sessionId, null, neel.meta);
    service = await startService();
  });

  it('goes live now, refuses while a consultation runs or when already live, and keeps others off a session that is not theirs', async () => {
    const meera = await astrologer('Dr. Meenakshi Iyer');
    const other = await astrologer('Neel Sengupta');
    const asha = customer();

    // In a consultation: refused before anything is written.
    const chat = await chatRequest(asha.userId, meera.astrologerId);
    // Meera has no live session yet: none of her live events may appear.
    const meerasLiveEvents = async () =>
      (await store.readAll({ limit: 100_000 })).filter((event) => event.streamName.startsWith('live-') && (event.data as { astrologerId?: string }).astrologerId === meera.astrologerId);
    expect(await failure(service.live.schedule(meera.userId, { title: 'Ask me anything', topic: 'Marriage', now: true }, meera.meta))).toMatchObject({ status: 409, code: 'live.in_consultation' });
    expect(await meerasLiveEvents()).toEqual([]);
    await new ChatSessions(store, new WalletLedger(store), { commissionBp: 3000, tickMs: null, now }, new OpenChats()).end(asha.userId, chat.chat.request.sessionId, asha.meta);

    const live = await service.live.schedule(meera.userId, { title: 'Ask me anything', topic: 'Marriage', now: true }, meera.meta);
    const sessionId = live.session.session.sessionId;
    expect(service.live.view(live.session)).toMatchObject({ status: 'live', starts_at: clock.toISOString(), started_at: clock.toISOString() });
    expect(await failure(service.live.schedule(meera.userId, { title: 'A second one', topic: 'Career', now: true }, meera.meta))).toMatchObject({ code: 'live.already_live' });

    // Another astrologer and an admin cannot start it; another astrologer cannot end it; an admin can, with a reason.
    const scheduled = await service.live.schedule(meera.userId, { title: 'Tomorrow', topic: 'Career', starts_at: inIso(24 * 60) }, meera.meta);
    const tomorrow = scheduled.session.session.sessionId;
    expect(await failure(service.live.start(other.userId, tomorrow, other.meta))).toMatchObject({ status: 403, code: 'live.astrologer_only' });
    expect(await failure(service.live.start(admin.actor.id, tomorrow, admin))).toMatchObject({ status: 403, code: 'live.astrologer_only' });
    expect(await failure(service.live.cancel(other.actor, tomorrow, other.meta))).toMatchObject({ status: 403, code: 'live.astrologer_only' });
    expect(await failure(service.live.end(other.actor, sessionId, null, other.meta))).toMatchObject({ status: 403, code: 'live.astrologer_only' });
    expect(await failure(service.live.end(meera.actor, tomorrow, null, meera.meta))).toMatchObject({ code: 'live.not_started' });
    expect(await failure(service.live.cancel(meera.actor, sessionId, meera.meta))).toMatchObject({ code: 'live.on_air' });
    expect(await failure(service.live.start(meera.userId, randomUUID(), meera.meta))).toMatchObject({ status: 404, code: 'live.not_found' });
    expect(await failure(service.live.start(meera.userId, 'not-an-id', meera.meta))).toMatchObject({ status: 404, code: 'live.not_found' });

    const ended = await service.live.end(admin.actor, sessionId, 'Breaks the content policy', admin);
    expect(service.live.view(ended.session).end).toEqual({ by: 'admin', reason: 'Breaks the content policy' });
    expect((await meera.state()).sessionId).toBeNull();
    const cancelled = await service.live.cancel(meera.actor, tomorrow, meera.meta);
    expect(service.live.view(cancelled.session)).toMatchObject({ status: 'cancelled', cancellation: { by: 'astrologer', reason: null } });
    expect(await failure(service.live.start(meera.userId, tomorrow, meera.meta))).toMatchObject({ code: 'live.cancelled' });
  });

  it('gives the lock back when the media server refuses the room: a scheduled session stays to start again, a "go live now" is cancelled', async () => {
    const neel = await astrologer('Neel Sengupta');
    const scheduled = await service.live.schedule(neel.userId, { title: 'Vastu basics', topic: 'Home', starts_at: inIso(10) }, neel.meta);
    const sessionId = scheduled.session.session.sessionId;
    media.refuse = true;
    try {
      expect(await failure(service.live.start(neel.userId, sessionId, neel.meta))).toMatchObject({ status: 503, code: 'live.media_unavailable' });
      expect((await neel.state()).sessionId).toBeNull();
      expect(await liveTypes(sessionId)).toEqual(['LiveSessionScheduled']);
      const refused = (await failure(service.live.schedule(neel.userId, { title: 'Right now', topic: 'Home', now: true }, neel.meta))) as HttpError;
      expect(refused.code).toBe('live.media_unavailable');
      // readAll shows an event once the server's older transactions (other test files') have ended.
      const cancelledNow = async () =>
        (await store.readAll({ limit: 100_000 })).filter((event) => event.type === 'LiveSessionCancelled' && (event.data as { reason: string }).reason === 'start_failed').length;
      await expect.poll(cancelledNow).toBe(1);
    } finally {
      media.refuse = false;
    }
    expect((await service.live.start(neel.userId, sessionId, neel.meta)).session.status).toBe('live');
    await service.live.end(neel.actor, sessionId, null, neel.meta);
  });

  it('after a crash between the writes, a restarted instance frees the astrologer: at once after an end, after the grace for a start that never got on air', async () => {
    const harish = await astrologer('Pandit Harish Joshi');
    const stream = astrologerStreamName(harish.astrologerId);
    /** Ticks until the astrologer is free: the runner hears of the newest events by subscription, a moment later (on a busy server, later still). */
    const ticksFree = () =>
      expect
        .poll(async () => {
          await service.runner.tick(clock);
          return (await harish.state()).sessionId;
        })
        .toBeNull();
    // A start that died after the lock: scheduled, locked, never on air.
    const halfStarted = (await service.live.schedule(harish.userId, { title: 'Kundli questions', topic: 'Career', starts_at: inIso(5) }, harish.meta)).session.session.sessionId;
    await runCommand(store, stream, astrologerDecider, { type: 'StartSession', sessionId: liveLockId(halfStarted) }, harish.meta, { now });
    service = await startService();
    await service.runner.tick(clock);
    expect((await harish.state()).sessionId).toBe(liveLockId(halfStarted));
    advance(1.01);
    await ticksFree();
    // The astrologer presses start again, within the window; then an end that died before the release.
    await service.live.start(harish.userId, halfStarted, harish.meta);
    await runCommand(store, liveStreamName(halfStarted), liveSessionDecider, { type: 'End', ended: { by: 'astrologer', reason: null }, userId: harish.userId, at: clock }, harish.meta, { now });
    service = await startService();
    await ticksFree();
    // The room of that end was left open: the sweep closes it, and leaves rooms of sessions this store does not know.
    const foreign = await media.openRoom(randomUUID());
    await service.live.sweepRooms();
    expect([...media.rooms.values()]).not.toContain(halfStarted);
    expect(media.rooms.has(foreign)).toBe(true);
  });

  it('cancels a session not started within 30 minutes of its time, and ends one on air for three hours', async () => {
    const vinod = await astrologer('Acharya Vinod Sharma');
    const missed = (await service.live.schedule(vinod.userId, { title: 'Gochar today', topic: 'Transits', starts_at: inIso(10) }, vinod.meta)).session.session.sessionId;
    const onAir = (await service.live.schedule(vinod.userId, { title: 'Open house', topic: 'Anything', now: true }, vinod.meta)).session;
    /** Ticks until the store shows what is due: the runner hears of the newest events by subscription, a moment later. */
    const tickUntil = (sessionId: string, types: string[]) =>
      expect
        .poll(async () => {
          await service.runner.tick(clock);
          return liveTypes(sessionId);
        })
        .toEqual(types);
    advance(40);
    await presence.seen(liveBroadcasterKey(onAir.session.sessionId), clock); // still broadcasting
    await service.runner.tick(clock);
    expect(await liveTypes(missed)).toEqual(['LiveSessionScheduled']);
    expect((await vinod.state()).sessionId).toBe(liveLockId(onAir.session.sessionId));
    advance(0.02);
    await tickUntil(missed, ['LiveSessionScheduled', 'LiveSessionCancelled']);
    expect((await store.readStream(liveStreamName(missed))).at(-1)?.data).toMatchObject({ by: 'system', reason: 'not_started' });
    expect(await failure(service.live.start(vinod.userId, missed, vinod.meta))).toMatchObject({ code: 'live.cancelled' });

    advance(140);
    await presence.seen(liveBroadcasterKey(onAir.session.sessionId), clock);
    await tickUntil(onAir.session.sessionId, ['LiveSessionScheduled', 'LiveSessionStarted', 'LiveSessionEnded']);
    const ended = (await store.readStream(liveStreamName(onAir.session.sessionId))).at(-1)!;
    expect([ended.type, ended.data]).toEqual(['LiveSessionEnded', expect.objectContaining({ by: 'system', reason: 'time_limit', durationSeconds: 180 * 60 + 1 })]);
    expect(media.rooms.has(onAir.mediaRoomId!)).toBe(false);
    expect((await vinod.state()).sessionId).toBeNull();
  });

  it('ends a session whose broadcaster has had no live socket for a minute, and keeps one whose broadcaster beats', async () => {
    const [gone, here] = [await astrologer('Pandit Gone Away'), await astrologer('Pandit Still Here')];
    const left = (await service.live.schedule(gone.userId, { title: 'Closed the tab', topic: 'Anything', now: true }, gone.meta)).session.session.sessionId;
    const kept = (await service.live.schedule(here.userId, { title: 'Still on air', topic: 'Anything', now: true }, here.meta)).session.session.sessionId;
    await presence.seen(liveBroadcasterKey(left), clock); // seen once, then gone
    advance(0.5);
    await service.runner.tick(clock);
    expect(await liveTypes(left)).toEqual(['LiveSessionScheduled', 'LiveSessionStarted']);
    advance(0.6);
    await presence.seen(liveBroadcasterKey(kept), clock);
    await expect
      .poll(async () => {
        await service.runner.tick(clock);
        return liveTypes(left);
      })
      .toEqual(['LiveSessionScheduled', 'LiveSessionStarted', 'LiveSessionEnded']);
    expect((await store.readStream(liveStreamName(left))).at(-1)?.data).toMatchObject({ by: 'system', reason: 'broadcaster_left' });
    expect((await gone.state()).sessionId).toBeNull();
    expect(await liveTypes(kept)).toEqual(['LiveSessionScheduled', 'LiveSessionStarted']);
    await service.live.end(here.actor, kept, null, here.meta);
  });

  it('follows a listed astrologer once, unfollows once, and refuses an unknown astrologer or oneself', async () => {
    const devanand = await astrologer('Swami Devanand Giri');
    const asha = customer();
    expect((await service.follows.follow(asha.userId, devanand.astrologerId, asha.meta)).view).toEqual({ astrologer_id: devanand.astrologerId, following: true });
    expect((await service.follows.follow(asha.userId, devanand.astrologerId.toUpperCase(), asha.meta)).position).toBeUndefined();
    expect(await failure(service.follows.follow(asha.userId, randomUUID(), asha.meta))).toMatchObject({ status: 404, code: 'astrologer.not_found' });
    expect(await failure(service.follows.follow(devanand.userId, devanand.astrologerId, devanand.meta))).toMatchObject({ status: 409, code: 'live.follow_yourself' });
    expect((await service.follows.unfollow(asha.userId, devanand.astrologerId, asha.meta)).view).toEqual({ astrologer_id: devanand.astrologerId, following: false });
    expect((await service.follows.unfollow(asha.userId, devanand.astrologerId, asha.meta)).position).toBeUndefined();
  });
});
