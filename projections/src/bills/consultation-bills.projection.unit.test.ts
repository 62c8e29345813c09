import { randomUUID } from 'node:crypto';
import { chatStreamName, type ChatEventDataByType, type ChatEventType } from '@nakshatra/contracts';
import type { NewEvent } from '@nakshatra/event-store';
import { describe, expect, it } from 'vitest';
import { foldProjection, InMemoryLog } from '../wallet/testing/in-memory-log.js';
import { consultationBillsProjection } from './consultation-bills.projection.js';

const at = (second: number) => new Date(Date.UTC(2026, 10, 23, 10, 0, second)).toISOString();
const intake = { name: 'Asha', birthDate: '1990-04-01', birthTime: null, birthPlace: 'Pune' };

function session(channel: 'chat' | 'call', freeMinutes: number) {
  const sessionId = randomUUID();
  const log = new InMemoryLog();
  const ids: string[] = [];
  const append = <Type extends ChatEventType>(type: Type, data: ChatEventDataByType[Type], second: number) => {
    const event: NewEvent = { id: randomUUID(), type, data, metadata: { correlationId: 'c', causationId: 'c', actor: { id: 'u', role: 'system' }, occurredAt: at(second), schemaVersion: 1 } };
    ids.push(event.id);
    log.append(chatStreamName(sessionId), [event]);
  };
  append('ChatRequested', { sessionId, customerId: randomUUID(), astrologerId: randomUUID(), astrologerUserId: randomUUID(), pricePerMin: 20_00, intake, channel, freeMinutes, requestedAt: at(0) }, 0);
  return { sessionId, log, ids, append, bill: () => foldProjection(consultationBillsProjection, log.events).get(sessionId) };
}

describe('consultation bills', () => {
  it("given a chat, lists each billed minute from its acceptance with the event that billed it, free ones with no debit", () => {
    const chat = session('chat', 1);
    chat.append('ChatAccepted', { acceptedAt: at(5) }, 5);
    chat.append('MinuteBilled', { minute: 1, amount: 0, walletTransactionId: null, astrologerEarning: 0, commission: 0, balanceAfter: 100_00, lowBalance: false }, 5);
    chat.append('ChatMessageSent', { messageId: 'm1', from: 'customer', text: 'Namaste', sentAt: at(6) }, 6);
    // Minute 2 billed late (a restart): its start is still a minute after the acceptance.
    chat.append('MinuteBilled', { minute: 2, amount: 20_00, walletTransactionId: 't2', astrologerEarning: 14_00, commission: 6_00, balanceAfter: 80_00, lowBalance: false }, 59 + 30);
    expect(chat.bill()).toMatchObject({
      channel: 'chat',
      price_per_min: 20_00,
      billed_from: at(5),
      lines: [
        { minute: 1, startsAt: at(5), amount: 0, walletTransactionId: null, balanceAfter: 100_00, eventId: chat.ids[2] },
        { minute: 2, startsAt: at(65), amount: 20_00, walletTransactionId: 't2', balanceAfter: 80_00, eventId: chat.ids[4] },
      ],
    });
  });

  it('given a call, counts its minutes from the connection, not from the acceptance', () => {
    const call = session('call', 0);
    call.append('ChatAccepted', { acceptedAt: at(5) }, 5);
    call.append('CallConnected', { connectedAt: at(20) }, 20);
    call.append('MinuteBilled', { minute: 1, amount: 20_00, walletTransactionId: 't1', astrologerEarning: 14_00, commission: 6_00, balanceAfter: 80_00, lowBalance: false }, 20);
    expect(call.bill()).toMatchObject({ billed_from: at(20), lines: [{ minute: 1, startsAt: at(20), amount: 20_00 }] });
  });

  it('given a rejected request, keeps an empty bill', () => {
    const chat = session('chat', 0);
    chat.append('ChatRejected', { by: 'system', reason: 'timeout', rejectedAt: at(60) }, 60);
    expect(chat.bill()).toMatchObject({ billed_from: null, lines: [] });
  });
});
