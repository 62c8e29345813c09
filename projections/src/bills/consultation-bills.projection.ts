import { consultationMinuteStart, type ConsultationChannel } from '@nakshatra/contracts';
import { asChatEvent, isChatEvent, sessionIdOf } from '../chat/chat-stream.js';
import type { DocumentProjection } from '../runtime/projection.js';
import { paise } from '../wallet/wallet-stream.js';
import type { BillLine } from './bill-tables.js';

export interface ConsultationBillRow {
  readonly id: string;
  readonly channel: ConsultationChannel;
  readonly price_per_min: number;
  readonly billed_from: Date | string | null;
  readonly lines: readonly BillLine[];
  readonly updated_at: Date | string;
}

const isoOf = (value: Date | string): string => (typeof value === 'string' ? value : value.toISOString());

/**
 * The billed minutes of each consultation, in order, for its itemised bill (docs/bill.md). A minute's
 * start is derived as billing derives it (`consultationMinuteStart` from the chat's acceptance or the
 * call's connection), not from when the event was written: a minute billed late after a restart
 * still shows when it began.
 */
export const consultationBillsProjection: DocumentProjection<ConsultationBillRow> = {
  name: 'consultation_bills',
  table: 'consultation_bills',
  handles: isChatEvent,
  keyOf: sessionIdOf,
  evolve(row, recorded) {
    const event = asChatEvent(recorded);
    const at = recorded.metadata.occurredAt;
    if (event.type === 'ChatRequested') {
      return { id: event.data.sessionId, channel: event.data.channel ?? 'chat', price_per_min: event.data.pricePerMin, billed_from: null, lines: [], updated_at: at };
    }
    if (!row) return row;
    switch (event.type) {
      case 'ChatAccepted':
        return row.channel === 'chat' ? { ...row, billed_from: event.data.acceptedAt, updated_at: at } : row;
      case 'CallConnected':
        return { ...row, billed_from: event.data.connectedAt, updated_at: at };
      case 'MinuteBilled': {
        // Billing never records a minute before its start is known (the decider refuses it).
        if (!row.billed_from) return row;
        const { minute, amount, walletTransactionId, balanceAfter } = event.data;
        const line: BillLine = { minute, startsAt: consultationMinuteStart(isoOf(row.billed_from), minute).toISOString(), amount, walletTransactionId, balanceAfter, eventId: recorded.id };
        return { ...row, lines: [...row.lines, line], updated_at: at };
      }
      default:
        return row;
    }
  },
  fromStored: (stored) => ({ ...(stored as unknown as ConsultationBillRow), price_per_min: paise(stored.price_per_min) }),
  toStored: (row) => ({ ...row, lines: JSON.stringify(row.lines) }),
};
