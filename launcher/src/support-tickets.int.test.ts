import { randomUUID } from 'node:crypto';
import { walletStreamName, type WalletRefunded } from '@nakshatra/contracts';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chatFixtures } from './testing/chat-fixtures.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi, type Answer } from './testing/test-api.js';

const PRICE = 20_00;

/**
 * Support tickets through the whole stack (docs/support.md): a customer asks for a refund of a paid
 * chat, support answers and decides it; the money lands in the wallet once, exactly, never more
 * than was paid, and shows in the ticket and in the wallet line.
 */
describe('support tickets and refund decisions', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;
  let admin: string;
  const adminId = randomUUID();
  let chat: ReturnType<typeof chatFixtures>;
  let clock = new Date();
  const advance = (seconds: number) => void (clock = new Date(clock.getTime() + seconds * 1000));

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'support_stack');
    stack = await startInProcessStack(db.url, { chat: { commissionBp: 3000, tickMs: 20, now: () => clock } });
    api = testApi(stack);
    admin = stack.cookie('admin', adminId);
    chat = chatFixtures(stack, api, admin);
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  /** An ended consultation of `minutes` billed minutes, in which the astrologer answered. */
  async function consultation(customer: { cookie: string }, astrologer: { id: string; cookie: string }, minutes: number) {
    const requested = await chat.request(customer.cookie, astrologer.id);
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const id = requested.body.data.id as string;
    expect((await chat.answer(astrologer.cookie, id, { action: 'accept' })).status).toBe(200);
    // The astrologer answers: a paid chat they said nothing in would be refunded by rule (docs/refund-rules.md).
    expect((await chat.say(astrologer.cookie, id, 'Namaste, tell me your question.')).status).toBe(201);
    advance(60 * (minutes - 1) + 30);
    const ended = await chat.end(customer.cookie, id);
    expect(ended.body.data).toMatchObject({ status: 'ended', minutes_billed: minutes });
    return id;
  }
  const write = (method: string, path: string, cookie: string, body: object) => api.call(method, path, { cookie, body });
  const read = (path: string, cookie: string, since: Answer) => api.call('GET', path, { cookie, headers: chat.after(since) });
  const refundsIn = async (userId: string) => (await stack.store.readStream(walletStreamName(userId))).filter((event) => event.type === 'WalletRefunded').map((event) => event.data as WalletRefunded);

  it('refunds half of a paid chat asked for in a ticket: exact, once, never more than paid', async () => {
    const astrologer = await chat.onlineAstrologer({ price_per_min: PRICE });
    const customer = await chat.customer(100 * PRICE);
    await consultation(customer, astrologer, 1); // the free first chat
    const paid = await consultation(customer, astrologer, 3);

    const opened = await write('POST', '/api/create_support_ticket', customer.cookie, { category: 'refund', text: 'The astrologer went silent after a minute.', link_kind: 'consultation', link_id: paid });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const ticketId = opened.body.data.id as string;
    expect(opened.body.data).toMatchObject({ status: 'open', reference: `T-${ticketId.slice(0, 8).toUpperCase()}` });

    // More than was paid for the chat (3 × ₹20) is refused, and appends nothing.
    const tooMuch = await write('PUT', `/api/update_support_ticket/${ticketId}`, admin, { action: 'refund', decision: 'partial', amount: 3 * PRICE + 1, note: 'Too much' });
    expect(tooMuch).toMatchObject({ status: 422, body: { code: 'support.refund_too_much', params: { refundable: 3 * PRICE } } });

    const answered = await write('PUT', `/api/update_support_ticket/${ticketId}`, admin, { action: 'reply', text: 'Sorry about that: we are refunding half.' });
    expect(answered.body.data).toMatchObject({ status: 'awaiting_customer' });
    // A consultation's refund says who bears it: none said is refused, naming the field, and appends nothing.
    const unsaid = await write('PUT', `/api/update_support_ticket/${ticketId}`, admin, { action: 'refund', decision: 'partial', amount: 30_00, note: 'Half' });
    expect(unsaid).toMatchObject({ status: 400, body: { code: 'request.invalid', errors: [{ path: 'borne_by', code: 'field.refund_bearer' }] } });
    const half = { action: 'refund', decision: 'partial', amount: 30_00, borne_by: 'astrologer', note: 'Half of the chat, as the astrologer stopped answering.' };
    const decided = await write('PUT', `/api/update_support_ticket/${ticketId}`, admin, half);
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    // The same decision again (a retried request) refunds nothing more; another decision is refused.
    const again = await write('PUT', `/api/update_support_ticket/${ticketId}`, admin, half);
    expect(again.status).toBe(200);
    expect(await write('PUT', `/api/update_support_ticket/${ticketId}`, admin, { action: 'refund', decision: 'full', note: 'All of it' })).toMatchObject({ status: 409, body: { code: 'support.refund_decided' } });

    const refunds = await refundsIn(customer.userId);
    expect(refunds.map((refund) => refund.amount)).toEqual([20_00, 10_00]);
    expect(refunds.every((refund) => refund.reason.includes(`T-${ticketId.slice(0, 8).toUpperCase()}`) && refund.source.id === paid && refund.borneBy === 'astrologer')).toBe(true);

    const thread = await read(`/api/get_single_support_ticket/${ticketId}`, customer.cookie, decided);
    // Who bears the refund is the back office's business, not the customer's.
    expect(thread.body.data.ticket).toMatchObject({ status: 'awaiting_customer', refund: { decision: 'partial', amount: 30_00, refundable: 60_00, borne_by: null, paid_amount: 30_00 }, sla: { state: 'met' } });
    expect((await read(`/api/get_single_support_ticket/${ticketId}`, admin, decided)).body.data.ticket.refund).toMatchObject({ borne_by: 'astrologer' });
    expect(thread.body.data.thread.map((entry: { kind: string }) => entry.kind)).toEqual(['message', 'message', 'status', 'refund_decided', 'refund_paid']);
    const wallet = await read(`/api/get_single_wallet/${customer.userId}`, customer.cookie, decided);
    expect(wallet.body.data.balance).toBe(100 * PRICE - 3 * PRICE + 30_00);

    const inbox = await read('/api/get_my_notifications', customer.cookie, decided);
    expect(inbox.body.data.filter((item: { kind: string }) => item.kind === 'support_reply').map((item: { link: string }) => item.link)).toEqual([`/support/${ticketId}`, `/support/${ticketId}`]);
  });

  it('erases an account only once its consultation is over, then decides it no refund, nor do admins pay one in: nobody could reach the money', async () => {
    const astrologer = await chat.onlineAstrologer({ price_per_min: PRICE });
    const { userId, cookie } = await api.logIn(api.newNumber());
    const adjust = (amount: number) => api.call('PUT', `/api/update_wallet/${userId}`, { cookie: admin, headers: { 'idempotency-key': randomUUID() }, body: { amount, reason: 'Test balance' } });
    expect((await adjust(100 * PRICE)).status).toBe(201);
    await consultation({ cookie }, astrologer, 1); // the free first chat
    const requested = await chat.request(cookie, astrologer.id);
    const paid = requested.body.data.id as string;
    expect((await chat.answer(astrologer.cookie, paid, { action: 'accept' })).status).toBe(200);
    expect((await chat.say(astrologer.cookie, paid, 'Namaste, tell me your question.')).status).toBe(201);
    // Paid out what is left while the chat runs (its first minute is paid): the chat's own money still moves.
    const [last] = await stack.store.readStream(walletStreamName(userId), { direction: 'backwards', maxCount: 1 });
    const balance = (last!.data as { balanceAfter: number }).balanceAfter;
    expect(balance).toBe(99 * PRICE);
    expect((await adjust(-balance)).status).toBe(201);
    const erase = () => api.call('DELETE', `/api/delete_users/${userId}`, { cookie: admin, body: { reason: 'Asked by phone on 28 November' } });
    expect(await erase()).toMatchObject({
      status: 409,
      body: { code: 'user.erase_money_unsettled', params: { kind: 'consultation', id: paid }, message: `Consultation ${paid} is still under way, or an automatic refund of it is still to be paid. Erase the account once it is settled.` },
    });
    advance(30);
    expect((await chat.end(cookie, paid)).body.data).toMatchObject({ status: 'ended', minutes_billed: 1 });
    const opened = await write('POST', '/api/create_support_ticket', cookie, { category: 'refund', text: 'Please refund this chat.', link_kind: 'consultation', link_id: paid });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    // Over, and no rule refunds it (the astrologer answered): nothing keeps the erasure waiting.
    const done = await erase();
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    const ticketId = opened.body.data.id as string;
    const erased = { status: 409, body: { code: 'user.erased' } };
    expect(await write('PUT', `/api/update_support_ticket/${ticketId}`, admin, { action: 'refund', decision: 'full', borne_by: 'platform', note: 'All of it' })).toMatchObject(erased);
    const [debit] = (await stack.store.readStream(walletStreamName(userId))).filter((event) => event.type === 'WalletDebited');
    const transactionId = (debit!.data as { transactionId: string }).transactionId;
    const refund = { user_id: userId, transaction_id: transactionId, amount: PRICE, reason: 'Goodwill', borne_by: 'platform' };
    expect(await api.call('POST', '/api/create_refund_transaction', { cookie: admin, headers: { 'idempotency-key': randomUUID() }, body: refund })).toMatchObject(erased);
    expect(await adjust(PRICE)).toMatchObject(erased);
    expect(await refundsIn(userId)).toEqual([]);
  });

  it('keeps tickets to their opener: a stranger cannot link, read or write them; an admin queues them', async () => {
    const astrologer = await chat.onlineAstrologer({ price_per_min: PRICE });
    const owner = await chat.customer(100 * PRICE);
    const stranger = await chat.customer(0);
    const paid = await consultation(owner, astrologer, 1);

    expect(await write('POST', '/api/create_support_ticket', stranger.cookie, { category: 'refund', text: 'Mine?', link_kind: 'consultation', link_id: paid })).toMatchObject({
      status: 404,
      body: { code: 'support.link_not_found' },
    });
    expect(await write('POST', '/api/create_support_ticket', owner.cookie, { category: 'refund', text: 'No link' })).toMatchObject({ status: 422, body: { code: 'support.refund_needs_paid_item' } });
    // The astrologer of the consultation may report a problem with it too, from the console.
    const fromConsole = await write('POST', '/api/create_support_ticket', astrologer.cookie, { category: 'consultation', text: 'The customer was abusive.', link_kind: 'consultation', link_id: paid });
    expect(fromConsole.status).toBe(201);

    const opened = await write('POST', '/api/create_support_ticket', owner.cookie, { category: 'technical', text: 'The call screen froze.' });
    const id = opened.body.data.id as string;
    for (const [method, path, body] of [
      ['GET', `/api/get_single_support_ticket/${id}`, undefined],
      ['PUT', `/api/reply_support_ticket/${id}`, { text: 'Hello' }],
      ['PUT', `/api/close_support_ticket/${id}`, {}],
    ] as const) {
      const answer = await api.call(method, path, { cookie: stranger.cookie, headers: chat.after(opened), ...(body ? { body } : {}) });
      expect(answer, path).toMatchObject({ status: 404, body: { code: 'support.ticket_not_found' } });
    }
    expect((await read('/api/get_my_support_tickets', stranger.cookie, opened)).body.data).toEqual([]);
    expect((await read('/api/get_my_support_tickets', owner.cookie, opened)).body.data.map((ticket: { id: string }) => ticket.id)).toEqual([id]);

    const assigned = await write('PUT', `/api/update_support_ticket/${id}`, admin, { action: 'assign', assignee_id: adminId });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const queue = await read('/api/get_support_ticket?status=open&category=technical&assignee=me&age=under_24h', admin, assigned);
    expect(queue.body.data.map((ticket: { id: string }) => ticket.id)).toEqual([id]);
    expect(queue.body.data[0]).toMatchObject({ sla: { state: 'due' }, customer_phone: null, assignee_id: adminId });
    // The assignment is the team's own: the opener's thread does not show it.
    const own = await read(`/api/get_single_support_ticket/${id}`, owner.cookie, assigned);
    expect(own.body.data.thread.map((entry: { kind: string }) => entry.kind)).toEqual(['message']);

    const resolved = await write('PUT', `/api/update_support_ticket/${id}`, admin, { action: 'reply', text: 'Fixed in the new version.', status: 'resolved' });
    expect(resolved.body.data.status).toBe('resolved');
    const reopened = await write('PUT', `/api/reopen_support_ticket/${id}`, owner.cookie, { text: 'Still frozen.' });
    expect(reopened.body.data.status).toBe('open');
    const closed = await write('PUT', `/api/close_support_ticket/${id}`, owner.cookie, {});
    expect(closed.body.data.status).toBe('closed');
    expect(await write('PUT', `/api/reply_support_ticket/${id}`, owner.cookie, { text: 'One more thing' })).toMatchObject({ status: 409, body: { code: 'support.ticket_closed' } });
  });
});
