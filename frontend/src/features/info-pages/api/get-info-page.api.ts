import { callApi } from '../../../lib/api-client';
import type { InfoPageSlug } from '../lib/info-page-slugs';

/** GET /api/get_single_page/{slug}: the published page; 404 while it is not published. */
export const getInfoPage = (slug: InfoPageSlug, signal?: AbortSignal) => callApi('get_single_page', { params: { id: slug }, ...(signal ? { signal } : {}) });
