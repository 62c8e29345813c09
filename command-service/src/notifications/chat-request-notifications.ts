import { astrologerStreamName, notificationOf, type ChatRequested } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import type { Logger } from '@nakshatra/platform';
import { astrologerDecider } from '../astrologers/astrologer.decider.js';
import { loadState } from '../shared/aggregate-runner.js';
import type { CommandMetadata } from '../shared/command-metadata.js';
import type { NotificationMessage, Notifier } from './notifier.js';

/** Where an astrologer answers requests in the SPA. */
const ASTROLOGER_CONSOLE = '/astrologer';

type RequestFacts = Pick<ChatRequested, 'sessionId' | 'intake' | 'channel'>;

/** To the astrologer when a customer asks for a chat or a call (RequestChatHandler). */
export function chatRequestNotification({ sessionId, intake, channel }: RequestFacts): NotificationMessage {
  return { ...notificationOf(channel === 'call' ? 'call_request' : 'chat_request', { customer_name: intake.name, session_id: sessionId }), link: ASTROLOGER_CONSOLE };
}

/** To the astrologer when the customer nudges a request still waiting (send_notification_fcm). */
export function chatRequestReminder({ sessionId, intake, channel }: RequestFacts): NotificationMessage {
  return { ...notificationOf(channel === 'call' ? 'call_request_reminder' : 'chat_request_reminder', { customer_name: intake.name, session_id: sessionId }), link: ASTROLOGER_CONSOLE };
}

/** To the customer when the astrologer declines their request (update_chat_session/{id} with reject). */
export function requestDeclinedNotification({ sessionId, channel }: Pick<RequestFacts, 'sessionId' | 'channel'>, astrologerName: string, reason: string | undefined): NotificationMessage {
  const call = channel === 'call';
  return {
    ...notificationOf(call ? 'call_declined' : 'chat_declined', { astrologer_name: astrologerName, session_id: sessionId, ...(reason ? { reason } : {}) }),
    // The consultation's own screen shows what happened, with the way back to the astrologers.
    link: `/${call ? 'call' : 'chat'}-screen/${sessionId}`,
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

/**
 * Tells the customer their request was declined (they may have left the page while it waited), with
 * the astrologer's reason when they typed one. Best effort, as notifyAstrologerOfRequest.
 */
export async function notifyCustomerOfDecline(
  notifier: Notifier,
  logger: Logger,
  store: EventStore,
  request: RequestFacts & Pick<ChatRequested, 'customerId' | 'astrologerId'>,
  reason: string | undefined,
  cause: CommandMetadata,
): Promise<void> {
  try {
    const astrologer = await loadState(store, astrologerStreamName(request.astrologerId), astrologerDecider);
    if (astrologer.status === 'absent') return;
    await notifier.notify(request.customerId, requestDeclinedNotification(request, astrologer.profile.name, reason), cause);
  } catch (error) {
    logger.error({ err: error, sessionId: request.sessionId }, 'the customer was not notified of a declined request');
  }
}
