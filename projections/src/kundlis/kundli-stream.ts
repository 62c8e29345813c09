import { KUNDLI_STREAM_PREFIX, type KundliEvent, type KundliEventType } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';

/** A record rather than a list, so a new kundli event type in contracts fails the build here until it is handled. */
const KUNDLI_EVENT_TYPES: Record<KundliEventType, true> = {
  KundliSaved: true,
  KundliDeleted: true,
};

export const isKundliEvent = (event: RecordedEvent): boolean => event.streamName.startsWith(KUNDLI_STREAM_PREFIX) && Object.hasOwn(KUNDLI_EVENT_TYPES, event.type);

export const asKundliEvent = (event: RecordedEvent): KundliEvent => event as unknown as KundliEvent;
