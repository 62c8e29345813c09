import {
  ASTROLOGER_STREAM_PREFIX,
  LIVE_BROADCASTER_GONE_MS,
  LIVE_MAX_MINUTES,
  LIVE_STREAM_PREFIX,
  liveSessionOfLock,
  liveStartDeadline,
  type AstrologerSessionStarted,
  type LiveSessionScheduled,
  type LiveStatus,
} from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { Workflow } from '../../workflows/workflow.js';

/** A live session as its flow sees it: its own stream, and the astrologer's lock held for it. */
export interface LiveSessionFlow {
  readonly sessionId: string;
  readonly astrologerId: string | null;
  /** `unknown`: a lock naming a session whose stream has no event (only a forged or foreign lock could). */
  readonly status: LiveStatus | 'unknown';
  readonly startsAt: string | null;
  readonly startedAt: string | null;
  /** When the astrologer's lock was taken for this session (ms), while it is held. */
  readonly lockedAt: number | null;
}

export type LiveSessionStep =
  /** Frees the astrologer from a session that is over, or that never got on air (EndSession on their stream). */
  | { readonly type: 'ReleaseLiveLock'; readonly sessionId: string; readonly astrologerId: string }
  /** A scheduled session nobody started within LIVE_START_GRACE_MINUTES: cancelled by the system (`not_started`). */
  | { readonly type: 'CancelMissedLiveSession'; readonly sessionId: string }
  /** On air longer than LIVE_MAX_MINUTES: ended by the system (`time_limit`). */
  | { readonly type: 'EndOverlongLiveSession'; readonly sessionId: string }
  /**
   * On air for LIVE_BROADCASTER_GONE_MS or more: ended by the system (`broadcaster_left`) if its
   * broadcaster has had no live socket open anywhere for that long. Due on every tick, since only
   * presence (ephemeral, not an event) can say; the step looks.
   */
  | { readonly type: 'EndLiveSessionIfBroadcasterGone'; readonly sessionId: string; readonly startedAt: string };

const isLockEvent = (event: RecordedEvent) => event.streamName.startsWith(ASTROLOGER_STREAM_PREFIX) && (event.type === 'AstrologerSessionStarted' || event.type === 'AstrologerSessionEnded');

const finished = (status: LiveSessionFlow['status']) => status === 'ended' || status === 'cancelled';

/**
 * Going live writes two streams: the astrologer's lock (`StartSession` with `live-<id>` on
 * `astrologer-<id>`), then `LiveSessionStarted`; ending writes `LiveSessionEnded`, then frees the lock.
 * A request that dies between them would leave the astrologer busy for good, and no one could chat
 * with them. So:
 * - a lock held for a session that is over is released at once (completion: the end was decided);
 * - a lock held `graceMs` for a session still scheduled is released (compensation: the start died;
 *   the astrologer may press start again, within the session's start window);
 * and, by time alone, a session not started within its start window is cancelled, and one on air
 * past LIVE_MAX_MINUTES is ended; one whose broadcaster is gone (presence) is ended too, so `/live`
 * never shows as live what nobody broadcasts.
 */
export function liveSessionWorkflow(graceMs: number): Workflow<LiveSessionFlow | undefined, LiveSessionStep> {
  return {
    name: 'live-session',
    streams: [LIVE_STREAM_PREFIX, ASTROLOGER_STREAM_PREFIX],
    keyOf(event) {
      if (event.streamName.startsWith(LIVE_STREAM_PREFIX)) return event.streamName.slice(LIVE_STREAM_PREFIX.length);
      // Only the locks live sessions take: a consultation's lock is the chat's business.
      return isLockEvent(event) ? liveSessionOfLock((event.data as AstrologerSessionStarted).sessionId) : undefined;
    },
    initialState: () => undefined,
    evolve(state, event) {
      const flow: LiveSessionFlow = state ?? { sessionId: '', astrologerId: null, status: 'unknown', startsAt: null, startedAt: null, lockedAt: null };
      switch (event.type) {
        case 'LiveSessionScheduled': {
          const { sessionId, astrologerId, startsAt } = event.data as LiveSessionScheduled;
          return { ...flow, sessionId, astrologerId, startsAt, status: 'scheduled' };
        }
        case 'LiveSessionStarted':
          return { ...flow, status: 'live', startedAt: (event.data as { startedAt: string }).startedAt };
        case 'LiveSessionEnded':
          return { ...flow, status: 'ended' };
        case 'LiveSessionCancelled':
          return { ...flow, status: 'cancelled' };
        case 'AstrologerSessionStarted':
          return {
            ...flow,
            sessionId: liveSessionOfLock((event.data as AstrologerSessionStarted).sessionId)!,
            astrologerId: event.streamName.slice(ASTROLOGER_STREAM_PREFIX.length),
            lockedAt: Date.parse(event.metadata.occurredAt),
          };
        case 'AstrologerSessionEnded':
          return { ...flow, lockedAt: null };
        default:
          return flow;
      }
    },
    next(state, now) {
      if (!state) return undefined;
      const { sessionId, astrologerId, status, lockedAt } = state;
      if (lockedAt !== null && astrologerId !== null) {
        const lockedFor = now.getTime() - lockedAt;
        if (finished(status) || (status !== 'live' && lockedFor >= graceMs)) return { type: 'ReleaseLiveLock', sessionId, astrologerId };
        // A start under way: the lock is taken, the session not yet on air.
        if (status !== 'live') return undefined;
      }
      if (status === 'scheduled' && state.startsAt && now > liveStartDeadline(state.startsAt)) return { type: 'CancelMissedLiveSession', sessionId };
      if (status === 'live' && state.startedAt && now.getTime() >= Date.parse(state.startedAt) + LIVE_MAX_MINUTES * 60_000) return { type: 'EndOverlongLiveSession', sessionId };
      if (status === 'live' && state.startedAt && now.getTime() >= Date.parse(state.startedAt) + LIVE_BROADCASTER_GONE_MS) {
        return { type: 'EndLiveSessionIfBroadcasterGone', sessionId, startedAt: state.startedAt };
      }
      return undefined;
    },
    done: (state) => state !== undefined && finished(state.status) && state.lockedAt === null,
  };
}
