import { earningReversalOf, type ChatEvent, type ConsultationChannel, type MinuteBilled } from '@nakshatra/contracts';
import { HttpError } from '@nakshatra/platform';
import { describe, expect, it } from 'vitest';
import { givenWhen } from '../shared/testing/given-when.js';
import { answerDeadline, isLowBalance, minuteStart, minutesStartedBy, splitMinute } from './chat-billing.js';
import { billedFrom, chatDecider, existingChat, MinuteInFlight, minutesDue, pendingPhoneCall, type ChatCommand } from './chat.decider.js';
import { connectDeadline, phoneMaxDurationS, phoneStatusAction, phoneTimeLimit } from './phone-call-rules.js';
import { customerChatDecider } from './customer-chat.decider.js';
import { earningsDecider } from './astrologer-earnings.decider.js';

const given = givenWhen(chatDecider);
const sessionId = '33333333-3333-4333-8333-333333333333';
const customerId = '11111111-1111-5111-8111-111111111111';
const astrologerUserId = '22222222-2222-5222-8222-222222222222';
const stranger = '44444444-4444-5444-8444-444444444444';
const price = 20_00;
const t0 = new Date('2026-11-23T10:00:00.000Z');
const after = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const intake = { name: 'Asha', birthDate: '1990-04-01', birthTime: '06:30', birthPlace: 'Pune' };

const request = (balance: number, freeChat = false, channel: ConsultationChannel = 'chat'): ChatCommand => ({
  type: 'Request',
  sessionId,
  customerId,
  astrologerId: '55555555-5555-4555-8555-555555555555',
  astrologerUserId,
  pricePerMin: price,
  intake,
  channel,
  freeChat,
  balance,
  at: t0,
});
const requested = (freeMinutes = 0, channel: ConsultationChannel = 'chat'): ChatEvent => ({
  type: 'ChatRequested',
  data: { sessionId, customerId, astrologerId: '55555555-5555-4555-8555-555555555555', astrologerUserId, pricePerMin: price, intake, channel, freeMinutes, requestedAt: t0.toISOString() },
});
const accepted: ChatEvent = { type: 'ChatAccepted', data: { acceptedAt: after(10).toISOString() } };
const billed = (minute: number, amount = price): MinuteBilled => ({
  minute,
  amount,
  walletTransactionId: amount ? `tx-${minute}` : null,
  astrologerEarning: amount ? 14_00 : 0,
  commission: amount ? 6_00 : 0,
  balanceAfter: 100_00,
  lowBalance: false,
});
const minuteBilled = (minute: number): ChatEvent => ({ type: 'MinuteBilled', data: billed(minute) });
const billingStarted = (minute: number): ChatEvent => ({ type: 'MinuteBillingStarted', data: { minute } });
const endByCustomer = (at: Date): ChatCommand => ({ type: 'End', userId: customerId, ended: { by: 'customer', reason: null }, at });
const stateOf = (events: ChatEvent[]) => existingChat(events.reduce(chatDecider.evolve, chatDecider.initialState()));
/** The code of a refusal (docs/refusals.md), or 'ok' for events. */
const refusal = (result: ChatEvent[] | HttpError) => (result instanceof HttpError ? result.code : 'ok');

describe('chat decider: the request', () => {
  it('takes a request when the balance covers five minutes at the price', () => {
    expect(given([]).when(request(5 * price))).toEqual([requested()]);
  });

  it('refuses a request the balance cannot cover for five minutes, with the numbers to recharge', () => {
    const refused = given([]).when(request(5 * price - 1)) as HttpError;
    expect([refused.status, refused.code, refused.params]).toEqual([409, 'wallet.insufficient_balance', { balance: 5 * price - 1, needed: 5 * price }]);
  });

  it('takes a free first chat with an empty wallet: three free minutes', () => {
    expect(given([]).when(request(0, true))).toEqual([requested(3)]);
  });
});

describe('chat decider: the answer', () => {
  const accept = (seconds: number, userId = astrologerUserId): ChatCommand => ({ type: 'Accept', userId, at: after(seconds) });

  it('accepts within the 60 s', () => {
    expect(given([requested()]).when(accept(59))).toEqual([{ type: 'ChatAccepted', data: { acceptedAt: after(59).toISOString() } }]);
  });

  it('refuses an accept after the timeout, even before the timer rejected it', () => {
    expect(refusal(given([requested()]).when(accept(60)))).toBe('chat.timed_out');
  });

  it('lets only the astrologer accept', () => {
    expect(refusal(given([requested()]).when(accept(5, customerId)))).toBe('chat.accept_astrologer_only');
    expect(refusal(given([requested()]).when(accept(5, stranger)))).toBe('chat.not_found');
  });

  it('refuses an accept after a rejection; a second accept appends nothing', () => {
    const rejected: ChatEvent = { type: 'ChatRejected', data: { by: 'astrologer', reason: 'Not now', rejectedAt: after(5).toISOString() } };
    expect(refusal(given([requested(), rejected]).when(accept(6)))).toBe('chat.already_rejected');
    expect(given([requested(), accepted]).when(accept(11))).toEqual([]);
  });

  it('rejects with the reason; rejecting again appends nothing', () => {
    const reject: ChatCommand = { type: 'Reject', userId: astrologerUserId, rejection: { by: 'astrologer', reason: 'Not now' }, at: after(5) };
    const events = given([requested()]).when(reject) as ChatEvent[];
    expect(events).toEqual([{ type: 'ChatRejected', data: { by: 'astrologer', reason: 'Not now', rejectedAt: after(5).toISOString() } }]);
    expect(given([requested(), ...events]).when(reject)).toEqual([]);
  });

  it('rejects for a timeout only once the 60 s have passed', () => {
    const timeout = (seconds: number): ChatCommand => ({ type: 'Reject', userId: null, rejection: { by: 'system', reason: 'timeout' }, at: after(seconds) });
    expect(given([requested()]).when(timeout(59))).toEqual([]);
    expect(given([requested()]).when(timeout(60))).toEqual([{ type: 'ChatRejected', data: { by: 'system', reason: 'timeout', rejectedAt: after(60).toISOString() } }]);
    expect(refusal(given([requested(), accepted]).when(timeout(61)))).toBe('chat.already_started');
  });
});

describe('chat decider: messages', () => {
  const send = (userId: string): ChatCommand => ({ type: 'SendMessage', userId, messageId: 'm1', text: 'Namaste', at: after(20) });

  it('takes messages from both participants while active, and says who sent them', () => {
    expect(given([requested(), accepted]).when(send(customerId))).toEqual([{ type: 'ChatMessageSent', data: { messageId: 'm1', from: 'customer', text: 'Namaste', sentAt: after(20).toISOString() } }]);
    expect((given([requested(), accepted]).when(send(astrologerUserId)) as ChatEvent[])[0]!.data).toMatchObject({ from: 'astrologer' });
  });

  it('refuses anyone else, and messages before acceptance or after the end', () => {
    expect(refusal(given([requested(), accepted]).when(send(stranger)))).toBe('chat.not_found');
    expect(refusal(given([requested()]).when(send(customerId)))).toBe('chat.not_accepted_yet');
    const ended: ChatEvent = { type: 'ChatEnded', data: { by: 'customer', reason: null, endedAt: after(30).toISOString(), durationSeconds: 20, totalBilled: price } };
    expect(refusal(given([requested(), accepted, ended]).when(send(customerId)))).toBe('chat.ended');
  });
});

describe('chat decider: read receipts', () => {
  const message = (messageId: string, from: 'customer' | 'astrologer'): ChatEvent => ({ type: 'ChatMessageSent', data: { messageId, from, text: 'Namaste', sentAt: after(20).toISOString() } });
  const read = (userId: string, messageId: string): ChatCommand => ({ type: 'MarkRead', userId, messageId, at: after(40) });
  const chat = [requested(), accepted, message('m1', 'customer'), message('m2', 'customer')];

  it("records how far a participant has read, for the other side's ticks", () => {
    expect(given(chat).when(read(astrologerUserId, 'm2'))).toEqual([{ type: 'ChatMessagesRead', data: { by: 'astrologer', upToMessageId: 'm2', readAt: after(40).toISOString() } }]);
    const readTo = stateOf([...chat, { type: 'ChatMessagesRead', data: { by: 'astrologer', upToMessageId: 'm1', readAt: after(30).toISOString() } }]);
    expect(readTo.read).toEqual({ customer: null, astrologer: { messageId: 'm1', place: 1 } });
  });

  it('never moves a receipt back: an older or the same message appends nothing', () => {
    const readToM2: ChatEvent = { type: 'ChatMessagesRead', data: { by: 'astrologer', upToMessageId: 'm2', readAt: after(30).toISOString() } };
    expect(given([...chat, readToM2]).when(read(astrologerUserId, 'm1'))).toEqual([]);
    expect(given([...chat, readToM2]).when(read(astrologerUserId, 'm2'))).toEqual([]);
    // Each side has its own receipt.
    expect(given([...chat, readToM2]).when(read(customerId, 'm2'))).toHaveLength(1);
  });

  it('refuses a message not in the chat (404) and strangers (404)', () => {
    expect(refusal(given(chat).when(read(astrologerUserId, 'other')))).toBe('chat.message_not_found');
    expect(refusal(given(chat).when(read(stranger, 'm1')))).toBe('chat.not_found');
  });
});

describe('chat decider: billing', () => {
  it('counts each started minute from acceptance: minute 1 at acceptance, minute 2 at 60 s', () => {
    const active = stateOf([requested(), accepted]);
    expect(minutesDue(active, after(10))).toEqual([1]);
    expect(minutesDue(active, after(69))).toEqual([1]);
    expect(minutesDue(active, after(70))).toEqual([1, 2]);
    expect(minutesDue(stateOf([requested(), accepted, minuteBilled(1)]), after(70))).toEqual([2]);
    expect(minutesDue(stateOf([requested()]), after(70))).toEqual([]);
  });

  it('records a minute once: the same minute again appends nothing, a gap or a minute whose billing never began is a bug', () => {
    const given1 = given([requested(), accepted, minuteBilled(1), billingStarted(2)]);
    expect(given1.when({ type: 'RecordMinute', billed: billed(1) })).toEqual([]);
    expect(given1.when({ type: 'RecordMinute', billed: billed(2) })).toEqual([minuteBilled(2)]);
    expect(() => given1.when({ type: 'RecordMinute', billed: billed(3) })).toThrow('Minute 2 must be billed first.');
    expect(() => given([requested(), accepted, minuteBilled(1)]).when({ type: 'RecordMinute', billed: billed(2) })).toThrow('without its billing begun');
  });

  it('begins a minute’s billing once, only once it has started, in order', () => {
    const start = (minute: number, seconds: number): ChatCommand => ({ type: 'StartMinuteBilling', minute, at: after(seconds) });
    const billedOne = given([requested(), accepted, minuteBilled(1)]);
    // Minute 2 starts 60 s after acceptance (at 70 s).
    expect(billedOne.when(start(2, 69))).toEqual([]);
    expect(billedOne.when(start(2, 70))).toEqual([billingStarted(2)]);
    expect(given([requested(), accepted, minuteBilled(1), billingStarted(2)]).when(start(2, 71))).toEqual([]);
    expect(() => billedOne.when(start(3, 200))).toThrow('Minute 2 must be billed first.');
    expect(() => given([requested(0, 'call'), accepted]).when(start(1, 20))).toThrow('has not started');
    // A stream written before billing began on the session: its MinuteBilled says the minute's billing is over.
    expect(stateOf([requested(), accepted, minuteBilled(1)])).toMatchObject({ minutesBilled: 1, billingStartedUpTo: 1 });
  });

  it('bills no minute after the end but those started before it', () => {
    const ended: ChatEvent = { type: 'ChatEnded', data: { by: 'customer', reason: null, endedAt: after(75).toISOString(), durationSeconds: 65, totalBilled: price } };
    expect(minutesDue(stateOf([requested(), accepted, minuteBilled(1), ended]), after(500))).toEqual([2]);
    // Ended by an unpaid minute: the end is that minute's start, so it is never due.
    const exhausted: ChatEvent = {
      type: 'ChatEnded',
      data: { by: 'system', reason: 'balance_exhausted', endedAt: minuteStart(after(10).toISOString(), 2).toISOString(), durationSeconds: 60, totalBilled: price },
    };
    expect(minutesDue(stateOf([requested(), accepted, minuteBilled(1), exhausted]), after(500))).toEqual([]);
  });

  it('adds up what was billed and keeps the low-balance warning of the last minute', () => {
    const low: ChatEvent = { type: 'MinuteBilled', data: { ...billed(2), lowBalance: true } };
    const state = stateOf([requested(), accepted, minuteBilled(1), low]);
    expect(state).toMatchObject({ minutesBilled: 2, totalBilled: 2 * price, lowBalance: true });
  });

  it('splits a minute: commission rounded down, the rest to the astrologer; warns at two minutes left', () => {
    expect(splitMinute(20_00, 3000)).toEqual({ commission: 6_00, astrologerEarning: 14_00 });
    expect(splitMinute(5_55, 3000)).toEqual({ commission: 1_66, astrologerEarning: 3_89 });
    expect(isLowBalance(2 * price, price)).toBe(true);
    expect(isLowBalance(2 * price + 1, price)).toBe(false);
    expect(minutesStartedBy(t0.toISOString(), new Date(t0.getTime() - 1))).toBe(0);
    expect(answerDeadline(t0.toISOString())).toEqual(after(60));
  });
});

describe('call decider: a consultation by call', () => {
  const callRequested = requested(0, 'call');
  const media = (userId: string, at: Date, otherAlive = true): ChatCommand => ({ type: 'ReportMediaConnected', userId, otherAlive, at });
  const customerMedia: ChatEvent = { type: 'CallMediaConnected', data: { by: 'customer', at: after(20).toISOString() } };
  const connected: ChatEvent = { type: 'CallConnected', data: { connectedAt: after(25).toISOString() } };
  const astrologerMedia: ChatEvent = { type: 'CallMediaConnected', data: { by: 'astrologer', at: after(25).toISOString() } };

  it('records a call request with its channel; a request recorded before calls is a chat', () => {
    expect(given([]).when(request(100_00, false, 'call'))).toEqual([callRequested]);
    const before: ChatEvent = { type: 'ChatRequested', data: { ...(requested().data as object), channel: undefined } as never };
    expect(stateOf([before]).channel).toBe('chat');
  });

  it('connects when both sides report their media, once; the order does not matter', () => {
    const active = given([callRequested, accepted]);
    expect(active.when(media(customerId, after(20)))).toEqual([customerMedia]);
    const half = given([callRequested, accepted, customerMedia]);
    expect(half.when(media(customerId, after(22)))).toEqual([]);
    expect(half.when(media(astrologerUserId, after(25)))).toEqual([astrologerMedia, connected]);
    expect(given([callRequested, accepted, customerMedia, astrologerMedia, connected]).when(media(astrologerUserId, after(40)))).toEqual([]);
  });

  it("does not connect while the side that reported first has stopped beating; its return, or the other side's next beat, connects", () => {
    const half = given([callRequested, accepted, customerMedia]);
    // The customer's network dropped after her media came up: the astrologer's media alone bills nothing.
    expect(half.when(media(astrologerUserId, after(25), false))).toEqual([astrologerMedia]);
    const both = given([callRequested, accepted, customerMedia, astrologerMedia]);
    expect(both.when(media(astrologerUserId, after(30), false))).toEqual([]);
    // She is back and beats: the call connects then, billed from that moment.
    expect(both.when(media(customerId, after(40), true))).toEqual([{ type: 'CallConnected', data: { connectedAt: after(40).toISOString() } }]);
  });

  it('refuses media reports before acceptance, after the end, on a chat, and from strangers', () => {
    expect(refusal(given([callRequested]).when(media(customerId, after(5))))).toBe('chat.not_accepted_yet');
    const ended: ChatEvent = { type: 'ChatEnded', data: { by: 'customer', reason: null, endedAt: after(30).toISOString(), durationSeconds: 0, totalBilled: 0 } };
    expect(refusal(given([callRequested, accepted, ended]).when(media(customerId, after(40))))).toBe('chat.ended');
    expect(refusal(given([requested(), accepted]).when(media(customerId, after(20))))).toBe('chat.not_a_call');
    expect(refusal(given([callRequested, accepted]).when(media(stranger, after(20))))).toBe('chat.not_found');
  });

  it('bills from the connection, not from acceptance: nothing while it connects', () => {
    const accepting = stateOf([callRequested, accepted, customerMedia]);
    expect(billedFrom(accepting)).toBeNull();
    expect(minutesDue(accepting, after(200))).toEqual([]);
    const live = stateOf([callRequested, accepted, customerMedia, astrologerMedia, connected]);
    expect(billedFrom(live)).toBe(after(25).toISOString());
    expect(minutesDue(live, after(25))).toEqual([1]);
    expect(minutesDue(live, after(84))).toEqual([1]);
    expect(minutesDue(live, after(85))).toEqual([1, 2]);
  });

  it('ends on a lost connection at the last sign of life, billing only the minutes started before it', () => {
    const live = [callRequested, accepted, customerMedia, astrologerMedia, connected, minuteBilled(1)];
    const lost: ChatCommand = { type: 'End', userId: null, ended: { by: 'system', reason: 'connection_lost' }, at: after(100) };
    const ended = given(live).when(lost);
    expect(ended).toEqual([{ type: 'ChatEnded', data: { by: 'system', reason: 'connection_lost', endedAt: after(100).toISOString(), durationSeconds: 75, totalBilled: price } }]);
    expect(minutesDue(stateOf([...live, ...(ended as ChatEvent[])]), after(1000))).toEqual([2]);
  });
});

describe('call decider: the phone bridge', () => {
  const callRequested = requested(0, 'call');
  const callId = '0f8fad5bd9cb469fa16570867728950e';
  const place = (at: Date, id = callId, userId = customerId): ChatCommand => ({ type: 'PlacePhoneCall', userId, callId: id, maxDurationS: 600, at });
  const placed = (at: Date, id = callId): ChatEvent => ({ type: 'PhoneCallPlaced', data: { callId: id, placedAt: at.toISOString(), maxDurationS: 600 } });
  const connectByPhone = (at: Date, id = callId): ChatCommand => ({ type: 'ConnectPhoneCall', callId: id, at });
  const phoneConnected = (at: Date, id = callId): ChatEvent => ({ type: 'CallConnected', data: { connectedAt: at.toISOString(), phoneCallId: id } });
  const fail = (at: Date, state: 'busy' | 'no_answer' | 'failed' | 'completed' = 'busy', id = callId): ChatCommand => ({ type: 'FailPhoneCall', callId: id, state, at });
  const failed = (at: Date, state: 'busy' | 'no_answer' | 'failed' | 'completed' = 'busy', id = callId): ChatEvent => ({ type: 'PhoneCallFailed', data: { callId: id, state, failedAt: at.toISOString() } });
  const ringing = [callRequested, accepted, placed(after(20))];

  it('places a phone call for the customer of an accepted call that has not connected; the same call again appends nothing', () => {
    expect(given([callRequested, accepted]).when(place(after(20)))).toEqual([placed(after(20))]);
    expect(given(ringing).when(place(after(21)))).toEqual([]);
    expect(pendingPhoneCall(stateOf(ringing))).toMatchObject({ callId, placedAt: after(20).toISOString(), failure: null });
  });

  it('refuses a phone call to the astrologer and strangers, for a chat, before acceptance, after the end, once connected, and a second one while one rings', () => {
    expect(refusal(given([callRequested, accepted]).when(place(after(20), callId, astrologerUserId)))).toBe('chat.phone_customer_only');
    expect(refusal(given([callRequested, accepted]).when(place(after(20), callId, stranger)))).toBe('chat.not_found');
    expect(refusal(given([requested(), accepted]).when(place(after(20))))).toBe('chat.not_a_call');
    expect(refusal(given([callRequested]).when(place(after(5))))).toBe('chat.not_accepted_yet');
    const ended: ChatEvent = { type: 'ChatEnded', data: { by: 'customer', reason: null, endedAt: after(30).toISOString(), durationSeconds: 0, totalBilled: 0 } };
    expect(refusal(given([callRequested, accepted, ended]).when(place(after(40))))).toBe('chat.ended');
    const browserConnected: ChatEvent = { type: 'CallConnected', data: { connectedAt: after(25).toISOString() } };
    expect(refusal(given([callRequested, accepted, browserConnected]).when(place(after(40))))).toBe('chat.call_connected');
    expect(refusal(given([...ringing, phoneConnected(after(30))]).when(place(after(40))))).toBe('chat.call_connected');
    expect(refusal(given(ringing).when(place(after(25), 'another0call0id')))).toBe('chat.phone_call_pending');
  });

  it('lets the customer place another phone call after one failed', () => {
    expect(given([...ringing, failed(after(40))]).when(place(after(45), 'second0call'))).toEqual([placed(after(45), 'second0call')]);
  });

  it('connects by the phone call placed, never before its placing, once; billing counts from there and the state knows it is a phone call', () => {
    expect(given(ringing).when(connectByPhone(after(35)))).toEqual([phoneConnected(after(35))]);
    expect(given(ringing).when(connectByPhone(after(10)))).toEqual([phoneConnected(after(20))]);
    const live = [...ringing, phoneConnected(after(35))];
    expect(given(live).when(connectByPhone(after(36)))).toEqual([]);
    const state = stateOf(live);
    expect(state).toMatchObject({ connectedAt: after(35).toISOString(), connectedByPhone: callId });
    expect(minutesDue(state, after(35))).toEqual([1]);
    expect(phoneTimeLimit(state)).toEqual(after(35 + 600));
  });

  it('refuses a status about a call id never placed for the session; a late or earlier call appends nothing', () => {
    expect(refusal(given(ringing).when(connectByPhone(after(35), 'not0ours')))).toBe('chat.phone_call_unknown');
    expect(refusal(given(ringing).when(fail(after(35), 'busy', 'not0ours')))).toBe('chat.phone_call_unknown');
    expect(refusal(given([callRequested, accepted]).when(connectByPhone(after(35))))).toBe('chat.phone_call_unknown');
    // The first call failed, a second rings: the first one's late "answered" changes nothing.
    const second = [...ringing, failed(after(40)), placed(after(45), 'second0call')];
    expect(given(second).when(connectByPhone(after(50)))).toEqual([]);
    expect(given(second).when(fail(after(50)))).toEqual([]);
    const ended: ChatEvent = { type: 'ChatEnded', data: { by: 'customer', reason: null, endedAt: after(30).toISOString(), durationSeconds: 0, totalBilled: 0 } };
    expect(given([...ringing, ended]).when(connectByPhone(after(35)))).toEqual([]);
  });

  it('records a phone call that failed before connecting, once; the session stays accepted and nothing is due', () => {
    expect(given(ringing).when(fail(after(40), 'no_answer'))).toEqual([failed(after(40), 'no_answer')]);
    const after40 = [...ringing, failed(after(40))];
    expect(given(after40).when(fail(after(41)))).toEqual([]);
    expect(given(after40).when(connectByPhone(after(45)))).toEqual([]);
    const state = stateOf(after40);
    expect(state.status).toBe('active');
    expect(pendingPhoneCall(state)).toBeNull();
    expect(minutesDue(state, after(400))).toEqual([]);
    expect(given([...ringing, phoneConnected(after(35))]).when(fail(after(60)))).toEqual([]);
  });

  it('never lets browser media move a call the phone connected', () => {
    const live = [...ringing, phoneConnected(after(35)), { type: 'CallMediaConnected', data: { by: 'customer', at: after(40).toISOString() } } as ChatEvent];
    expect(given(live).when({ type: 'ReportMediaConnected', userId: astrologerUserId, otherAlive: true, at: after(50) })).toEqual([{ type: 'CallMediaConnected', data: { by: 'astrologer', at: after(50).toISOString() } }]);
  });

  it('ends with the phone at the moment given, as phone_ended', () => {
    const live = [...ringing, phoneConnected(after(35)), minuteBilled(1), minuteBilled(2), minuteBilled(3)];
    const ended = given(live).when({ type: 'End', userId: null, ended: { by: 'system', reason: 'phone_ended' }, at: after(160) });
    expect(ended).toEqual([{ type: 'ChatEnded', data: { by: 'system', reason: 'phone_ended', endedAt: after(160).toISOString(), durationSeconds: 125, totalBilled: 3 * price } }]);
  });

  describe('what a provider status does (phoneStatusAction)', () => {
    const now = after(300);
    const status = (fields: Partial<Parameters<typeof phoneStatusAction>[1]>) => ({ callId, state: 'in_progress' as const, ...fields });

    it('connects at the provider’s start (or now), never before the placing nor after now', () => {
      expect(phoneStatusAction(stateOf(ringing), status({ startedAt: after(35).toISOString() }), now)).toEqual({ kind: 'connect', at: after(35) });
      expect(phoneStatusAction(stateOf(ringing), status({}), now)).toEqual({ kind: 'connect', at: now });
      expect(phoneStatusAction(stateOf(ringing), status({ startedAt: after(5).toISOString() }), now)).toEqual({ kind: 'connect', at: after(20) });
      expect(phoneStatusAction(stateOf(ringing), status({ startedAt: after(900).toISOString() }), now)).toEqual({ kind: 'connect', at: now });
      expect(phoneStatusAction(stateOf(ringing), status({ state: 'ringing' }), now)).toMatchObject({ kind: 'ignore' });
    });

    it('ends a connected phone call at startedAt + durationS when earlier than now, else now', () => {
      const live = stateOf([...ringing, phoneConnected(after(35))]);
      const terminal = (durationS: number) => status({ state: 'completed', startedAt: after(36).toISOString(), endedAt: after(36 + durationS).toISOString(), durationS });
      expect(phoneStatusAction(live, terminal(125), now)).toEqual({ kind: 'end', at: after(161) });
      expect(phoneStatusAction(live, terminal(600), now)).toEqual({ kind: 'end', at: now });
      expect(phoneStatusAction(live, status({ state: 'completed' }), now)).toEqual({ kind: 'end', at: now });
      expect(phoneStatusAction(live, status({ state: 'completed', endedAt: after(100).toISOString() }), now)).toEqual({ kind: 'end', at: after(100) });
      expect(phoneStatusAction(live, status({ state: 'in_progress' }), now)).toMatchObject({ kind: 'ignore' });
    });

    it('fails a phone call that ends before connecting, and connects and ends one whose answered callback was lost', () => {
      expect(phoneStatusAction(stateOf(ringing), status({ state: 'busy', durationS: 0 }), now)).toEqual({ kind: 'fail', state: 'busy' });
      expect(phoneStatusAction(stateOf(ringing), status({ state: 'no_answer' }), now)).toEqual({ kind: 'fail', state: 'no_answer' });
      const talked = status({ state: 'completed', startedAt: after(40).toISOString(), endedAt: after(130).toISOString(), durationS: 90 });
      expect(phoneStatusAction(stateOf(ringing), talked, now)).toEqual({ kind: 'connect_and_end', connectAt: after(40), endAt: after(130) });
    });

    it('ignores statuses after the end, of an earlier call, and of a call connected in the browser; refuses unknown calls', () => {
      const ended: ChatEvent = { type: 'ChatEnded', data: { by: 'customer', reason: null, endedAt: after(30).toISOString(), durationSeconds: 0, totalBilled: 0 } };
      expect(phoneStatusAction(stateOf([...ringing, ended]), status({}), now)).toMatchObject({ kind: 'ignore' });
      expect(phoneStatusAction(stateOf([...ringing, failed(after(40)), placed(after(45), 'second0call')]), status({}), now)).toMatchObject({ kind: 'ignore' });
      const browser: ChatEvent = { type: 'CallConnected', data: { connectedAt: after(25).toISOString() } };
      expect(phoneStatusAction(stateOf([...ringing, browser]), status({ state: 'completed', durationS: 30 }), now)).toMatchObject({ kind: 'ignore' });
      expect(() => phoneStatusAction(stateOf(ringing), status({ callId: 'not0ours' }), now)).toThrow(HttpError);
    });
  });

  it('waits longer for a phone call to connect while it rings, and 60 s again after it failed', () => {
    expect(connectDeadline(stateOf([callRequested, accepted]))).toEqual(after(70));
    expect(connectDeadline(stateOf(ringing))).toEqual(after(140));
    expect(connectDeadline(stateOf([...ringing, failed(after(100))]))).toEqual(after(160));
  });

  it('gives the provider a time limit of what the balance and the free minutes pay, whole minutes, at most 4 hours', () => {
    expect(phoneMaxDurationS(stateOf([callRequested, accepted]), 5 * price + 1)).toBe(300);
    expect(phoneMaxDurationS(stateOf([callRequested, accepted]), price - 1)).toBe(0);
    expect(phoneMaxDurationS(stateOf([requested(3, 'call'), accepted]), 0)).toBe(180);
    expect(phoneMaxDurationS(stateOf([callRequested, accepted]), 1000 * price)).toBe(14_400);
  });
});

describe('chat decider: an end at a minute’s boundary (docs/chat.md)', () => {
  // Minute 2 starts at 70 s: the customer asks to end at 69.999 s while the ticker bills minute 2.
  const minute2 = minuteStart(after(10).toISOString(), 2);
  const justBefore = new Date(minute2.getTime() - 1);
  const endedJustBefore: ChatEvent = { type: 'ChatEnded', data: { by: 'customer', reason: null, endedAt: justBefore.toISOString(), durationSeconds: 59, totalBilled: price } };

  it('the end written first: minute 2 started after it, so its billing never begins and no money moves', () => {
    const ended = [requested(), accepted, minuteBilled(1), endedJustBefore];
    expect(given(ended).when({ type: 'StartMinuteBilling', minute: 2, at: after(71) })).toEqual([]);
    expect(minutesDue(stateOf(ended), after(500))).toEqual([]);
  });

  it('minute 2 begun first: the end waits for it, then is recorded at its start with it in the total', () => {
    const begun = [requested(), accepted, minuteBilled(1), billingStarted(2)];
    expect(() => given(begun).when(endByCustomer(justBefore))).toThrow(MinuteInFlight);
    // Whoever ends bills the begun minute first, even one that started after the end was asked for.
    expect(minutesDue(stateOf(begun), justBefore)).toEqual([2]);
    expect(given([...begun, minuteBilled(2)]).when(endByCustomer(justBefore))).toEqual([
      { type: 'ChatEnded', data: { by: 'customer', reason: null, endedAt: minute2.toISOString(), durationSeconds: 60, totalBilled: 2 * price } },
    ]);
  });

  it('minute 2 unpaid: the wallet’s refusal ends the session at its start and closes its billing', () => {
    const begun = [requested(), accepted, minuteBilled(1), billingStarted(2)];
    const unpaid: ChatCommand = { type: 'End', userId: null, ended: { by: 'system', reason: 'balance_exhausted' }, at: minute2, unpaidMinute: 2 };
    const events = given(begun).when(unpaid) as ChatEvent[];
    expect(events).toEqual([{ type: 'ChatEnded', data: { by: 'system', reason: 'balance_exhausted', endedAt: minute2.toISOString(), durationSeconds: 60, totalBilled: price } }]);
    const after2 = stateOf([...begun, ...events]);
    expect(after2).toMatchObject({ minutesBilled: 1, billingStartedUpTo: 1 });
    expect(minutesDue(after2, after(500))).toEqual([]);
  });
});

describe('chat decider: the end', () => {
  it('ends with the duration and the total billed', () => {
    expect(given([requested(), accepted, minuteBilled(1)]).when(endByCustomer(after(55)))).toEqual([
      { type: 'ChatEnded', data: { by: 'customer', reason: null, endedAt: after(55).toISOString(), durationSeconds: 45, totalBilled: price } },
    ]);
  });

  it('ends once when both sides end at once, and ending again appends nothing', () => {
    const first = given([requested(), accepted]).when({ type: 'End', userId: astrologerUserId, ended: { by: 'astrologer', reason: null }, at: after(30) }) as ChatEvent[];
    expect(first).toHaveLength(1);
    expect(given([requested(), accepted, ...first]).when(endByCustomer(after(30)))).toEqual([]);
  });

  it('lets the customer withdraw a request, but not the astrologer end one; refuses strangers', () => {
    expect((given([requested()]).when(endByCustomer(after(5))) as ChatEvent[])[0]!.data).toMatchObject({ by: 'customer', durationSeconds: 0, totalBilled: 0 });
    expect(refusal(given([requested()]).when({ type: 'End', userId: astrologerUserId, ended: { by: 'astrologer', reason: null }, at: after(5) }))).toBe('chat.not_accepted');
    expect(refusal(given([requested(), accepted]).when({ type: 'End', userId: stranger, ended: { by: 'customer', reason: null }, at: after(5) }))).toBe('chat.not_found');
  });

  it('ends for the balance from the system', () => {
    const events = given([requested(), accepted, minuteBilled(1)]).when({ type: 'End', userId: null, ended: { by: 'system', reason: 'balance_exhausted' }, at: after(70) });
    expect((events as ChatEvent[])[0]!.data).toMatchObject({ by: 'system', reason: 'balance_exhausted', durationSeconds: 60 });
  });
});

describe('free first chat and earnings', () => {
  it('gives the free chat to one session; a release by that session frees it again', () => {
    const claim = givenWhen(customerChatDecider);
    const claimed = { type: 'FreeChatClaimed' as const, data: { sessionId: 's1' } };
    expect(claim([]).when({ type: 'ClaimFreeChat', sessionId: 's1' })).toEqual([claimed]);
    expect(claim([claimed]).when({ type: 'ClaimFreeChat', sessionId: 's2' })).toEqual([]);
    expect(claim([claimed]).when({ type: 'ReleaseFreeChat', sessionId: 's2' })).toEqual([]);
    const released = { type: 'FreeChatReleased' as const, data: { sessionId: 's1' } };
    expect(claim([claimed, released]).when({ type: 'ClaimFreeChat', sessionId: 's2' })).toEqual([{ type: 'FreeChatClaimed', data: { sessionId: 's2' } }]);
  });

  it('credits an astrologer once per minute', () => {
    const earning = { sessionId, minute: 1, gross: price, commission: 6_00, amount: 14_00, walletTransactionId: 'tx-1' };
    const earned = givenWhen(earningsDecider);
    expect(earned([]).when({ type: 'Credit', earning })).toEqual([{ type: 'AstrologerEarned', data: earning }]);
    expect(earned([{ type: 'AstrologerEarned', data: earning }]).when({ type: 'Credit', earning })).toEqual([]);
  });
});

/** What /refund-policy publishes as never billed (BILLING_GUARANTEES, docs/refund-rules.md) holds in billing itself. */
describe('chat decider: what is never billed', () => {
  it('never_accepted: a request rejected, timed out or withdrawn has no minute due, ever', () => {
    const rejected: ChatEvent = { type: 'ChatRejected', data: { by: 'system', reason: 'timeout', rejectedAt: after(60).toISOString() } };
    const withdrawn: ChatEvent = { type: 'ChatEnded', data: { by: 'customer', reason: null, endedAt: after(20).toISOString(), durationSeconds: 0, totalBilled: 0 } };
    for (const events of [[requested()], [requested(), rejected], [requested(), withdrawn]]) expect(minutesDue(stateOf(events), after(3600))).toEqual([]);
  });

  it('call_not_connected: an accepted call with no connection has no minute due, and ends with nothing billed', () => {
    const call = stateOf([requested(0, 'call'), accepted]);
    expect(billedFrom(call)).toBeNull();
    expect(minutesDue(call, after(3600))).toEqual([]);
  });
});

describe('chat decider: a refund by rule', () => {
  const refund = { rule: 'astrologer_silent', amount: 20_00, astrologerEarning: 14_00, commission: 6_00, refundedAt: after(200).toISOString() } as const;
  const ended: ChatEvent = { type: 'ChatEnded', data: { by: 'customer', reason: null, endedAt: after(100).toISOString(), durationSeconds: 90, totalBilled: 20_00 } };

  it('is recorded once, on an ended consultation', () => {
    const events = [requested(), accepted, minuteBilled(1), ended];
    expect(given(events).when({ type: 'RecordRuleRefund', refund })).toEqual([{ type: 'ChatRefundedByRule', data: refund }]);
    expect(given([...events, { type: 'ChatRefundedByRule', data: refund }]).when({ type: 'RecordRuleRefund', refund })).toEqual([]);
    expect(() => given([requested(), accepted]).when({ type: 'RecordRuleRefund', refund })).toThrow('Only an ended consultation');
  });
});

describe('astrologer earnings: a reversal', () => {
  const earnings = givenWhen(earningsDecider);
  const earned = { type: 'AstrologerEarned', data: { sessionId, minute: 1, gross: 20_00, commission: 6_00, amount: 14_00, walletTransactionId: 'tx-1' } } as const;
  const whole = { debitId: 'tx-1', refundTransactionId: 'r-1', refunded: 20_00, rule: 'astrologer_silent' } as const;
  const reversed = { type: 'AstrologerEarningReversed', data: { sessionId, minute: 1, walletTransactionId: 'tx-1', refundTransactionId: 'r-1', amount: 14_00, rule: 'astrologer_silent' } } as const;

  it('takes back a credited minute once per refund, worked out from its credit', () => {
    expect(earnings([earned]).when({ type: 'Reverse', ...whole })).toEqual([reversed]);
    expect(earnings([earned, reversed]).when({ type: 'Reverse', ...whole })).toEqual([]);
    const state = [earned, reversed].reduce(earningsDecider.evolve, earningsDecider.initialState());
    expect(state.total).toBe(0);
  });

  it('takes back in proportion to the refund, rounded down to the paisa, and names no rule for a person’s decision', () => {
    // 14.00 × 7.77 ÷ 20.00 = 5.4390: 5.43 back from the astrologer, 2.34 from the platform's commission.
    expect(earnings([earned]).when({ type: 'Reverse', debitId: 'tx-1', refundTransactionId: 'r-2', refunded: 7_77 })).toEqual([
      { type: 'AstrologerEarningReversed', data: { sessionId, minute: 1, walletTransactionId: 'tx-1', refundTransactionId: 'r-2', amount: 5_43 } },
    ]);
    expect(earningReversalOf({ gross: 20_00, amount: 14_00 }, 20_00)).toBe(14_00);
    expect(earningReversalOf({ gross: 20_00, amount: 14_00 }, 1)).toBe(0);
  });

  it('never takes back more than the minute earned, however its refunds are split', () => {
    const parts = [3_33, 3_33, 3_34, 10_00];
    const state = parts.reduce((folded, refunded, index) => {
      const [event] = earningsDecider.decide({ type: 'Reverse', debitId: 'tx-1', refundTransactionId: `r-${index}`, refunded }, folded);
      return earningsDecider.evolve(folded, event!);
    }, earningsDecider.evolve(earningsDecider.initialState(), earned));
    // 2.33 + 2.33 + 2.33 + 7.00 = 13.99 taken back: rounding down leaves the astrologer the odd paisa, never less than nothing.
    expect(state.total).toBe(1);
  });

  it('never takes back a minute that was not credited (yet): the workflow tries again', () => {
    expect(() => earnings([]).when({ type: 'Reverse', ...whole })).toThrow('never credited');
  });
});

