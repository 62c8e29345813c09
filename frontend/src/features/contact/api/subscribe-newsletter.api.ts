import type { Language } from '../../../lib/i18n/language-preference';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/send_subscribe_email: subscribed (again or already, alike); 400 when the address is
 * refused. `language`: the one the visitor reads the site in, which the welcome mail speaks.
 */
export const subscribeNewsletter = (email: string, language: Language) => callApi('send_subscribe_email', { body: { email, language } });
