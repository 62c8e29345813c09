import { ASTROLOGER_STREAM_PREFIX, type AstrologerEvent, type AstrologerEventType } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';

/** A record rather than a list, so a new astrologer event type in contracts fails the build here until it is handled. */
const ASTROLOGER_EVENT_TYPES: Record<AstrologerEventType, true> = {
  AstrologerApplied: true,
  AstrologerProfileChanged: true,
  AstrologerApproved: true,
  AstrologerRejected: true,
  AstrologerDeactivated: true,
  AstrologerReactivated: true,
  AstrologerAvailabilityChanged: true,
  AstrologerCallsSwitched: true,
  AstrologerSessionStarted: true,
  AstrologerSessionEnded: true,
};

export const isAstrologerEvent = (event: RecordedEvent): boolean => event.streamName.startsWith(ASTROLOGER_STREAM_PREFIX) && Object.hasOwn(ASTROLOGER_EVENT_TYPES, event.type);

/** The astrologer an event belongs to: its stream is `astrologer-<astrologerId>`. */
export const astrologerIdOf = (event: RecordedEvent): string => event.streamName.slice(ASTROLOGER_STREAM_PREFIX.length);

export const asAstrologerEvent = (event: RecordedEvent): AstrologerEvent => event as unknown as AstrologerEvent;
