import { REVIEW_STREAM_PREFIX, type ReviewEvent, type ReviewEventType } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';

/** A record rather than a list, so a new review event type in contracts fails the build here until it is handled. */
const REVIEW_EVENT_TYPES: Record<ReviewEventType, true> = {
  ReviewCreated: true,
  ReviewHidden: true,
  ReviewPublished: true,
};

export const isReviewEvent = (event: RecordedEvent): boolean => event.streamName.startsWith(REVIEW_STREAM_PREFIX) && Object.hasOwn(REVIEW_EVENT_TYPES, event.type);

/** The review an event belongs to: its stream is `review-<sessionId>`, and the session's id is the review's. */
export const reviewIdOf = (event: RecordedEvent): string => event.streamName.slice(REVIEW_STREAM_PREFIX.length);

export const asReviewEvent = (event: RecordedEvent): ReviewEvent => event as unknown as ReviewEvent;
