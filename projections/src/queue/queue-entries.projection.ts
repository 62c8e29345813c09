import { QUEUE_STREAM_PREFIX, type QueueEvent, type QueueEventType } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { DocumentProjection } from '../runtime/projection.js';
import type { QueueEntryStatus } from './queue-tables.js';
import { isUserErasure, userErasure } from '../users/erasure.js';

export interface QueueEntryRow {
  readonly id: string;
  readonly line: string;
  readonly line_revision: string;
  readonly astrologer_id: string;
  readonly customer_id: string;
  readonly source: 'live' | 'consultation';
  readonly live_session_id: string | null;
  readonly name: string | null;
  readonly status: QueueEntryStatus;
  readonly left_reason: string | null;
  readonly chat_session_id: string | null;
  readonly offer_expires_at: Date | string | null;
  readonly turn_started_at: Date | string | null;
  readonly joined_at: Date | string;
  readonly updated_at: Date | string;
}

/** The events about one entry; QueueLiveClosed is about a line (its QueueLeft events are the entries'). A record, so a new type fails the build until placed. */
const ENTRY_EVENT_TYPES: Record<QueueEventType, boolean> = {
  QueueJoined: true,
  QueueLeft: true,
  QueueTurnStarted: true,
  QueueTurnEnded: true,
  QueueOffered: true,
  QueueOfferTaken: true,
  QueueOfferWithdrawn: true,
  QueueLiveClosed: false,
};

const asQueueEvent = (event: RecordedEvent): QueueEvent => event as unknown as QueueEvent;

/** One row per entry of every line (get_live_queue, get_my_queue_entries; docs/waitlist.md). */
export const queueEntriesProjection: DocumentProjection<QueueEntryRow> = {
  name: 'queue_entries',
  table: 'queue_entries',
  handles: (event) => event.streamName.startsWith(QUEUE_STREAM_PREFIX) && ENTRY_EVENT_TYPES[event.type as QueueEventType] === true,
  keyOf: (event) => (event.data as { entryId: string }).entryId,
  // An erased customer's entries keep no name.
  perUser: userErasure('customer_id'),
  evolve(row, recorded) {
    if (isUserErasure(recorded)) return row && { ...row, name: null };
    const event = asQueueEvent(recorded);
    const updated_at = recorded.metadata.occurredAt;
    if (event.type === 'QueueJoined') {
      const { entryId, astrologerId, customerId, source, liveSessionId, intake, joinedAt } = event.data;
      return {
        id: entryId,
        line: recorded.streamName,
        line_revision: recorded.revision.toString(),
        astrologer_id: astrologerId,
        customer_id: customerId,
        source,
        live_session_id: liveSessionId,
        name: intake?.name ?? null,
        status: 'waiting',
        left_reason: null,
        chat_session_id: null,
        offer_expires_at: null,
        turn_started_at: null,
        joined_at: joinedAt,
        updated_at,
      };
    }
    if (!row) return null;
    switch (event.type) {
      case 'QueueLeft':
        return { ...row, status: 'left', left_reason: event.data.reason, offer_expires_at: null, updated_at };
      case 'QueueTurnStarted':
        return { ...row, status: 'in_turn', chat_session_id: event.data.chatSessionId, turn_started_at: event.data.startedAt, updated_at };
      case 'QueueTurnEnded':
        return event.data.callRefused ? { ...row, status: 'left', left_reason: 'turn_refused', chat_session_id: null, updated_at } : { ...row, status: 'done', updated_at };
      case 'QueueOffered':
        return { ...row, status: 'offered', offer_expires_at: event.data.expiresAt, updated_at };
      case 'QueueOfferTaken':
        return { ...row, status: 'done', chat_session_id: event.data.chatSessionId, offer_expires_at: null, updated_at };
      case 'QueueOfferWithdrawn':
        return { ...row, status: 'waiting', offer_expires_at: null, updated_at };
      default:
        return row;
    }
  },
};
