import { randomUUID } from 'node:crypto';
import { expect, vi } from 'vitest';
import { chatFixtures } from './chat-fixtures.js';
import { contentSamples } from './content-samples.js';
import type { InProcessStack } from './in-process-stack.js';
import { dataOf, type Answer, type testApi } from './test-api.js';

const VELLORE = { name: 'Vellore', state: 'Tamil Nadu', country: 'India', lat: 12.5, lon: 78.8333, timezone: 'Asia/Kolkata' };

/**
 * Everything one customer and one astrologer own, made through the API as people make it, for
 * the ownership tests: the customer's kundli, a paid recharge and its invoice, an order, a follow,
 * a chat with messages that ended and was reviewed, a call request withdrawn, a support ticket
 * asking for the chat's refund, and the in-app notification of the followed astrologer going
 * live; the astrologer's live sessions (one still scheduled, one ended), the chat-request
 * notifications in their inbox and a support ticket opened from the console. Everything has ended
 * when this returns: nothing is left for a ticker or workflow to append to.
 */
export async function prepareOwnedObjects(stack: InProcessStack, api: ReturnType<typeof testApi>, advance: (seconds: number) => void) {
  const admin = stack.cookie('admin');
  const chat = chatFixtures(stack, api, admin);
  let last: Answer | undefined;
  /** A write that must succeed; its position is kept, so later reads can wait for every write. */
  const write = async (method: string, path: string, cookie: string, body?: object, headers: Record<string, string> = {}) => {
    const answer = await api.call(method, path, { cookie, headers, ...(body ? { body } : {}) });
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    if (answer.body.position) last = answer;
    return answer;
  };
  const funded = async () => {
    const person = await api.logIn(api.newNumber());
    await write('PUT', `/api/update_wallet/${person.userId}`, admin, { amount: 1_000_00, reason: 'Test balance' }, { 'idempotency-key': randomUUID() });
    return person;
  };

  const astrologer = await chat.onlineAstrologer({ call_price_per_min: 30_00 });
  const owner = await funded();

  const kundli = await write('POST', '/api/create_kundli', owner.cookie, { name: 'Asha', gender: 'female', date: '1990-04-01', time: '06:30', place: VELLORE });
  const recharge = await write('POST', '/api/create_transaction', owner.cookie, { amount: 100_00 }, { 'idempotency-key': randomUUID() });
  const rechargeId = dataOf('create_transaction', recharge).recharge_id;
  const checkout = await write('POST', '/api/payments/test/complete', owner.cookie, { recharge_id: rechargeId, outcome: 'succeed' });
  const paid = dataOf('test_checkout_complete', checkout);
  if (paid.outcome !== 'succeed') throw new Error(`the test checkout did not succeed: ${JSON.stringify(paid)}`);
  const { provider_order_id, provider_payment_id, signature } = paid;
  const verified = await write('POST', '/api/verify_payment', owner.cookie, { recharge_id: rechargeId, provider_order_id, provider_payment_id, signature });
  const product = await write('POST', '/api/create_products', admin, { title: 'Rudraksha mala', status: 'published', ...contentSamples.products });
  const order = await write('POST', '/api/create_order_history', owner.cookie, { kind: 'product', items: [{ product_id: product.body.data.id, quantity: 1 }], shipping: SHIPPING }, { 'idempotency-key': randomUUID() });

  await write('PUT', `/api/follow_astrologer/${astrologer.id}`, owner.cookie, {});
  const scheduled = await write('POST', '/api/create_live_session', astrologer.cookie, { title: 'Sunday tarot', topic: 'Career', starts_at: new Date(Date.now() + 3_600_000).toISOString() });
  const onAir = await write('POST', '/api/create_live_session', astrologer.cookie, { title: 'Vastu basics', topic: 'Home', now: true });
  const liveNotice = await inboxItem(api, owner.cookie, /^live_started$/);
  await write('PUT', `/api/end_live_session/${onAir.body.data.id}`, astrologer.cookie, {});

  const requested = await chat.request(owner.cookie, astrologer.id);
  expect(requested.status, JSON.stringify(requested.body)).toBe(201);
  const chatId = dataOf('create_chat_session', requested).id;
  await write('PUT', `/api/update_chat_session/${chatId}`, astrologer.cookie, { action: 'accept' });
  await write('POST', '/api/create_message', owner.cookie, { session_id: chatId, text: 'Will I change jobs this year?' });
  await write('POST', '/api/create_message', astrologer.cookie, { session_id: chatId, text: 'Saturn says wait until March.' });
  advance(5 * 60);
  await write('PUT', `/api/end_chat_session/${chatId}`, owner.cookie, {});
  await write('POST', '/api/create_review', owner.cookie, { session_id: chatId, rating: 5, comment: 'Kind and clear.' });
  const call = await chat.request(owner.cookie, astrologer.id, {}, 'call');
  expect(call.status, JSON.stringify(call.body)).toBe(201);
  await write('PUT', `/api/end_chat_session/${call.body.data.id}`, owner.cookie, {});
  const requestNotices = await inboxItems(api, astrologer.cookie, /^(chat|call)_request$/, 2);
  const ticket = await write('POST', '/api/create_support_ticket', owner.cookie, { category: 'refund', text: 'Please refund this chat.', link_kind: 'consultation', link_id: chatId });
  const consoleTicket = await write('POST', '/api/create_support_ticket', astrologer.cookie, { category: 'technical', text: 'The console froze.' });

  const since = { 'x-min-position': String(last!.body.position) };
  return {
    admin,
    chat,
    since,
    astrologer,
    owner,
    /** The customer's own objects, by what they are. */
    owned: {
      'the customer': owner.userId,
      kundli: dataOf('create_kundli', kundli).id,
      recharge: rechargeId,
      invoice: dataOf('verify_payment', verified).invoice_id,
      order: dataOf('create_order_history', order).order_id,
      'chat session': chatId,
      'call session': dataOf('create_chat_session', call).id,
      notification: liveNotice,
      'support ticket': dataOf('create_support_ticket', ticket).id,
    },
    /** The astrologer's own objects. */
    astrologers: {
      'scheduled live session': dataOf('create_live_session', scheduled).id,
      'ended live session': dataOf('create_live_session', onAir).id,
      ...Object.fromEntries(requestNotices.map((id, index) => [`request notification ${index + 1}`, id])),
      'support ticket from the console': dataOf('create_support_ticket', consoleTicket).id,
    },
    /** What the customer sent to prove the recharge: a stranger may try the same. */
    payment: { provider_order_id, provider_payment_id, signature },
  };
}

const SHIPPING = { name: 'Asha Rao', phone: '9876543210', address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

/** Notifications are written just after the write that causes them, so the inbox is waited for (vi.waitFor: this runs in a hook, where expect.poll is not available). */
async function inboxItems(api: ReturnType<typeof testApi>, cookie: string, kind: RegExp, count: number): Promise<string[]> {
  const arrived = async () => {
    const inbox = dataOf('get_my_notifications', await api.call('GET', '/api/get_my_notifications', { cookie }));
    const ids = inbox.filter((item) => kind.test(item.kind)).map((item) => item.id);
    if (ids.length < count) throw new Error(`no ${count} ${kind} notifications after 30 s: ${JSON.stringify(inbox)}`);
    return ids;
  };
  return vi.waitFor(arrived, { timeout: 30_000, interval: 100 });
}

const inboxItem = async (api: ReturnType<typeof testApi>, cookie: string, kind: RegExp): Promise<string> => (await inboxItems(api, cookie, kind, 1))[0]!;
