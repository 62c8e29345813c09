import { CHAT_STREAM_PREFIX, LIVE_QUEUE_STREAM_PREFIX, type QueueLiveClosed, type QueueTurnEnded, type QueueTurnStarted } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { Workflow } from '../workflows/workflow.js';
import type { QueueStep } from './queue-steps.js';

/** A live turn as its flow sees it: the claim on the line, its call, and whether the live session closed under it. */
export interface QueueTurnFlow {
  readonly turn: { readonly liveSessionId: string; readonly chatSessionId: string } | undefined;
  readonly call: 'absent' | 'requested' | 'accepted' | 'rejected' | 'ended';
  readonly turnEnded: boolean;
  readonly liveClosed: boolean;
}

const CALL_EVENTS: Readonly<Record<string, QueueTurnFlow['call']>> = { ChatRequested: 'requested', ChatAccepted: 'accepted', ChatRejected: 'rejected', ChatEnded: 'ended' };

const callOver = (call: QueueTurnFlow['call']) => call === 'rejected' || call === 'ended';

/**
 * A paid turn in a live session writes the line (`queue-live-<id>`: QueueTurnStarted), then its call
 * (`chat-<id>`: requested and accepted), and, when the call is over, the line again (QueueTurnEnded).
 * Keyed by the call's session id. Each step is due at once (completion: the astrologer decided; each
 * appends nothing if the request got there first):
 * - a turn claimed with no call: the call is made (or, the viewer unable to pay, the turn ends);
 * - a call over with the turn still open: the turn ends (a call never accepted: `callRefused`);
 * - the live session closed under a call still running: the call ends; under a turn whose call was
 *   never made, the turn ends (refused).
 * A chat that is no turn is forgotten at its first event (its QueueTurnStarted always comes first).
 */
export const queueTurnWorkflow: Workflow<QueueTurnFlow, QueueStep> = {
  name: 'queue-turn',
  streams: [LIVE_QUEUE_STREAM_PREFIX, CHAT_STREAM_PREFIX],
  keyOf(event: RecordedEvent) {
    if (event.streamName.startsWith(CHAT_STREAM_PREFIX)) return event.type in CALL_EVENTS ? event.streamName.slice(CHAT_STREAM_PREFIX.length) : undefined;
    if (!event.streamName.startsWith(LIVE_QUEUE_STREAM_PREFIX)) return undefined;
    if (event.type === 'QueueTurnStarted' || event.type === 'QueueTurnEnded') return (event.data as QueueTurnStarted).chatSessionId;
    if (event.type === 'QueueLiveClosed') return (event.data as QueueLiveClosed).turnChatSessionId ?? undefined;
    return undefined;
  },
  initialState: () => ({ turn: undefined, call: 'absent', turnEnded: false, liveClosed: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'QueueTurnStarted': {
        const { liveSessionId, chatSessionId } = event.data as QueueTurnStarted;
        return { ...state, turn: { liveSessionId, chatSessionId } };
      }
      case 'QueueTurnEnded':
        return { ...state, turnEnded: true, turn: state.turn ?? { liveSessionId: (event.data as QueueTurnEnded).liveSessionId, chatSessionId: (event.data as QueueTurnEnded).chatSessionId } };
      case 'QueueLiveClosed':
        return { ...state, liveClosed: true };
      default: {
        const call = CALL_EVENTS[event.type];
        return call ? { ...state, call } : state;
      }
    }
  },
  next(state) {
    const { turn, call } = state;
    if (!turn) return undefined;
    if (!state.turnEnded && callOver(call)) return { type: 'EndTurn', ...turn, callRefused: call === 'rejected' };
    if (state.turnEnded || state.liveClosed) {
      if (call === 'requested' || call === 'accepted') return { type: 'EndTurnCall', chatSessionId: turn.chatSessionId };
      // The line closed before the turn's call was made: the session is over, so no call will be; the viewer is let go.
      return !state.turnEnded && call === 'absent' ? { type: 'EndTurn', ...turn, callRefused: true } : undefined;
    }
    if (call === 'absent' || call === 'requested') return { type: 'OpenTurnCall', ...turn };
    return undefined;
  },
  done: (state) => (state.turn === undefined ? state.call !== 'absent' || state.liveClosed : state.turnEnded && (state.call === 'absent' || callOver(state.call))),
};
