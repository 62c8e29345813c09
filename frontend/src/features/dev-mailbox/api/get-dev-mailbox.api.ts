import { callApi } from '../../../lib/api-client';

/** GET /api/dev/mailbox: the latest mail the development mailbox holds, newest first; 404 where there is none (SMTP_URL set, or production). */
export const getDevMailbox = (signal?: AbortSignal) => callApi('dev_mailbox', { query: { limit: 50 }, signal });
