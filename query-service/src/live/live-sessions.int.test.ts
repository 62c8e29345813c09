import { randomUUID } from 'node:crypto';
import {
  followsStreamName,
  liveLockId,
  liveSessionAdminQuery,
  liveSessionsQuery,
  liveStreamName,
  myFollowsQuery,
  myLiveSessionsQuery,
  type Actor,
  type FollowEventDataByType,
  type FollowEventType,
  type LiveEventDataByType,
  type LiveEventType,
} from '@nakshatra/contracts';
import type { NewEvent, RecordedEvent } from '@nakshatra/event-store';
import { HttpError } from '@nakshatra/platform';
import { connectReadModels, migrateReadModels, projectionNamed, type ReadModelConnection } from '@nakshatra/projections';
import { createTestDatabase, invokeRoute, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertAstrologer } from '../astrologers/testing/astrologer-rows.js';
import { MemoryQueryCache } from '../cache/memory-query-cache.js';
import { cacheTags } from '../cache/query-cache.js';
import { LiveSessionsRepository } from './live-sessions.repository.js';
import { liveQueryRoutes } from './live.routes.js';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const events: RecordedEvent[] = [];
const record = (stream: string, type: string, data: unknown, minute: number) => {
  const event: NewEvent = { id: randomUUID(), type, data, metadata: { correlationId: 'c', causationId: 'c', actor: { id: 'u', role: 'astrologer' }, occurredAt: at(minute), schemaVersion: 1 } };
  events.push({ ...event, streamName: stream, revision: 0n, position: { commit: 1n, prepare: 1n }, recordedAt: at(minute) });
};
const live = <Type extends LiveEventType>(sessionId: string, type: Type, data: LiveEventDataByType[Type], minute: number) => record(liveStreamName(sessionId), type, data, minute);
const follow = <Type extends FollowEventType>(userId: string, type: Type, data: FollowEventDataByType[Type], minute: number) => record(followsStreamName(userId), type, data, minute);

/** A session of `astrologerId` scheduled for `startsAt` (minutes from NOW). */
function session(astrologerId: string, astrologerUserId: string, title: string, startsAt: number) {
  const sessionId = randomUUID();
  live(sessionId, 'LiveSessionScheduled', { sessionId, astrologerId, astrologerUserId, title, topic: 'Career', startsAt: at(startsAt), scheduledAt: at(-120) }, -120);
  return sessionId;
}

/** The live reads against the real read models, rows written as the projections write them. */
describe('live session reads', () => {
  let database: TestDatabase;
  let readModels: ReadModelConnection;
  let routes: ReturnType<typeof liveQueryRoutes>;
  let repository: LiveSessionsRepository;
  const cache = new MemoryQueryCache();
  const people = { ananya: randomUUID(), meera: randomUUID(), neel: randomUUID(), vinod: randomUUID() };
  const fans = { asha: randomUUID(), ravi: randomUUID() };
  const ids = {} as Record<'ananya' | 'meera' | 'neel' | 'vinod', string>;
  const sessions = {} as Record<'onAir' | 'next' | 'late' | 'missed' | 'hidden' | 'over', string>;

  /** Folds every event so far with the live projections and writes their rows afresh, as the projector would. */
  async function project() {
    for (const name of ['live_sessions', 'astrologer_follows', 'astrologer_follower_counts'] as const) {
      const projection = projectionNamed(name)!;
      const rows = new Map<string, { id: string } | null>();
      for (const event of events.filter(projection.handles)) rows.set(projection.keyOf(event), projection.evolve(rows.get(projection.keyOf(event)) ?? null, event));
      await readModels.db.deleteFrom(name).execute();
      for (const row of rows.values()) if (row) await readModels.db.insertInto(name).values((projection.toStored?.(row) ?? row) as never).execute();
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase(inject('databaseAdminUrl'), 'live_query');
    readModels = connectReadModels(database.url, { max: 4 });
    await migrateReadModels(readModels.db);
    ids.ananya = await insertAstrologer(readModels.db, 'Tarot Reader Ananya', { user_id: people.ananya, availability: 'online' });
    ids.meera = await insertAstrologer(readModels.db, 'Dr. Meenakshi Iyer', { user_id: people.meera });
    ids.neel = await insertAstrologer(readModels.db, 'Neel Sengupta', { user_id: people.neel, active: false });
    ids.vinod = await insertAstrologer(readModels.db, 'Acharya Vinod Sharma', { user_id: people.vinod });

    sessions.onAir = session(ids.ananya, people.ananya, 'Sunday tarot', -5);
    live(sessions.onAir, 'LiveSessionStarted', { startedAt: at(-4), mediaRoomId: 77 }, -4);
    await readModels.db.updateTable('astrologers').set({ session_id: liveLockId(sessions.onAir), live_status: 'busy' }).where('id', '=', ids.ananya).execute();
    sessions.next = session(ids.meera, people.meera, 'Marriage questions', 120);
    sessions.late = session(ids.vinod, people.vinod, 'Gochar today', -10);
    sessions.missed = session(ids.vinod, people.vinod, 'Yesterday', -40);
    sessions.hidden = session(ids.neel, people.neel, 'Vastu basics', 60);
    sessions.over = session(ids.meera, people.meera, 'Last week', -60 * 24 * 7);
    live(sessions.over, 'LiveSessionStarted', { startedAt: at(-60 * 24 * 7) }, -60 * 24 * 7);
    live(sessions.over, 'LiveSessionEnded', { by: 'admin', reason: 'Breaks the content policy', endedAt: at(-60 * 24 * 7 + 30), durationSeconds: 1800 }, -60 * 24 * 7 + 30);
    follow(fans.asha, 'AstrologerFollowed', { astrologerId: ids.ananya, followedAt: at(-100) }, -100);
    follow(fans.ravi, 'AstrologerFollowed', { astrologerId: ids.ananya, followedAt: at(-90) }, -90);
    follow(fans.asha, 'AstrologerFollowed', { astrologerId: ids.meera, followedAt: at(-80) }, -80);
    follow(fans.ravi, 'AstrologerFollowed', { astrologerId: ids.meera, followedAt: at(-70) }, -70);
    follow(fans.ravi, 'AstrologerUnfollowed', { astrologerId: ids.meera, unfollowedAt: at(-60) }, -60);
    await project();
    repository = new LiveSessionsRepository(readModels.db);
    routes = liveQueryRoutes(repository, cache, async () => true, () => new Date(NOW));
  });
  afterAll(async () => {
    await readModels?.close();
    await database?.drop();
  });

  const visitor: Actor = { id: 'visitor', role: 'visitor' };
  const admin: Actor = { id: randomUUID(), role: 'admin' };
  const overview = async (query: Record<string, string> = {}) => (await invokeRoute(routes, 'get_live_sessions', { actor: visitor, query: liveSessionsQuery.parse(query) })).data;
  const refusalOf = (work: Promise<unknown>) => work.then(() => 'answered', (error: unknown) => (error instanceof HttpError ? error.code : String(error)));

  it('shows who is live now and who is next — late ones through their start window — with the astrologer, viewers and followers', async () => {
    const { live: onAir, scheduled } = await overview();
    expect(onAir).toEqual([
      {
        id: sessions.onAir,
        astrologer_id: ids.ananya,
        title: 'Sunday tarot',
        topic: 'Career',
        status: 'live',
        starts_at: at(-5),
        start_by: at(25),
        started_at: at(-4),
        ended_at: null,
        duration_seconds: 0,
        end: null,
        cancellation: null,
        astrologer: { name: 'Tarot Reader Ananya', img_url: '/uploads/0123456789abcdef0123456789abcdef.png' },
        viewers: 0,
        followers: 2,
      },
    ]);
    // The missed one (past its window), the deactivated astrologer's and the ended one are not there.
    expect(scheduled.map((card) => [card.id, card.followers])).toEqual([
      [sessions.late, 0],
      [sessions.next, 1],
    ]);
    expect((await overview({ astrologer_id: ids.meera })).scheduled.map((card) => card.id)).toEqual([sessions.next]);
    expect(await overview({ astrologer_id: ids.neel })).toEqual({ live: [], scheduled: [] });
  });

  it('serves a session page whatever its status; one of an unlisted astrologer only to its astrologer and admins', async () => {
    const one = (id: string, actor: Actor = visitor) => invokeRoute(routes, 'get_live_session', { actor, params: { id } });
    expect((await one(sessions.over)).data).toMatchObject({ status: 'ended', duration_seconds: 1800, end: { by: 'admin', reason: 'Breaks the content policy' } });
    expect(await refusalOf(one(sessions.hidden))).toBe('live.not_found');
    expect(await refusalOf(one(sessions.hidden, { id: people.meera, role: 'astrologer' }))).toBe('live.not_found');
    expect((await one(sessions.hidden, { id: people.neel, role: 'astrologer' })).data.title).toBe('Vastu basics');
    expect((await one(sessions.hidden, admin)).data.title).toBe('Vastu basics');
    expect(await refusalOf(one(randomUUID()))).toBe('live.not_found');
    expect(await refusalOf(one('not-an-id'))).toBe('live.not_found');
  });

  it("lists the astrologer's own sessions and every session for admins, newest start first, with filters", async () => {
    const mine = await invokeRoute(routes, 'get_my_live_sessions', { actor: { id: people.meera, role: 'astrologer' }, query: myLiveSessionsQuery.parse({}) });
    expect(mine.data.map((card) => card.id)).toEqual([sessions.next, sessions.over]);
    expect(mine.meta).toEqual({ page: 1, limit: 20, total: 2 });
    const ended = await invokeRoute(routes, 'get_my_live_sessions', { actor: { id: people.meera, role: 'astrologer' }, query: myLiveSessionsQuery.parse({ status: 'ended' }) });
    expect(ended.data.map((card) => card.id)).toEqual([sessions.over]);
    const all = await invokeRoute(routes, 'get_live_session_admin', { actor: admin, query: liveSessionAdminQuery.parse({}) });
    expect(all.meta?.total).toBe(6);
    expect(all.data[0]).toMatchObject({ id: sessions.next, astrologer_user_id: people.meera, media_room_id: null, scheduled_at: at(-120) });
    const onAir = await invokeRoute(routes, 'get_live_session_admin', { actor: admin, query: liveSessionAdminQuery.parse({ status: 'live', astrologer_id: ids.ananya }) });
    expect(onAir.data.map((row) => [row.id, row.media_room_id])).toEqual([[sessions.onAir, 77]]);
  });

  it('lists whom a customer follows, with who is live now and when next', async () => {
    const follows = await invokeRoute(routes, 'get_my_follows', { actor: { id: fans.asha, role: 'customer' }, query: myFollowsQuery.parse({}) });
    expect(follows.data).toEqual([
      { astrologer_id: ids.meera, name: 'Dr. Meenakshi Iyer', img_url: expect.any(String), status: 'offline', live_session_id: null, next_session: { id: sessions.next, title: 'Marriage questions', starts_at: at(120) }, followed_at: at(-80) },
      { astrologer_id: ids.ananya, name: 'Tarot Reader Ananya', img_url: expect.any(String), status: 'busy', live_session_id: sessions.onAir, next_session: null, followed_at: at(-100) },
    ]);
    const one = await invokeRoute(routes, 'get_my_follows', { actor: { id: fans.ravi, role: 'customer' }, query: myFollowsQuery.parse({ astrologer_id: ids.meera }) });
    expect(one.data).toEqual([]);
  });

  it('serves /live from the cache until a change to the rows behind it drops it: an ended session leaves at once', async () => {
    await cache.invalidateTags(['*']);
    expect((await overview()).live.map((card) => card.id)).toEqual([sessions.onAir]);
    live(sessions.onAir, 'LiveSessionEnded', { by: 'astrologer', reason: null, endedAt: at(0), durationSeconds: 240 }, 0);
    await project();
    // Still the cached answer until the projection's change notice arrives (the query service's CacheInvalidator)…
    expect((await overview()).live.map((card) => card.id)).toEqual([sessions.onAir]);
    await cache.invalidateTags(cacheTags.changed('live_sessions', [sessions.onAir]));
    expect((await overview()).live).toEqual([]);
    // …and a caller who wrote reads past it.
    expect((await invokeRoute(routes, 'get_live_sessions', { actor: visitor, query: liveSessionsQuery.parse({}), minPosition: '1.1' })).data.live).toEqual([]);
  });
});
