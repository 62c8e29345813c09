import { contactMessageMail, newsletterConfirmMail, newsletterWelcomeMail } from '../contact/contact-mails.js';
import { orderMails } from '../orders/order-mails.js';
import { supportReplyMail } from '../support/support-mails.js';
import type { MailKind } from './mail-kind.js';

/**
 * Every kind of e-mail the product sends. A new kind is a MailKind written beside its feature's
 * projections and listed here; the outbox, the worker and the development mailbox need nothing
 * more (docs/mail.md).
 */
export const mailKinds: readonly MailKind[] = [contactMessageMail, newsletterConfirmMail, newsletterWelcomeMail, supportReplyMail, ...orderMails];
