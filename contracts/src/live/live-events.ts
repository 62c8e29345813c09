/**
 * Live sessions (issue #17, docs/live.md): an astrologer broadcasts, customers watch. A session is
 * its own stream `live-<sessionId>`; a customer's follows are `follows-<userId>`. Times are
 * ISO-8601 UTC. Viewer presence is not here: it is ephemeral, never an event per join.
 */
export const LIVE_STREAM_PREFIX = 'live-';
export const liveStreamName = (sessionId: string): string => `${LIVE_STREAM_PREFIX}${sessionId}`;

/**
 * What the astrologer's consultation lock (`StartSession` on `astrologer-<id>`) holds while they are
 * live: the session's stream name, so the lock, the astrologer's timeline and their record say it
 * is a live session and not a consultation (a live session is no order given).
 */
export const liveLockId = (sessionId: string): string => liveStreamName(sessionId);
export const isLiveLock = (lockId: string): boolean => lockId.startsWith(LIVE_STREAM_PREFIX);
/** The live session a lock id names, or undefined for a consultation's lock. */
export const liveSessionOfLock = (lockId: string): string | undefined => (isLiveLock(lockId) ? lockId.slice(LIVE_STREAM_PREFIX.length) : undefined);

export const FOLLOWS_STREAM_PREFIX = 'follows-';
export const followsStreamName = (userId: string): string => `${FOLLOWS_STREAM_PREFIX}${userId}`;

/** A scheduled session may start this late; after it the system cancels it (`not_started`). */
export const LIVE_START_GRACE_MINUTES = 30;
/** How far ahead a session may be scheduled. */
export const LIVE_SCHEDULE_DAYS_AHEAD = 30;
/** A session still live after this long is ended by the system (`time_limit`): nobody broadcasts for ever. */
export const LIVE_MAX_MINUTES = 180;
/** A customer follows at most this many astrologers. */
export const MAX_FOLLOWS_PER_USER = 500;

export const LIVE_TITLE_MIN = 3;
export const LIVE_TITLE_MAX = 100;
export const LIVE_TOPIC_MIN = 3;
export const LIVE_TOPIC_MAX = 60;

export const LIVE_STATUSES = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** The last moment a session scheduled for `startsAt` may start. */
export const liveStartDeadline = (startsAt: string): Date => new Date(Date.parse(startsAt) + LIVE_START_GRACE_MINUTES * 60_000);

/** An astrologer schedules a session, or goes live now (then `startsAt` is the moment they asked). */
export interface LiveSessionScheduled {
  readonly sessionId: string;
  readonly astrologerId: string;
  /** The astrologer's login account: who may start, end and cancel it. */
  readonly astrologerUserId: string;
  /** Plain text, 3–100 characters. */
  readonly title: string;
  /** Plain text, 3–60 characters: what viewers may ask about (career, marriage, tarot…). */
  readonly topic: string;
  readonly startsAt: string;
  readonly scheduledAt: string;
}

/** On air: the astrologer holds their consultation lock for this session. */
export interface LiveSessionStarted {
  readonly startedAt: string;
  /** The Janus VideoRoom room, when JANUS_URL is configured; absent for the embedded media engine. */
  readonly mediaRoomId?: number;
}

/**
 * Why the system ends a session: it ran past LIVE_MAX_MINUTES (`time_limit`), or its broadcaster
 * had no live socket open anywhere for LIVE_BROADCASTER_GONE_MS (`broadcaster_left`).
 */
export const LIVE_SYSTEM_END_REASONS = ['time_limit', 'broadcaster_left'] as const;
export type LiveSystemEndReason = (typeof LIVE_SYSTEM_END_REASONS)[number];

/** A person may say why (an admin ending someone's session, say); the system always does. */
export type LiveEndedBy = { readonly by: 'astrologer' | 'admin'; readonly reason: string | null } | { readonly by: 'system'; readonly reason: LiveSystemEndReason };

export type LiveSessionEnded = LiveEndedBy & {
  readonly endedAt: string;
  /** From the start to the end. */
  readonly durationSeconds: number;
};

/**
 * Why the system cancels a scheduled session: not started within LIVE_START_GRACE_MINUTES of its
 * time (`not_started`), or a "go live now" whose start failed (`start_failed`: the astrologer was
 * taken by a consultation in the meantime, or the media server refused the room).
 */
export const LIVE_SYSTEM_CANCEL_REASONS = ['not_started', 'start_failed'] as const;
export type LiveSystemCancelReason = (typeof LIVE_SYSTEM_CANCEL_REASONS)[number];

export type LiveCancelledBy = { readonly by: 'astrologer' | 'admin'; readonly reason: string | null } | { readonly by: 'system'; readonly reason: LiveSystemCancelReason };

export type LiveSessionCancelled = LiveCancelledBy & { readonly cancelledAt: string };

/**
 * The astrologer muted a viewer's chat for the rest of the session. A moderation decision is
 * recorded (it holds on every instance and after a restart, and admins can see who was muted);
 * the live chat itself is ephemeral (docs/live.md).
 */
export interface LiveViewerMuted {
  readonly userId: string;
  readonly mutedAt: string;
}

export interface LiveEventDataByType {
  readonly LiveSessionScheduled: LiveSessionScheduled;
  readonly LiveSessionStarted: LiveSessionStarted;
  readonly LiveSessionEnded: LiveSessionEnded;
  readonly LiveSessionCancelled: LiveSessionCancelled;
  readonly LiveViewerMuted: LiveViewerMuted;
}

export type LiveEventType = keyof LiveEventDataByType;
export type LiveEvent = { [Type in LiveEventType]: { readonly type: Type; readonly data: LiveEventDataByType[Type] } }[LiveEventType];

/** `follows-<userId>`: a customer follows an astrologer ("notify me"), and is told when they go live. */
export interface AstrologerFollowed {
  readonly astrologerId: string;
  readonly followedAt: string;
}

export interface AstrologerUnfollowed {
  readonly astrologerId: string;
  readonly unfollowedAt: string;
}

export interface FollowEventDataByType {
  readonly AstrologerFollowed: AstrologerFollowed;
  readonly AstrologerUnfollowed: AstrologerUnfollowed;
}

export type FollowEventType = keyof FollowEventDataByType;
export type FollowEvent = { [Type in FollowEventType]: { readonly type: Type; readonly data: FollowEventDataByType[Type] } }[FollowEventType];
