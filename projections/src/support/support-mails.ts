import { supportTicketReference, type SupportTicketReplied } from '@nakshatra/contracts';
import { mailKind, SUPPORT_RECIPIENT, userRecipient, type ComposedMail } from '../mail/mail-kind.js';

/**
 * A reply in a support ticket (docs/support.md), by mail too: support's reply to the ticket's
 * opener, the opener's to the support team. A reply recorded before replies named the opener
 * (no `customerId`) can only go to the team.
 */
export const supportReplyMail = mailKind<SupportTicketReplied>('SupportTicketReplied', 'support_reply', (reply): ComposedMail => {
  const reference = supportTicketReference(reply.ticketId);
  if (reply.side === 'support' && reply.customerId) {
    return {
      recipient: userRecipient(reply.customerId),
      subject: `Nakshatra support replied to your ticket ${reference}`,
      body: [reply.text, '', `Read the whole ticket and answer it under Support in your Nakshatra account (ticket ${reference}).`].join('\n'),
    };
  }
  return {
    recipient: SUPPORT_RECIPIENT,
    subject: `Ticket ${reference}: ${reply.side === 'support' ? 'a support reply' : 'the customer replied'}`,
    body: [reply.text, '', `Answer it in the back office's Support queue (ticket ${reference}).`].join('\n'),
  };
});
