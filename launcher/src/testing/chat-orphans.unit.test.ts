import { chatMinuteKey } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { eventList } from './event-list.js';
import { chatOrphans } from './chat-orphans.js';

const event = eventList();

const S = 's-1';
const claimed = event('customer-chat-c-1', 'FreeChatClaimed', { sessionId: S });
const freeChatBack = event('customer-chat-c-1', 'FreeChatReleased', { sessionId: S });
const requested = (freeMinutes: number) => event(`chat-${S}`, 'ChatRequested', { sessionId: S, customerId: 'c-1', astrologerId: 'a-1', freeMinutes });
const locked = event('astrologer-a-1', 'AstrologerSessionStarted', { sessionId: S });
const unlocked = event('astrologer-a-1', 'AstrologerSessionEnded', { sessionId: S });
const accepted = event(`chat-${S}`, 'ChatAccepted', { acceptedAt: '2026-11-26T10:00:00Z' });
const rejected = event(`chat-${S}`, 'ChatRejected', { by: 'astrologer', reason: 'Not now' });
const ended = event(`chat-${S}`, 'ChatEnded', { by: 'customer', reason: null });
const debited = (minute: number, transactionId = `t-${minute}`) =>
  event('wallet-c-1', 'WalletDebited', { transactionId, amount: 25_00, source: { kind: 'session', id: S }, idempotencyKey: chatMinuteKey(S, minute) });
const earned = (minute: number, walletTransactionId = `t-${minute}`) => event('astrologer-earnings-a-1', 'AstrologerEarned', { sessionId: S, minute, walletTransactionId });
const billed = (minute: number, amount = 25_00) => event(`chat-${S}`, 'MinuteBilled', { minute, amount, walletTransactionId: amount ? `t-${minute}` : null });
const paidMinute = (minute: number) => [debited(minute), earned(minute), billed(minute)];

/** The soak's check must find what it claims to: each case is a flow a crash could cut. */
describe('chat orphans', () => {
  it('finds nothing in whole chats: a paid one of two minutes, a free one, a rejected request that gave its free chat back', () => {
    expect(chatOrphans([requested(0), locked, accepted, ...paidMinute(1), ...paidMinute(2), ended, unlocked])).toEqual([]);
    expect(chatOrphans([claimed, requested(3), locked, accepted, billed(1, 0), billed(2, 0), ended, unlocked])).toEqual([]);
    expect(chatOrphans([claimed, requested(3), locked, rejected, unlocked, freeChatBack])).toEqual([]);
  });

  it('finds a minute debited but never recorded, one debited twice, one without its earning, and a gap', () => {
    expect(chatOrphans([requested(0), locked, accepted, ...paidMinute(1), debited(2), ended, unlocked])).toEqual([expect.stringContaining('never recorded billed')]);
    expect(chatOrphans([requested(0), locked, accepted, ...paidMinute(1), debited(1, 't-again'), ended, unlocked])).toEqual([expect.stringContaining('2 debits')]);
    expect(chatOrphans([requested(0), locked, accepted, debited(1), billed(1), ended, unlocked])).toEqual([expect.stringContaining('0 earnings')]);
    expect(chatOrphans([requested(0), locked, accepted, ...paidMinute(1), ...paidMinute(3), ended, unlocked])).toEqual([expect.stringContaining('billed minutes 1, 3')]);
  });

  describe('an end at a minute’s start (docs/chat.md)', () => {
    // Accepted at 10:00:00, so minute 2 starts at 10:01:00.
    const endedAt = (at: string, reason: string | null = null) => event(`chat-${S}`, 'ChatEnded', { by: reason ? 'system' : 'customer', reason, endedAt: at });
    const begun = (minute: number) => event(`chat-${S}`, 'MinuteBillingStarted', { minute });
    const whole = (minute: number) => [begun(minute), ...paidMinute(minute)];

    it('finds nothing when the end waited for minute 2, or came at its start with the wallet refusing it', () => {
      expect(chatOrphans([requested(0), locked, accepted, ...whole(1), ...whole(2), endedAt('2026-11-26T10:01:00.000Z'), unlocked])).toEqual([]);
      expect(chatOrphans([requested(0), locked, accepted, ...whole(1), begun(2), endedAt('2026-11-26T10:01:00.000Z', 'balance_exhausted'), unlocked])).toEqual([]);
    });

    it('finds a minute recorded after the end, one that started after it, and one whose billing began and was never recorded', () => {
      const late = chatOrphans([requested(0), locked, accepted, ...whole(1), endedAt('2026-11-26T10:00:59.999Z'), ...whole(2), unlocked]);
      expect(late).toEqual([expect.stringContaining('recorded minute 2 after its end'), expect.stringContaining('minute 2, which started after its end')]);
      expect(chatOrphans([requested(0), locked, accepted, ...whole(1), ...whole(2), endedAt('2026-11-26T10:00:59.999Z'), unlocked])).toEqual([expect.stringContaining('started after its end')]);
      expect(chatOrphans([requested(0), locked, accepted, ...whole(1), begun(2), endedAt('2026-11-26T10:01:30.000Z'), unlocked])).toEqual([expect.stringContaining("minute 2's billing begun")]);
    });
  });

  it('finds a free chat kept by a rejected request, or given back after it was used, a session left open and an astrologer left held', () => {
    expect(chatOrphans([claimed, requested(3), locked, rejected, unlocked])).toEqual([expect.stringContaining('free chat kept')]);
    expect(chatOrphans([claimed, requested(3), locked, accepted, billed(1, 0), ended, unlocked, freeChatBack])).toEqual([expect.stringContaining('given back after it was used')]);
    expect(chatOrphans([requested(0), locked, accepted, ...paidMinute(1)])).toEqual([expect.stringContaining('left active'), expect.stringContaining('still held')]);
    expect(chatOrphans([requested(0), locked, rejected])).toEqual([expect.stringContaining('still held')]);
  });
});
