import { FOLLOWS_STREAM_PREFIX, LIVE_STREAM_PREFIX, type FollowEvent, type FollowEventType, type LiveEvent, type LiveEventType } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';

/** Records rather than lists, so a new live or follow event type in contracts fails the build here until it is handled. */
const LIVE_EVENT_TYPES: Record<LiveEventType, true> = {
  LiveSessionScheduled: true,
  LiveSessionStarted: true,
  LiveSessionEnded: true,
  LiveSessionCancelled: true,
  LiveViewerMuted: true,
};

const FOLLOW_EVENT_TYPES: Record<FollowEventType, true> = {
  AstrologerFollowed: true,
  AstrologerUnfollowed: true,
};

export const isLiveEvent = (event: RecordedEvent): boolean => event.streamName.startsWith(LIVE_STREAM_PREFIX) && Object.hasOwn(LIVE_EVENT_TYPES, event.type);

/** The session an event belongs to: its stream is `live-<sessionId>`. */
export const liveSessionIdOf = (event: RecordedEvent): string => event.streamName.slice(LIVE_STREAM_PREFIX.length);

export const asLiveEvent = (event: RecordedEvent): LiveEvent => event as unknown as LiveEvent;

export const isFollowEvent = (event: RecordedEvent): boolean => event.streamName.startsWith(FOLLOWS_STREAM_PREFIX) && Object.hasOwn(FOLLOW_EVENT_TYPES, event.type);

/** Who follows: the stream is `follows-<userId>`. */
export const followerOf = (event: RecordedEvent): string => event.streamName.slice(FOLLOWS_STREAM_PREFIX.length);

export const asFollowEvent = (event: RecordedEvent): FollowEvent => event as unknown as FollowEvent;
