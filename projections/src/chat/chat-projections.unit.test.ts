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

  it('shows what an automatic refund rule returned, net of the earning and commission taken back', () => {
    const data = { rule: 'astrologer_silent', amount: 40_00, astrologerEarning: 28_00, commission: 12_00, refundedAt: at(70) } as const;
    const last = log.events.at(-1)!;
    const metadata = { ...last.metadata, actor: { id: 'workflows', role: 'system' as const }, occurredAt: at(70) };
    const refund: RecordedEvent = { ...last, id: randomUUID(), type: 'ChatRefundedByRule', data, metadata, revision: last.revision + 1n, position: { commit: last.position.commit + 1n, prepare: last.position.prepare + 1n } };
    expect(foldProjection(chatSessionsProjection, [...log.events, refund]).get(sessionId)).toMatchObject({ total_billed: 40_00, rule_refunded: 40_00, refund_rule: 'astrologer_silent', astrologer_earning: 0, commission: 0 });
  });

  it('keeps the transcript in order with the sender', () => {
    const rows = [...foldProjection(chatMessagesProjection, log.events).values()];
    expect(rows.map((row) => [row.sender, row.text, row.session_id])).toEqual([
      ['customer', 'Namaste', sessionId],
      ['astrologer', 'Namaste, Asha', sessionId],
    ]);
  });
});
