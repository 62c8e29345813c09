import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chatFixtures } from './testing/chat-fixtures.js';
import { storedEventCounter } from './testing/stored-events.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi, type Answer } from './testing/test-api.js';

const CALL_PRICE = 3000;

/**
 * The queue for a paid turn through the whole stack (docs/waitlist.md): viewers join a live session's
 * queue and read their place and wait from the read model, the astrologer reads the queue and takes,
 * ends and skips turns; bad input is a 400 naming the field that appends nothing, and nobody but the
 * session's astrologer runs its queue.
 */
describe('live queue', () => {
  let db: TestDatabase;
  let events: Awaited<ReturnType<typeof storedEventCounter>>;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;
  let chat: ReturnType<typeof chatFixtures>;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'live_queue_stack');
    events = await storedEventCounter(db.url);
    stack = await startInProcessStack(db.url);
    api = testApi(stack);
    chat = chatFixtures(stack, api, stack.cookie('admin'));
  });
  afterAll(async () => {
    await events?.close();
    await stack?.stop();
    await db?.drop();
  });

  const since = (answer: Answer) => ({ 'x-min-position': answer.body.position as string });
  const intake = { name: 'Asha Kulkarni', birth_date: '1990-04-01', birth_place: 'Pune' };

  it('queues viewers with their place and wait, and lets the astrologer take, end and skip turns', async () => {
    const ravi = await chat.onlineAstrologer({ call_price_per_min: CALL_PRICE });
    const other = await chat.onlineAstrologer({ name: 'Acharya Meera Iyer', email: 'meera@example.com' });
    const [asha, meera, gopal] = [await chat.customer(10 * CALL_PRICE), await chat.customer(10 * CALL_PRICE), await chat.customer(10 * CALL_PRICE)];
    const live = await api.call('POST', '/api/create_live_session', { cookie: ravi.cookie, body: { title: 'Career questions', topic: 'Career', now: true } });
    expect(live.status, JSON.stringify(live.body)).toBe(201);
    const sessionId = live.body.data.id as string;
    const join = (cookie: string | undefined, body: unknown = { intake }) => api.call('PUT', `/api/join_live_queue/${sessionId}`, { ...(cookie ? { cookie } : {}), body });

    // Bad input: a 400 naming the field, nothing appended. A visitor must log in.
    // Asha's refused request adds nothing of hers (the stack may meanwhile write of the approval and
    // the going live in the background); a visitor is refused before any command runs.
    const eventCount = () => events.countBy(asha.userId);
    const before = await eventCount();
    const bad = await join(asha.cookie, { intake: { ...intake, birth_date: '1990-13-45' } });
    expect(bad.body).toMatchObject({ status: 400, code: 'request.invalid', errors: [expect.objectContaining({ path: 'intake.birth_date' })] });
    expect((await join(undefined)).body).toMatchObject({ status: 401, code: 'auth.login_required' });
    expect(await eventCount(), `appended: ${(await events.newest(3)).join(', ')}`).toBe(before);

    const first = await join(asha.cookie);
    expect(first.body).toMatchObject({ status: 200, data: { status: 'waiting', position: 1, waiting: 1, estimated_wait_minutes: 0, live_session_id: sessionId }, position: expect.any(String) });
    const second = await join(meera.cookie, { intake: { ...intake, name: 'Meera Joshi' } });
    expect(second.body.data).toMatchObject({ position: 2, estimated_wait_minutes: 5 });
    // Reads that count Gopal wait for his join (read-your-writes at its position).
    const third = await join(gopal.cookie, { intake: { ...intake, name: 'Gopal Rao' } });

    const mine = await api.call('GET', `/api/get_my_queue_entries?live_session_id=${sessionId}`, { cookie: meera.cookie, headers: since(third) });
    expect(mine.body.data).toEqual([expect.objectContaining({ entry_id: second.body.data.entry_id, position: 2, waiting: 3, estimated_wait_minutes: 5, astrologer_name: 'Pandit Ravi Shastri' })]);

    // Only the session's astrologer reads and runs its queue.
    expect((await api.call('GET', `/api/get_live_queue/${sessionId}`, { cookie: asha.cookie })).body).toMatchObject({ status: 403, code: 'auth.astrologer_only' });
    expect((await api.call('GET', `/api/get_live_queue/${sessionId}`, { cookie: other.cookie })).body).toMatchObject({ status: 403, code: 'live.astrologer_only' });
    expect((await api.call('PUT', `/api/take_next_in_queue/${sessionId}`, { cookie: other.cookie, body: {} })).body).toMatchObject({ status: 403, code: 'live.astrologer_only' });
    const queue = await api.call('GET', `/api/get_live_queue/${sessionId}`, { cookie: ravi.cookie, headers: since(third) });
    expect(queue.body.data.waiting.map((waiting: { name: string }) => waiting.name)).toEqual(['Asha Kulkarni', 'Meera Joshi', 'Gopal Rao']);

    const taken = await api.call('PUT', `/api/take_next_in_queue/${sessionId}`, { cookie: ravi.cookie, body: {} });
    expect(taken.body.data).toMatchObject({ status: 'in_turn', entry_id: first.body.data.entry_id, chat_session_id: expect.any(String) });
    const callId = taken.body.data.chat_session_id as string;
    const inTurn = await api.call('GET', `/api/get_live_queue/${sessionId}`, { cookie: ravi.cookie, headers: since(taken) });
    expect(inTurn.body.data.turn).toMatchObject({ name: 'Asha Kulkarni', chat_session_id: callId });
    const ashas = await api.call('GET', '/api/get_my_queue_entries', { cookie: asha.cookie, headers: since(taken) });
    expect(ashas.body.data).toEqual([expect.objectContaining({ status: 'in_turn', chat_session_id: callId, position: 0 })]);
    const meeras = await api.call('GET', '/api/get_my_queue_entries', { cookie: meera.cookie, headers: since(taken) });
    expect(meeras.body.data).toEqual([expect.objectContaining({ position: 1, estimated_wait_minutes: 5 })]);

    const ended = await api.call('PUT', `/api/end_live_turn/${sessionId}`, { cookie: ravi.cookie, body: {} });
    expect(ended.body.data).toMatchObject({ status: 'done', chat_session_id: callId });
    expect((await api.call('PUT', `/api/end_live_turn/${sessionId}`, { cookie: ravi.cookie, body: {} })).body).toMatchObject({ status: 409, code: 'queue.no_turn' });
    const skipped = await api.call('PUT', `/api/skip_queue_entry/${sessionId}`, { cookie: ravi.cookie, body: { entry_id: second.body.data.entry_id } });
    expect(skipped.body.data).toMatchObject({ status: 'left' });
    const left = await api.call('DELETE', `/api/leave_live_queue/${sessionId}`, { cookie: meera.cookie });
    expect(left.body.data).toMatchObject({ status: 'left', left_reason: 'skipped' });
    const after = await api.call('GET', `/api/get_live_queue/${sessionId}`, { cookie: ravi.cookie, headers: since(skipped) });
    expect(after.body.data).toMatchObject({ turn: null, waiting: [expect.objectContaining({ name: 'Gopal Rao', position: 1 })] });
    // No minute was billed: the call never connected.
    expect(await asha.debits()).toEqual([]);

    // Outside live: nobody to wait for while the astrologer is free.
    expect((await api.call('PUT', `/api/join_waitlist/${other.id}`, { cookie: asha.cookie, body: {} })).body).toMatchObject({ status: 409, code: 'queue.astrologer_free' });
  });
});
