import type { Language } from '../../../lib/i18n/language-preference';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/send_subscribe_email: a mail asks the address's owner to confirm (answered alike when
 * it is subscribed already); 400 when the address is refused. `language`: the one the visitor reads
 * the site in, which the mail speaks.
 */
export const subscribeNewsletter = (email: string, language: Language) => callApi('send_subscribe_email', { body: { email, language } });

/** What a newsletter mail's link asks: to confirm the subscription, or to end it. */
export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

/** POST /api/confirm_newsletter or /api/unsubscribe_newsletter with the link's token. */
export const followNewsletterLink = (action: NewsletterLinkAction, token: string) =>
  action === 'confirm' ? callApi('confirm_newsletter', { body: { token } }) : callApi('unsubscribe_newsletter', { body: { token } });
