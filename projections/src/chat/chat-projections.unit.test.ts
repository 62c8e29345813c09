import { randomUUID } from 'node:crypto';
import { chatStreamName, type ChatEventDataByType, type ChatEventType } from '@nakshatra/contracts';
import type { NewEvent, RecordedEvent } from '@nakshatra/event-store';
import { describe, expect, it } from 'vitest';
import { foldProjection, InMemoryLog } from '../wallet/testing/in-memory-log.js';
import { chatMessagesProjection } from './chat-messages.projection.js';
import { chatSessionsProjection } from './chat-sessions.projection.js';

const sessionId = randomUUID();
const at = (second: number) => new Date(Date.UTC(2026, 10, 23, 10, 0, second)).toISOString();
const log = new InMemoryLog();
const append = <Type extends ChatEventType>(type: Type, data: ChatEventDataByType[Type], second: number) => {
  const event: NewEvent = { id: randomUUID(), type, data, metadata: { correlationId: 'c', causationId: 'c', actor: { id: 'u', role: 'customer' }, occurredAt: at(second), schemaVersion: 1 } };
  log.append(chatStreamName(sessionId), [event]);
};
const intake = { name: 'Asha', birthDate: '1990-04-01', birthTime: null, birthPlace: 'Pune' };
append('ChatRequested', { sessionId, customerId: randomUUID(), astrologerId: randomUUID(), astrologerUserId: randomUUID(), pricePerMin: 20_00, intake, freeMinutes: 0, requestedAt: at(0) }, 0);
append('ChatAccepted', { acceptedAt: at(5) }, 5);
append('MinuteBilled', { minute: 1, amount: 20_00, walletTransactionId: 't1', astrologerEarning: 14_00, commission: 6_00, balanceAfter: 80_00, lowBalance: false }, 5);
append('ChatMessageSent', { messageId: 'm1', from: 'customer', text: 'Namaste', sentAt: at(6) }, 6);
append('ChatMessageSent', { messageId: 'm2', from: 'astrologer', text: 'Namaste, Asha', sentAt: at(7) }, 7);
append('MinuteBilled', { minute: 2, amount: 20_00, walletTransactionId: 't2', astrologerEarning: 14_00, commission: 6_00, balanceAfter: 60_00, lowBalance: false }, 59);
append('ChatEnded', { by: 'customer', reason: null, endedAt: at(59), durationSeconds: 54, totalBilled: 40_00 }, 59);

describe('chat projections', () => {
  it('keeps one row per session with the money, the messages counted and the end', () => {
    expect(foldProjection(chatSessionsProjection, log.events).get(sessionId)).toMatchObject({
      status: 'ended',
      minutes_billed: 2,
      total_billed: 40_00,
      astrologer_earning: 28_00,
      commission: 12_00,
      message_count: 2,
      ended_by: 'customer',
      duration_seconds: 54,
    });
  });

  /** The session's events, then refunds of its minutes and reversals of the astrologer's earning, in the store's order. */
  function withMoneyAfter(moves: readonly { stream: string; type: string; data: unknown }[]): RecordedEvent[] {
    const after = new InMemoryLog();
    for (const event of log.events) after.append(event.streamName, [event]);
    for (const [index, move] of moves.entries()) {
      const metadata = { correlationId: 'c', causationId: 'c', actor: { id: 'workflows', role: 'system' as const }, occurredAt: at(70 + index), schemaVersion: 1 };
      after.append(move.stream, [{ id: randomUUID(), type: move.type, data: move.data, metadata }]);
    }
    return after.events;
  }
  const wallet = `wallet-${randomUUID()}`;
  const earnings = `astrologer-earnings-${randomUUID()}`;
  const source = { kind: 'session', id: sessionId } as const;
  const refund = (transactionId: string, refundOf: string, amount: number, extra: object = {}) => ({ stream: wallet, type: 'WalletRefunded', data: { transactionId, refundOf, amount, balanceAfter: 0, reason: 'r', source, idempotencyKey: transactionId, requestHash: 'h', ...extra } });
  const reversal = (refundTransactionId: string, walletTransactionId: string, minute: number, amount: number, extra: object = {}) => ({
    stream: earnings,
    type: 'AstrologerEarningReversed',
    data: { sessionId, minute, walletTransactionId, refundTransactionId, amount, ...extra },
  });

  it('shows what an automatic refund rule returned, with the earning and commission net of what each refund and reversal took back', () => {
    const ruled = { rule: 'astrologer_silent' } as const;
    const recordedRule = { stream: chatStreamName(sessionId), type: 'ChatRefundedByRule', data: { rule: 'astrologer_silent', amount: 40_00, astrologerEarning: 28_00, commission: 12_00, refundedAt: at(75) } };
    const events = withMoneyAfter([refund('r1', 't1', 20_00, ruled), refund('r2', 't2', 20_00, ruled), reversal('r1', 't1', 1, 14_00, ruled), reversal('r2', 't2', 2, 14_00, ruled), recordedRule]);
    expect(foldProjection(chatSessionsProjection, events).get(sessionId)).toMatchObject({ total_billed: 40_00, rule_refunded: 40_00, refund_rule: 'astrologer_silent', astrologer_earning: 0, commission: 0 });
  });

  it("takes an astrologer-borne refund from both shares, and a goodwill refund from the commission alone (docs/support.md)", () => {
    // Half of minute 1 with the astrologer at fault (7.00 of their 14.00 back), all of minute 2 as goodwill.
    const events = withMoneyAfter([refund('r1', 't1', 10_00, { borneBy: 'astrologer' }), reversal('r1', 't1', 1, 7_00), refund('r2', 't2', 20_00, { borneBy: 'platform' })]);
    const row = foldProjection(chatSessionsProjection, events).get(sessionId)!;
    expect(row).toMatchObject({ total_billed: 40_00, astrologer_earning: 21_00, commission: -11_00, rule_refunded: 0, refund_rule: null });
    // Every paisa is someone's: what was billed is the astrologer's, the platform's or given back.
    expect(row.astrologer_earning + row.commission + 30_00).toBe(row.total_billed);
  });

  it('ignores refunds of orders and money of sessions it has no row for', () => {
    const order = { stream: wallet, type: 'WalletRefunded', data: { transactionId: 'o1', refundOf: 'od', amount: 5_00, balanceAfter: 0, reason: 'r', source: { kind: 'order', id: sessionId }, idempotencyKey: 'o1', requestHash: 'h' } };
    const stranger = { stream: earnings, type: 'AstrologerEarningReversed', data: { sessionId: randomUUID(), minute: 1, walletTransactionId: 'x', refundTransactionId: 'y', amount: 1_00 } };
    const rows = foldProjection(chatSessionsProjection, withMoneyAfter([order, stranger]));
    expect(rows.get(sessionId)).toMatchObject({ astrologer_earning: 28_00, commission: 12_00 });
    expect(rows.size).toBe(1);
  });

  it('keeps the transcript in order with the sender', () => {
    const rows = [...foldProjection(chatMessagesProjection, log.events).values()];
    expect(rows.map((row) => [row.sender, row.text, row.session_id])).toEqual([
      ['customer', 'Namaste', sessionId],
      ['astrologer', 'Namaste, Asha', sessionId],
    ]);
  });
});
