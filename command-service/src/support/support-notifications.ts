import { notificationOf, supportTicketReference, type SupportRefundDecided } from '@nakshatra/contracts';
import type { Logger } from '@nakshatra/platform';
import type { NotificationMessage, Notifier } from '../notifications/notifier.js';
import type { CommandMetadata } from '../shared/command-metadata.js';

/** Where the opener reads a ticket in the SPA. */
const ticketLink = (ticketId: string) => `/support/${ticketId}`;

/** To the opener when support writes in their ticket, or decides its refund. */
export function supportReplyNotification(ticketId: string, refund: SupportRefundDecided | null): NotificationMessage {
  const reference = supportTicketReference(ticketId);
  return { ...notificationOf('support_reply', { reference, ticket_id: ticketId, ...(refund ? { refund: 'decided' } : {}) }), link: ticketLink(ticketId) };
}

/**
 * Tells the opener. Best effort: the reply is already recorded and stands whatever becomes of its
 * notification (the thread shows it), so a failure is logged, never thrown.
 */
export async function notifyOpener(notifier: Notifier, logger: Logger, userId: string, message: NotificationMessage, cause: CommandMetadata): Promise<void> {
  try {
    await notifier.notify(userId, message, cause);
  } catch (error) {
    logger.warn({ err: error, userId }, 'support reply notification failed');
  }
}
