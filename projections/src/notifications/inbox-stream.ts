import { INBOX_STREAM_PREFIX, type InboxEvent, type InboxEventType } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';

/** A record rather than a list, so a new inbox event type in contracts fails the build here until it is handled. */
const INBOX_EVENT_TYPES: Record<InboxEventType, true> = { NotificationSent: true, NotificationsRead: true };

export const isInboxEvent = (event: RecordedEvent): boolean => event.streamName.startsWith(INBOX_STREAM_PREFIX) && Object.hasOwn(INBOX_EVENT_TYPES, event.type);

/** The user an inbox event belongs to: its stream is `inbox-<userId>`. */
export const inboxUserOf = (event: RecordedEvent): string => event.streamName.slice(INBOX_STREAM_PREFIX.length);

export const asInboxEvent = (event: RecordedEvent): InboxEvent => event as unknown as InboxEvent;
