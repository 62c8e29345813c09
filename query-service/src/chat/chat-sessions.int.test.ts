import { randomUUID } from 'node:crypto';
import { chatPageQuery, chatSessionListQuery, chatStreamName, sessionMessageQuery, type Actor, type ChatEventDataByType, type ChatEventType } from '@nakshatra/contracts';
import type { NewEvent, RecordedEvent } from '@nakshatra/event-store';
import { HttpError } from '@nakshatra/platform';
import { connectReadModels, migrateReadModels, projectionNamed, type AnyDocumentProjection, type ReadModelConnection } from '@nakshatra/projections';
import { createTestDatabase, invokeRoute, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ChatSessionsRepository } from './chat-sessions.repository.js';
import { chatQueryRoutes } from './chat-sessions.routes.js';

const customerId = randomUUID();
const astrologerUserId = randomUUID();
const astrologerId = randomUUID();
const at = (second: number) => new Date(Date.UTC(2026, 10, 23, 10, 0, second)).toISOString();
const intake = { name: 'Asha', birthDate: '1990-04-01', birthTime: null, birthPlace: 'Pune' };

/** The events of one session, recorded as the store would hand them to the projections. */
function session(second: number, channel: 'chat' | 'call' = 'chat', customer = customerId) {
  const id = randomUUID();
  const events: RecordedEvent[] = [];
  const add = <Type extends ChatEventType>(type: Type, data: ChatEventDataByType[Type]) => {
    const event: NewEvent = { id: randomUUID(), type, data, metadata: { correlationId: 'c', causationId: 'c', actor: { id: customer, role: 'customer' }, occurredAt: at(second), schemaVersion: 1 } };
    events.push({ ...event, streamName: chatStreamName(id), revision: BigInt(events.length), position: { commit: 1n, prepare: 1n }, recordedAt: at(second) });
  };
  add('ChatRequested', { sessionId: id, customerId: customer, astrologerId, astrologerUserId, pricePerMin: 20_00, intake, channel, freeMinutes: 0, requestedAt: at(second) });
  return { id, events, add };
}

/** The chat reads against the real read models, rows written as the projections write them. */
describe('chat session reads', () => {
  let database: TestDatabase;
  let readModels: ReadModelConnection;
  let routes: ReturnType<typeof chatQueryRoutes>;
  const done = session(1);
  done.add('ChatAccepted', { acceptedAt: at(2) });
  done.add('ChatMessageSent', { messageId: randomUUID(), from: 'customer', text: 'Namaste', sentAt: at(3) });
  done.add('ChatMessageSent', { messageId: randomUUID(), from: 'astrologer', text: 'Namaste, Asha', sentAt: at(4) });
  done.add('MinuteBilled', { minute: 1, amount: 20_00, walletTransactionId: 't1', astrologerEarning: 14_00, commission: 6_00, balanceAfter: 80_00, lowBalance: false });
  const refused = session(5);
  refused.add('ChatRejected', { by: 'astrologer', reason: 'In a puja right now', rejectedAt: at(6) });
  const called = session(7, 'call');
  called.add('ChatAccepted', { acceptedAt: at(8) });

  beforeAll(async () => {
    database = await createTestDatabase(inject('databaseAdminUrl'), 'chat_query');
    readModels = connectReadModels(database.url, { max: 4 });
    await migrateReadModels(readModels.db);
    const projections: AnyDocumentProjection[] = [projectionNamed('chat_sessions')!, projectionNamed('chat_messages')!];
    for (const projection of projections) {
      const rows = new Map<string, { id: string }>();
      for (const event of [...done.events, ...refused.events, ...called.events].filter(projection.handles)) rows.set(projection.keyOf(event), projection.evolve(rows.get(projection.keyOf(event)) ?? null, event)!);
      for (const row of rows.values()) await readModels.db.insertInto(projection.table as 'chat_sessions').values((projection.toStored?.(row) ?? row) as never).execute();
    }
    routes = chatQueryRoutes(new ChatSessionsRepository(readModels.db), async () => true);
  });
  afterAll(async () => {
    await readModels?.close();
    await database?.drop();
  });

  const call = <N extends keyof ReturnType<typeof chatQueryRoutes>>(name: N, actor: Actor, params: Record<string, string>, query: unknown = {}) => invokeRoute(routes, name, { actor, params, query });
  const admin: Actor = { id: 'admin', role: 'admin' };

  it('lists sessions newest first with money and the end, rejections with their reason, and an astrologer’s sessions', async () => {
    const all = (await call('get_chat_session', admin, {}, chatSessionListQuery.parse({}))) as { data: { id: string; status: string; total_billed: number; message_count: number }[] };
    expect(all.data.map((row) => [row.id, row.status])).toEqual([
      [called.id, 'active'],
      [refused.id, 'rejected'],
      [done.id, 'active'],
    ]);
    expect(all.data[2]).toMatchObject({ total_billed: 20_00, astrologer_earning: 14_00, commission: 6_00, message_count: 2, intake: { birth_place: 'Pune' } });
    const rejected = (await call('get_reject_chat', admin, {}, chatPageQuery.parse({}))) as { data: unknown[] };
    expect(rejected.data).toEqual([expect.objectContaining({ id: refused.id, rejection: { by: 'astrologer', reason: 'In a puja right now', rejected_at: at(6) } })]);
    const ofAstrologer = (await call('get_single_astro_chat_session', admin, { id: astrologerId }, chatPageQuery.parse({ limit: '1' }))) as { meta: unknown };
    expect(ofAstrologer.meta).toEqual({ page: 1, limit: 1, total: 3 });
  });

  it('shows each session with its channel, and narrows any list to calls or to chats', async () => {
    const ids = async (name: 'get_chat_session' | 'get_single_astro_chat_session' | 'get_my_chat_sessions', actor: Actor, query: Record<string, string>, params: Record<string, string> = {}) =>
      ((await call(name, actor, params, (name === 'get_chat_session' ? chatSessionListQuery : chatPageQuery).parse(query))) as { data: { id: string; channel: string }[] }).data.map((row) => [row.id, row.channel]);
    expect(await ids('get_chat_session', admin, { channel: 'call' })).toEqual([[called.id, 'call']]);
    expect(await ids('get_chat_session', admin, { channel: 'chat', status: 'active' })).toEqual([[done.id, 'chat']]);
    expect(await ids('get_single_astro_chat_session', admin, { channel: 'call' }, { id: astrologerId })).toEqual([[called.id, 'call']]);
    expect(await ids('get_my_chat_sessions', { id: customerId, role: 'customer' }, { channel: 'chat' })).toEqual([
      [refused.id, 'chat'],
      [done.id, 'chat'],
    ]);
  });

  it('shows beside a consultation what an automatic rule refunded of it, and nothing beside the others', async () => {
    const vikram = randomUUID();
    const lost = session(9, 'call', vikram);
    lost.add('ChatAccepted', { acceptedAt: at(10) });
    lost.add('CallConnected', { connectedAt: at(11) });
    lost.add('MinuteBilled', { minute: 1, amount: 20_00, walletTransactionId: 't9', astrologerEarning: 14_00, commission: 6_00, balanceAfter: 0, lowBalance: false });
    lost.add('ChatEnded', { by: 'system', reason: 'connection_lost', endedAt: at(40), durationSeconds: 29, totalBilled: 20_00 });
    lost.add('ChatRefundedByRule', { rule: 'lost_first_minute', amount: 20_00, astrologerEarning: 14_00, commission: 6_00, refundedAt: at(45) });
    const projection = projectionNamed('chat_sessions')!;
    const row = lost.events.reduce<{ id: string } | null>((folded, event) => projection.evolve(folded, event), null)!;
    await readModels.db.insertInto('chat_sessions').values((projection.toStored?.(row) ?? row) as never).execute();

    const mine = (await call('get_my_chat_sessions', { id: vikram, role: 'customer' }, {}, chatPageQuery.parse({}))) as { data: { id: string; rule_refund: unknown }[] };
    expect(mine.data.map((item) => [item.id, item.rule_refund])).toEqual([[lost.id, { rule: 'lost_first_minute', amount: 20_00 }]]);
    const others = (await call('get_my_chat_sessions', { id: customerId, role: 'customer' }, {}, chatPageQuery.parse({}))) as { data: { rule_refund: unknown }[] };
    expect(others.data.map((item) => item.rule_refund)).toEqual([null, null, null]);
  });

  it('gives the transcript to admins and the two participants, and to no one else', async () => {
    const query = sessionMessageQuery.parse({});
    for (const actor of [admin, { id: customerId, role: 'customer' }, { id: astrologerUserId, role: 'astrologer' }] as Actor[]) {
      const transcript = (await call('get_session_message', actor, { id: done.id }, query)) as { data: { from: string; text: string }[] };
      expect(transcript.data.map((message) => [message.from, message.text])).toEqual([
        ['customer', 'Namaste'],
        ['astrologer', 'Namaste, Asha'],
      ]);
    }
    const stranger = await Promise.resolve(call('get_session_message', { id: randomUUID(), role: 'customer' }, { id: done.id }, query)).catch((error: unknown) => error);
    expect(stranger).toBeInstanceOf(HttpError);
    expect(stranger).toMatchObject({ status: 404 });
  });
});
