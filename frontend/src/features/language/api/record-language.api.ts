import { callApi } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n/language-preference';

/** PUT /api/update_users/{id} with the language alone: the server records it (nothing when unchanged), and mail speaks it. */
export const recordLanguage = (userId: string, language: Language) => callApi('update_users', { params: { id: userId }, body: { language } });
