import {
  fieldError,
  LIVE_START_GRACE_MINUTES,
  liveStartDeadline,
  liveStartsAtIssue,
  type LiveCancelledBy,
  type LiveEndedBy,
  type LiveEvent,
  type LiveSessionCancelled,
  type LiveSessionEnded,
  type LiveSessionScheduled,
  type LiveSessionView,
  type LiveStatus,
} from '@nakshatra/contracts';
import { badRequest, refuse } from '@nakshatra/platform';
import type { Decider } from '../../shared/decider.js';

/** One live session (`live-<sessionId>`): scheduled, on air, then ended — or cancelled before it started. */
export type LiveSessionState =
  | { readonly status: 'absent' }
  | {
      readonly status: LiveStatus;
      readonly session: LiveSessionScheduled;
      readonly startedAt: string | null;
      readonly mediaRoomId: number | null;
      readonly end: LiveSessionEnded | null;
      readonly cancellation: LiveSessionCancelled | null;
      /** Viewers whose chat the astrologer muted for this session. */
      readonly muted: readonly string[];
    };

export type ExistingLiveSession = Exclude<LiveSessionState, { readonly status: 'absent' }>;

export type LiveSessionCommand =
  /** `startsAt: 'now'` is "go live now": the session is scheduled for the moment it is asked, and started next. */
  | { readonly type: 'Schedule'; readonly session: Omit<LiveSessionScheduled, 'startsAt' | 'scheduledAt'>; readonly startsAt: Date | 'now'; readonly at: Date }
  /** Only the session's astrologer goes on air; the room is the media server's, when there is one. */
  | { readonly type: 'Start'; readonly userId: string; readonly mediaRoomId: number | null; readonly at: Date }
  /** `userId`: who asks, checked when `ended.by` is the astrologer. */
  | { readonly type: 'End'; readonly ended: LiveEndedBy; readonly userId: string | null; readonly at: Date }
  | { readonly type: 'Cancel'; readonly cancelled: LiveCancelledBy; readonly userId: string | null; readonly at: Date }
  /** The session's astrologer mutes a viewer's chat while on air (`by`: who asks). */
  | { readonly type: 'Mute'; readonly viewerId: string; readonly by: string; readonly at: Date };

export function existingLiveSession(state: LiveSessionState): ExistingLiveSession {
  if (state.status === 'absent') throw refuse('live.not_found');
  return state;
}

/** An astrologer acting on a session must be its astrologer; admins and the system may end and cancel any. */
function assertMayAct(state: ExistingLiveSession, by: 'astrologer' | 'admin' | 'system', userId: string | null): void {
  if (by === 'astrologer' && userId !== state.session.astrologerUserId) throw refuse('live.astrologer_only');
}

const secondsBetween = (from: string, to: Date) => Math.max(0, Math.floor((to.getTime() - Date.parse(from)) / 1000));

export const liveSessionDecider: Decider<LiveSessionState, LiveSessionCommand, LiveEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    if (event.type === 'LiveSessionScheduled') return { status: 'scheduled', session: event.data, startedAt: null, mediaRoomId: null, end: null, cancellation: null, muted: [] };
    if (state.status === 'absent') return state;
    switch (event.type) {
      case 'LiveSessionStarted':
        return { ...state, status: 'live', startedAt: event.data.startedAt, mediaRoomId: event.data.mediaRoomId ?? null };
      case 'LiveSessionEnded':
        return { ...state, status: 'ended', end: event.data };
      case 'LiveSessionCancelled':
        return { ...state, status: 'cancelled', cancellation: event.data };
      case 'LiveViewerMuted':
        return { ...state, muted: [...state.muted, event.data.userId] };
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'Schedule':
        return schedule(command, state);
      case 'Start':
        return start(command, existingLiveSession(state));
      case 'End':
        return endSession(command, existingLiveSession(state));
      case 'Cancel':
        return cancel(command, existingLiveSession(state));
      case 'Mute':
        return mute(command, existingLiveSession(state));
    }
    const unhandled: never = command;
    throw new Error(`unhandled live session command ${JSON.stringify(unhandled)}`);
  },
};

type CommandOf<T extends LiveSessionCommand['type']> = Extract<LiveSessionCommand, { readonly type: T }>;

function schedule({ session, startsAt, at }: CommandOf<'Schedule'>, state: LiveSessionState): LiveEvent[] {
  // A session id is new per request: the same one again is a retry, and changes nothing.
  if (state.status !== 'absent') return [];
  if (startsAt !== 'now') {
    const issue = liveStartsAtIssue(startsAt.toISOString(), at);
    if (issue) throw badRequest([fieldError('starts_at', issue)]);
  }
  const when = startsAt === 'now' ? at : startsAt;
  return [{ type: 'LiveSessionScheduled', data: { ...session, startsAt: when.toISOString(), scheduledAt: at.toISOString() } }];
}

function start({ userId, mediaRoomId, at }: CommandOf<'Start'>, state: ExistingLiveSession): LiveEvent[] {
  if (userId !== state.session.astrologerUserId) throw refuse('live.astrologer_only');
  if (state.status === 'live') return [];
  if (state.status === 'ended') throw refuse('live.ended');
  if (state.status === 'cancelled') throw refuse('live.cancelled');
  if (at > liveStartDeadline(state.session.startsAt)) throw refuse('live.missed', { minutes: LIVE_START_GRACE_MINUTES });
  return [{ type: 'LiveSessionStarted', data: { startedAt: at.toISOString(), ...(mediaRoomId === null ? {} : { mediaRoomId }) } }];
}

function endSession({ ended, userId, at }: CommandOf<'End'>, state: ExistingLiveSession): LiveEvent[] {
  assertMayAct(state, ended.by, userId);
  if (state.status === 'live') return [{ type: 'LiveSessionEnded', data: { ...ended, endedAt: at.toISOString(), durationSeconds: secondsBetween(state.startedAt!, at) } }];
  // Ending again changes nothing; the system (a workflow) finding the session moved on has nothing left to do.
  if (state.status === 'ended' || ended.by === 'system') return [];
  throw refuse(state.status === 'cancelled' ? 'live.cancelled' : 'live.not_started');
}

function cancel({ cancelled, userId, at }: CommandOf<'Cancel'>, state: ExistingLiveSession): LiveEvent[] {
  assertMayAct(state, cancelled.by, userId);
  if (state.status === 'scheduled') return [{ type: 'LiveSessionCancelled', data: { ...cancelled, cancelledAt: at.toISOString() } }];
  if (state.status === 'cancelled' || cancelled.by === 'system') return [];
  throw refuse(state.status === 'live' ? 'live.on_air' : 'live.ended');
}

function mute({ viewerId, by, at }: CommandOf<'Mute'>, state: ExistingLiveSession): LiveEvent[] {
  if (by !== state.session.astrologerUserId) throw refuse('live.broadcaster_only');
  if (viewerId === by) throw refuse('live.mute_yourself');
  if (state.status !== 'live') throw refuse(state.status === 'scheduled' ? 'live.not_started' : state.status === 'ended' ? 'live.ended' : 'live.cancelled');
  if (state.muted.includes(viewerId)) return [];
  return [{ type: 'LiveViewerMuted', data: { userId: viewerId, mutedAt: at.toISOString() } }];
}

/** A session as the command calls answer it. */
export function toLiveSessionView(state: ExistingLiveSession): LiveSessionView {
  const { session, end, cancellation } = state;
  return {
    id: session.sessionId,
    astrologer_id: session.astrologerId,
    title: session.title,
    topic: session.topic,
    status: state.status,
    starts_at: session.startsAt,
    start_by: liveStartDeadline(session.startsAt).toISOString(),
    started_at: state.startedAt,
    ended_at: end?.endedAt ?? null,
    duration_seconds: end?.durationSeconds ?? 0,
    end: end && { by: end.by, reason: end.reason },
    cancellation: cancellation && { by: cancellation.by, reason: cancellation.reason, cancelled_at: cancellation.cancelledAt },
  };
}
