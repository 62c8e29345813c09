import { CHAT_STREAM_PREFIX, type ChatEvent, type ChatEventType } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';

/** A record rather than a list, so a new chat event type in contracts fails the build here until it is handled. */
const CHAT_EVENT_TYPES: Record<ChatEventType, true> = {
  ChatRequested: true,
  ChatAccepted: true,
  ChatRejected: true,
  ChatMessageSent: true,
  MinuteBillingStarted: true,
  MinuteBilled: true,
  ChatMessagesRead: true,
  CallMediaConnected: true,
  CallConnected: true,
  PhoneCallPlaced: true,
  PhoneCallFailed: true,
  ChatEnded: true,
  ChatRefundedByRule: true,
};

export const isChatEvent = (event: RecordedEvent): boolean => event.streamName.startsWith(CHAT_STREAM_PREFIX) && Object.hasOwn(CHAT_EVENT_TYPES, event.type);

/** The session an event belongs to: its stream is `chat-<sessionId>`. */
export const sessionIdOf = (event: RecordedEvent): string => event.streamName.slice(CHAT_STREAM_PREFIX.length);

export const asChatEvent = (event: RecordedEvent): ChatEvent => event as unknown as ChatEvent;
