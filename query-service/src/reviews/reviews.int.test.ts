import { randomUUID } from 'node:crypto';
import { reviewListQuery, reviewStreamName, type Actor, type ReviewEvent } from '@nakshatra/contracts';
import type { NewEvent, RecordedEvent } from '@nakshatra/event-store';
import { HttpError } from '@nakshatra/platform';
import { connectReadModels, migrateReadModels, projectionNamed, type ReadModelConnection } from '@nakshatra/projections';
import { createTestDatabase, invokeRoute, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MemoryQueryCache } from '../cache/memory-query-cache.js';
import { ReviewsRepository } from './reviews.repository.js';
import { reviewQueryRoutes } from './reviews.routes.js';

const ravi = randomUUID();
const meera = randomUUID();
const asha = randomUUID();
const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute)).toISOString();

const events: RecordedEvent[] = [];
function record(stream: string, event: ReviewEvent, minute: number) {
  const recorded: NewEvent = { id: randomUUID(), type: event.type, data: event.data, metadata: { correlationId: 'c', causationId: 'c', actor: { id: asha, role: 'customer' }, occurredAt: at(minute), schemaVersion: 1 } };
  events.push({ ...recorded, streamName: stream, revision: 0n, position: { commit: 1n, prepare: 1n }, recordedAt: at(minute) });
}
function review(astrologerId: string, rating: number, minute: number, customerId = randomUUID()) {
  const id = randomUUID();
  record(reviewStreamName(id), { type: 'ReviewCreated', data: { reviewId: id, sessionId: id, astrologerId, customerId, customerName: 'Asha K.', rating, comment: `Rated ${rating}`, createdAt: at(minute) } }, minute);
  return id;
}
const first = review(ravi, 5, 1);
const second = review(ravi, 4, 2);
const hidden = review(ravi, 1, 3, asha);
record(reviewStreamName(hidden), { type: 'ReviewHidden', data: { reviewId: hidden, astrologerId: ravi, rating: 1, reason: 'Abuse', at: at(4) } }, 4);
const third = review(ravi, 4, 5);
const other = review(meera, 2, 6);

/** The review reads against the real read model, rows written as the projection writes them. */
describe('review reads', () => {
  let database: TestDatabase;
  let readModels: ReadModelConnection;
  let routes: ReturnType<typeof reviewQueryRoutes>;

  beforeAll(async () => {
    database = await createTestDatabase(inject('databaseAdminUrl'), 'review_query');
    readModels = connectReadModels(database.url, { max: 4 });
    await migrateReadModels(readModels.db);
    const projection = projectionNamed('reviews')!;
    const rows = new Map<string, { id: string }>();
    for (const event of events.filter(projection.handles)) rows.set(projection.keyOf(event), projection.evolve(rows.get(projection.keyOf(event)) ?? null, event)!);
    for (const row of rows.values()) await readModels.db.insertInto('reviews').values(row as never).execute();
    routes = reviewQueryRoutes(new ReviewsRepository(readModels.db), new MemoryQueryCache(), async () => true);
  });
  afterAll(async () => {
    await readModels?.close();
    await database?.drop();
  });

  const call = <N extends keyof ReturnType<typeof reviewQueryRoutes>>(name: N, actor: Actor, params: Record<string, string>, query: unknown = {}) => invokeRoute(routes, name, { actor, params, query });
  const visitor: Actor = { id: 'visitor', role: 'visitor' };
  const admin: Actor = { id: 'admin', role: 'admin' };
  const ids = (found: { data: readonly { id: string }[] }) => found.data.map((row) => row.id);

  it("lists an astrologer's published reviews newest first, with the rating summary of the published ones", async () => {
    const found = await call('get_review', visitor, {}, reviewListQuery.parse({ astrologer_id: ravi }));
    expect(ids(found)).toEqual([third, second, first]);
    expect(found.data[0]).toEqual({ id: third, session_id: third, astrologer_id: ravi, customer_name: 'Asha K.', rating: 4, comment: 'Rated 4', status: 'published', created_at: at(5) });
    expect(found.meta).toEqual({ page: 1, limit: 10, total: 3, summary: { average: 4.3, count: 3, histogram: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 } } });
  });

  it('pages, filters by rating, and lists every astrologer without a summary', async () => {
    const paged = await call('get_review', visitor, {}, reviewListQuery.parse({ astrologer_id: ravi, limit: '2', page: '2' }));
    expect(ids(paged)).toEqual([first]);
    expect(ids(await call('get_review', visitor, {}, reviewListQuery.parse({ astrologer_id: ravi, rating: '4' })))).toEqual([third, second]);
    const everyone = await call('get_review', visitor, {}, reviewListQuery.parse({}));
    expect(ids(everyone)).toEqual([other, third, second, first]);
    expect(everyone.meta).toEqual({ page: 1, limit: 10, total: 4 });
  });

  it('shows hidden reviews to admins with their status, and to their own customer asking by session', async () => {
    const forAdmin = await call('get_review', admin, {}, reviewListQuery.parse({ astrologer_id: ravi, status: 'hidden' }));
    expect(forAdmin.data).toEqual([expect.objectContaining({ id: hidden, status: 'hidden' })]);
    const own = await call('get_review', { id: asha, role: 'customer' }, {}, reviewListQuery.parse({ session_id: hidden }));
    expect(own.data).toEqual([expect.objectContaining({ id: hidden, status: 'hidden' })]);
    expect((await call('get_review', { id: randomUUID(), role: 'customer' }, {}, reviewListQuery.parse({ session_id: hidden }))).data).toEqual([]);
    expect((await call('get_review', visitor, {}, reviewListQuery.parse({ session_id: hidden }))).data).toEqual([]);
  });

  it('answers one published review to anyone, a hidden one only to admins and its customer', async () => {
    expect((await call('get_single_review', visitor, { id: first })).data).toMatchObject({ id: first, rating: 5 });
    expect((await call('get_single_review', admin, { id: hidden })).data).toMatchObject({ status: 'hidden' });
    expect((await call('get_single_review', { id: asha, role: 'customer' }, { id: hidden })).data).toMatchObject({ status: 'hidden' });
    for (const id of [hidden, randomUUID(), 'not-an-id']) {
      const refused = await call('get_single_review', visitor, { id }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({ status: 404 });
    }
  });
});
