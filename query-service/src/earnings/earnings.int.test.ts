import { randomUUID } from 'node:crypto';
import { astrologerCustomersQuery, astrologerEarningsQuery, chatStreamName, type Actor, type ChatEventDataByType, type ChatEventType } from '@nakshatra/contracts';
import type { NewEvent, RecordedEvent } from '@nakshatra/event-store';
import { HttpError } from '@nakshatra/platform';
import { connectReadModels, migrateReadModels, projectionNamed, type ReadModelConnection } from '@nakshatra/projections';
import { createTestDatabase, invokeRoute, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertAstrologer } from '../astrologers/testing/astrologer-rows.js';
import { EarningsRepository } from './earnings.repository.js';
import { earningsQueryRoutes } from './earnings.routes.js';

const PRICE = 20_00;
const astrologerUserId = randomUUID();
const asha = randomUUID();
const vikram = randomUUID();
/** 2026-11-23 15:00 in India. */
const NOW = new Date('2026-11-23T09:30:00.000Z');

/** A consultation's events: accepted at `acceptedAt`, `paid` paid minutes after `free` free ones, ended unless told otherwise. */
function consultation(astrologerId: string, customerId: string, acceptedAt: string, { paid = 0, free = 0, name = 'Asha Kulkarni', ended = true } = {}) {
  const id = randomUUID();
  const events: RecordedEvent[] = [];
  const add = <Type extends ChatEventType>(type: Type, data: ChatEventDataByType[Type]) => {
    const event: NewEvent = { id: randomUUID(), type, data, metadata: { correlationId: 'c', causationId: 'c', actor: { id: customerId, role: 'customer' }, occurredAt: acceptedAt, schemaVersion: 1 } };
    events.push({ ...event, streamName: chatStreamName(id), revision: BigInt(events.length), position: { commit: 1n, prepare: 1n }, recordedAt: acceptedAt });
  };
  const intake = { name, birthDate: '1990-04-01', birthTime: null, birthPlace: 'Pune' };
  add('ChatRequested', { sessionId: id, customerId, astrologerId, astrologerUserId, pricePerMin: PRICE, intake, freeMinutes: free, requestedAt: acceptedAt });
  add('ChatAccepted', { acceptedAt });
  for (let minute = 1; minute <= free + paid; minute += 1) {
    const isPaid = minute > free;
    add('MinuteBilled', { minute, amount: isPaid ? PRICE : 0, walletTransactionId: isPaid ? `t${minute}` : null, astrologerEarning: isPaid ? 14_00 : 0, commission: isPaid ? 6_00 : 0, balanceAfter: 0, lowBalance: false });
  }
  if (ended) add('ChatEnded', { by: 'customer', reason: null, endedAt: acceptedAt, durationSeconds: 60 * (free + paid), totalBilled: paid * PRICE });
  return { id, events };
}

/** Earnings and customers against the real read models, rows written as the projections write them. */
describe('earnings and customer reads', () => {
  let database: TestDatabase;
  let readModels: ReadModelConnection;
  let routes: ReturnType<typeof earningsQueryRoutes>;
  let ravi: string;
  let meera: string;
  const sessions: ReturnType<typeof consultation>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(inject('databaseAdminUrl'), 'earnings_query');
    readModels = connectReadModels(database.url, { max: 4 });
    await migrateReadModels(readModels.db);
    ravi = await insertAstrologer(readModels.db, 'Pandit Ravi', { user_id: astrologerUserId });
    meera = await insertAstrologer(readModels.db, 'Acharya Meera');
    sessions.push(
      // Last month, free first chat then paid.
      consultation(ravi, asha, '2026-10-30T10:00:00.000Z', { free: 3, paid: 2 }),
      // Today in India (the 23rd began at 2026-11-22T18:30Z).
      consultation(ravi, asha, '2026-11-22T19:00:00.000Z', { paid: 3, name: 'Asha' }),
      // The 22nd in India, this month.
      consultation(ravi, vikram, '2026-11-22T18:00:00.000Z', { paid: 1, name: 'Vikram Singh' }),
      consultation(meera, vikram, '2026-11-20T10:00:00.000Z', { paid: 5 }),
    );
    const rejected = consultation(ravi, randomUUID(), '2026-11-23T08:00:00.000Z');
    const projection = projectionNamed('chat_sessions')!;
    const rows = new Map<string, { id: string }>();
    for (const event of [...sessions.flatMap((session) => session.events), ...rejected.events.slice(0, 1)].filter(projection.handles)) {
      rows.set(projection.keyOf(event), projection.evolve(rows.get(projection.keyOf(event)) ?? null, event)!);
    }
    for (const row of rows.values()) await readModels.db.insertInto('chat_sessions').values((projection.toStored?.(row) ?? row) as never).execute();
    const registered = new Date('2026-10-01T00:00:00Z');
    await readModels.db
      .insertInto('users')
      .values([
        { id: asha, phone: '9876543210', country_code: '+91', name: 'Asha Kulkarni', email: null, img_url: '', gender: null, date_of_birth: null, status: 'active', status_reason: null, roles: '["customer"]', registered_at: registered, last_login_at: null, updated_at: registered },
        { id: vikram, phone: '9123456789', country_code: '+91', name: 'Anonymous', email: null, img_url: '', gender: null, date_of_birth: null, status: 'active', status_reason: null, roles: '["customer"]', registered_at: registered, last_login_at: null, updated_at: registered },
      ])
      .execute();
    routes = earningsQueryRoutes(new EarningsRepository(readModels.db), async () => true, () => NOW);
  });
  afterAll(async () => {
    await readModels?.close();
    await database?.drop();
  });

  const call = <N extends keyof ReturnType<typeof earningsQueryRoutes>>(name: N, actor: Actor, params: Record<string, string>, query: unknown = {}) => invokeRoute(routes, name, { actor, params, query });
  const admin: Actor = { id: 'admin', role: 'admin' };

  it("lists an astrologer's customers, latest consultation first, with the account's name or the intake's, and the phone masked", async () => {
    const found = await call('get_astro_user', admin, { id: ravi }, astrologerCustomersQuery.parse({}));
    expect(found.data).toEqual([
      { customer_id: asha, name: 'Asha Kulkarni', phone: '******3210', sessions: 2, total_minutes: 8, total_paid: 5 * PRICE, last_session_at: '2026-11-22T19:00:00.000Z' },
      { customer_id: vikram, name: 'Vikram Singh', phone: '******6789', sessions: 1, total_minutes: 1, total_paid: PRICE, last_session_at: '2026-11-22T18:00:00.000Z' },
    ]);
    expect(found.meta).toEqual({ page: 1, limit: 20, total: 2 });
    const second = await call('get_astro_user', admin, { id: ravi }, astrologerCustomersQuery.parse({ limit: '1', page: '2' }));
    expect(second.data).toEqual([expect.objectContaining({ customer_id: vikram })]);
  });

  it('sums earnings per astrologer, for India dates too', async () => {
    const all = await call('get_astrologer_earnings', admin, {}, astrologerEarningsQuery.parse({}));
    expect(all.data).toEqual([
      { astrologer_id: ravi, astrologer_name: 'Pandit Ravi', sessions: 3, paid_minutes: 6, gross: 6 * PRICE, commission: 6 * 6_00, astrologer_earning: 6 * 14_00 },
      { astrologer_id: meera, astrologer_name: 'Acharya Meera', sessions: 1, paid_minutes: 5, gross: 5 * PRICE, commission: 5 * 6_00, astrologer_earning: 5 * 14_00 },
    ]);
    const today = await call('get_astrologer_earnings', admin, {}, astrologerEarningsQuery.parse({ from: '2026-11-23', to: '2026-11-23', astrologer_id: ravi }));
    expect(today.data).toEqual([expect.objectContaining({ astrologer_id: ravi, sessions: 1, paid_minutes: 3, astrologer_earning: 3 * 14_00 })]);
    expect(astrologerEarningsQuery.safeParse({ from: '2026-11-24', to: '2026-11-23' }).success).toBe(false);
  });

  it("gives the astrologer today's, this month's and all-time totals and the latest consultations", async () => {
    const mine = (await call('get_my_earnings', { id: astrologerUserId, role: 'astrologer' }, {})).data as { recent: { session_id: string }[] };
    expect(mine).toMatchObject({
      astrologer_id: ravi,
      today: '2026-11-23',
      totals: {
        today: { sessions: 1, paid_minutes: 3, gross: 3 * PRICE, commission: 3 * 6_00, astrologer_earning: 3 * 14_00 },
        this_month: { sessions: 2, paid_minutes: 4, astrologer_earning: 4 * 14_00 },
        all_time: { sessions: 3, paid_minutes: 6, astrologer_earning: 6 * 14_00 },
      },
    });
    expect(mine.recent.map((row) => row.session_id)).toEqual([sessions[1]!.id, sessions[2]!.id, sessions[0]!.id]);
    expect(mine.recent[2]).toMatchObject({ channel: 'chat', status: 'ended', minutes_billed: 5, paid_minutes: 2, gross: 2 * PRICE, astrologer_earning: 2 * 14_00 });
    const stranger = await call('get_my_earnings', { id: randomUUID(), role: 'astrologer' }, {}).catch((error: unknown) => error);
    expect(stranger).toBeInstanceOf(HttpError);
  });

  it('counts what refunds took back: an astrologer at fault loses their share of the refunded part, a goodwill refund only the commission (docs/support.md)', async () => {
    const guruUserId = randomUUID();
    const guru = await insertAstrologer(readModels.db, 'Guru Dev', { user_id: guruUserId });
    // Today in India, three paid minutes: minute 1 refunded with Guru at fault, minute 2 refunded half as goodwill.
    const session = consultation(guru, asha, '2026-11-23T05:00:00.000Z', { paid: 3 });
    const at = '2026-11-23T06:00:00.000Z';
    const moved = (streamName: string, type: string, data: object): RecordedEvent => ({
      id: randomUUID(),
      type,
      data,
      metadata: { correlationId: 'c', causationId: 'c', actor: { id: 'admin', role: 'admin' }, occurredAt: at, schemaVersion: 1 },
      streamName,
      revision: 0n,
      position: { commit: 2n, prepare: 2n },
      recordedAt: at,
    });
    const source = { kind: 'session', id: session.id };
    const refund = (transactionId: string, refundOf: string, amount: number, borneBy: string) =>
      moved(`wallet-${asha}`, 'WalletRefunded', { transactionId, refundOf, amount, balanceAfter: 0, reason: 'Refund decided in support ticket T-1', source, borneBy, idempotencyKey: transactionId, requestHash: 'h' });
    const events = [
      ...session.events,
      refund('r1', 't1', PRICE, 'astrologer'),
      moved(`astrologer-earnings-${guru}`, 'AstrologerEarningReversed', { sessionId: session.id, minute: 1, walletTransactionId: 't1', refundTransactionId: 'r1', amount: 14_00 }),
      refund('r2', 't2', PRICE / 2, 'platform'),
    ];
    const projection = projectionNamed('chat_sessions')!;
    const row = events.filter(projection.handles).reduce<{ id: string } | null>((folded, event) => projection.evolve(folded, event), null)!;
    await readModels.db.insertInto('chat_sessions').values((projection.toStored?.(row) ?? row) as never).execute();

    const byAdmin = await call('get_astrologer_earnings', admin, {}, astrologerEarningsQuery.parse({ astrologer_id: guru }));
    // Billed 60.00: 28.00 left to Guru (42.00 − 14.00), 2.00 to the platform (18.00 − 6.00 − 10.00), 30.00 given back.
    expect(byAdmin.data).toEqual([{ astrologer_id: guru, astrologer_name: 'Guru Dev', sessions: 1, paid_minutes: 3, gross: 3 * PRICE, commission: 2_00, astrologer_earning: 28_00 }]);
    const mine = (await call('get_my_earnings', { id: guruUserId, role: 'astrologer' }, {})).data;
    expect(mine).toMatchObject({ totals: { today: { astrologer_earning: 28_00, commission: 2_00 } }, recent: [{ session_id: session.id, gross: 3 * PRICE, astrologer_earning: 28_00 }] });
  });
});
