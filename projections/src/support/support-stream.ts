import { SUPPORT_TICKET_STREAM_PREFIX, type SupportEvent, type SupportEventType } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';

/** A record rather than a list, so a new support event type in contracts fails the build here until it is handled. */
const SUPPORT_EVENT_TYPES: Record<SupportEventType, true> = {
  SupportTicketOpened: true,
  SupportTicketReplied: true,
  SupportTicketStatusChanged: true,
  SupportTicketAssigned: true,
  SupportRefundDecided: true,
  SupportRefundPaid: true,
};

export const isSupportEvent = (event: RecordedEvent): boolean => event.streamName.startsWith(SUPPORT_TICKET_STREAM_PREFIX) && Object.hasOwn(SUPPORT_EVENT_TYPES, event.type);

export const ticketIdOf = (event: RecordedEvent): string => event.streamName.slice(SUPPORT_TICKET_STREAM_PREFIX.length);

export const asSupportEvent = (event: RecordedEvent): SupportEvent => event as unknown as SupportEvent;

/** Paise from a bigint column (pg answers int8 as a string). */
export const paiseOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
