import type { ChatRequested } from '@nakshatra/contracts';
import type { Logger } from '@nakshatra/platform';
import type { CommandMetadata } from '../shared/command-metadata.js';
import type { NotificationMessage, Notifier } from './notifier.js';

/** Where an astrologer answers requests in the SPA. */
const ASTROLOGER_CONSOLE = '/astrologer';

type RequestFacts = Pick<ChatRequested, 'sessionId' | 'intake' | 'channel'>;

/** To the astrologer when a customer asks for a chat or a call (RequestChatHandler). */
export function chatRequestNotification({ sessionId, intake, channel }: RequestFacts): NotificationMessage {
  const call = channel === 'call';
  return {
    kind: call ? 'call_request' : 'chat_request',
    title: call ? 'New call request' : 'New chat request',
    body: `${intake.name} would like to ${call ? 'call' : 'chat with'} you. Please answer within 60 seconds.`,
    link: ASTROLOGER_CONSOLE,
    data: { session_id: sessionId },
  };
}

/** To the astrologer when the customer nudges a request still waiting (send_notification_fcm). */
export function chatRequestReminder({ sessionId, intake, channel }: RequestFacts): NotificationMessage {
  const call = channel === 'call';
  return {
    kind: call ? 'call_request_reminder' : 'chat_request_reminder',
    title: call ? 'A call request is waiting' : 'A chat request is waiting',
    body: `${intake.name} is still waiting for your answer.`,
    link: ASTROLOGER_CONSOLE,
    data: { session_id: sessionId },
  };
}

/**
 * Tells the astrologer's login account about a new request. Best effort: the request is already
 * recorded and stands whatever becomes of its notification, so a failure is logged, never thrown.
 */
export async function notifyAstrologerOfRequest(notifier: Notifier, logger: Logger, request: ChatRequested, cause: CommandMetadata): Promise<void> {
  try {
    await notifier.notify(request.astrologerUserId, chatRequestNotification(request), cause);
  } catch (error) {
    logger.error({ err: error, sessionId: request.sessionId }, 'the astrologer was not notified of a chat request');
  }
}
