import { estimatedWaitMinutes, type QueueEntryView } from '@nakshatra/contracts';
import { positionOf, scopeOf, waitingIn, type ActiveEntry, type AstrologerQueueState, type FinishedEntry } from './astrologer-queue.decider.js';

/**
 * An entry as the queue's writes answer it. `busy`: a turn or consultation in progress, counted as one
 * more ahead in the estimate (QUEUE_MINUTES_PER_PERSON each; docs/waitlist.md).
 */
export function queueEntryView(state: AstrologerQueueState, entry: ActiveEntry | FinishedEntry, busy: boolean): QueueEntryView {
  const joined = 'entry' in entry ? entry.entry : entry;
  const waiting = waitingIn(state, scopeOf(joined)).length;
  const common = {
    entry_id: joined.entryId,
    astrologer_id: joined.astrologerId,
    source: joined.source,
    live_session_id: joined.liveSessionId,
    waiting,
    chat_session_id: entry.chatSessionId,
    joined_at: joined.joinedAt,
  };
  if ('entry' in entry) return { ...common, status: entry.status, left_reason: entry.reason, position: 0, estimated_wait_minutes: 0, offer_expires_at: null };
  const position = positionOf(state, entry);
  return {
    ...common,
    status: entry.status,
    left_reason: null,
    position,
    estimated_wait_minutes: entry.status === 'waiting' ? estimatedWaitMinutes(position, busy) : 0,
    offer_expires_at: entry.offerExpiresAt,
  };
}
