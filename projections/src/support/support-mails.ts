import { supportTicketReference, type SupportTicketReplied } from '@nakshatra/contracts';
import { mailKind, SUPPORT_RECIPIENT, userRecipient, type ComposedMail } from '../mail/mail-kind.js';
import { mailTexts, wordMail } from '../mail/mail-texts.js';

/**
 * A reply in a support ticket (docs/support.md), by mail too: support's reply to the ticket's
 * opener (in their language), the opener's to the support team (in both). A reply recorded before
 * replies named the opener (no `customerId`) can only go to the team.
 */
export const supportReplyMail = mailKind<SupportTicketReplied>('SupportTicketReplied', 'support_reply', (reply): ComposedMail => {
  const reference = supportTicketReference(reply.ticketId);
  const about = reply.customerId ? { userId: reply.customerId } : {};
  if (reply.side === 'support' && reply.customerId) {
    return { recipient: userRecipient(reply.customerId), texts: wordMail(mailTexts.support_reply_to_opener, { reference }, reply.text), ...about };
  }
  return { recipient: SUPPORT_RECIPIENT, texts: wordMail(mailTexts.support_reply_to_team, { reference, side: reply.side }, reply.text), language: 'both', ...about };
});
