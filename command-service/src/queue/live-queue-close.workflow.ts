import { LIVE_QUEUE_STREAM_PREFIX, LIVE_STREAM_PREFIX, type QueueLiveClosed, type QueueTurnStarted } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { Workflow } from '../workflows/workflow.js';
import type { QueueStep } from './queue-steps.js';

/** A live session's line as its closing sees it. */
export interface LiveQueueCloseFlow {
  readonly liveSessionId: string;
  /** The session's start was seen: a line whose start was not is of a session already over and forgotten. */
  readonly started: boolean;
  readonly over: boolean;
  readonly waiting: number;
  /** The turn in progress (its call's session id), if any. */
  readonly turn: string | null;
  /** The turn the last QueueLiveClosed named to end. */
  readonly closedTurn: string | null;
}

const LIVE_EVENTS: ReadonlySet<string> = new Set(['LiveSessionStarted', 'LiveSessionEnded', 'LiveSessionCancelled']);

function liveSessionOf(event: RecordedEvent): string | undefined {
  if (event.streamName.startsWith(LIVE_QUEUE_STREAM_PREFIX)) return event.streamName.slice(LIVE_QUEUE_STREAM_PREFIX.length);
  if (event.streamName.startsWith(LIVE_STREAM_PREFIX) && LIVE_EVENTS.has(event.type)) return event.streamName.slice(LIVE_STREAM_PREFIX.length);
  return undefined;
}

/**
 * A live session that ends (`live-<id>`) leaves its line (`queue-live-<id>`) to close: those still
 * waiting are let go (`live_ended`) and the turn in progress is named to end (QueueLiveClosed, which
 * the queue-turn workflow acts on). Due at once once the session is over (completion); the line's
 * decider appends nothing when it is closed already. Sessions nobody queued in are forgotten at once.
 *
 * A viewer can join in the moment the session ends (the join checked it live just before): the
 * line then starts an instance that saw no start, since the session's was forgotten at its end.
 * Such a line is closed if `live-<id>` says the session is over (the join checks this too, right
 * after joining).
 */
export const liveQueueCloseWorkflow: Workflow<LiveQueueCloseFlow, QueueStep> = {
  name: 'live-queue-close',
  streams: [LIVE_STREAM_PREFIX, LIVE_QUEUE_STREAM_PREFIX],
  keyOf: liveSessionOf,
  initialState: () => ({ liveSessionId: '', started: false, over: false, waiting: 0, turn: null, closedTurn: null }),
  evolve(flow, event) {
    const state = { ...flow, liveSessionId: liveSessionOf(event) ?? flow.liveSessionId };
    switch (event.type) {
      case 'LiveSessionStarted':
        return { ...state, started: true };
      case 'LiveSessionEnded':
      case 'LiveSessionCancelled':
        return { ...state, over: true };
      case 'QueueJoined':
        return { ...state, waiting: state.waiting + 1 };
      case 'QueueLeft':
        return { ...state, waiting: Math.max(0, state.waiting - 1) };
      case 'QueueTurnStarted':
        return { ...state, waiting: Math.max(0, state.waiting - 1), turn: (event.data as QueueTurnStarted).chatSessionId };
      case 'QueueTurnEnded':
        return { ...state, turn: null };
      case 'QueueLiveClosed':
        return { ...state, closedTurn: (event.data as QueueLiveClosed).turnChatSessionId };
      default:
        return state;
    }
  },
  next(state) {
    if (!state.over) return !state.started && state.waiting > 0 ? { type: 'CloseLiveQueue', liveSessionId: state.liveSessionId, ifSessionOver: true } : undefined;
    if (state.waiting > 0 || (state.turn !== null && state.closedTurn !== state.turn)) return { type: 'CloseLiveQueue', liveSessionId: state.liveSessionId };
    return undefined;
  },
  done: (state) => state.over && state.waiting === 0 && (state.turn === null || state.closedTurn === state.turn),
};
