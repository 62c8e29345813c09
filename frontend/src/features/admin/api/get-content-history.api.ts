import { callApi } from '../../../lib/api-client';

/** GET /api/get_content_history/{id} (admins): the item's timeline, newest first. */
export const getContentHistory = (id: string, signal?: AbortSignal) => callApi('get_content_history', { params: { id }, signal });
