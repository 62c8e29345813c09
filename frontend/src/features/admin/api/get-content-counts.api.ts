import { callApi } from '../../../lib/api-client';

/** GET /api/get_content_counts (admins): live items of each family, by status. */
export const getContentCounts = (signal?: AbortSignal) => callApi('get_content_counts', { signal });
