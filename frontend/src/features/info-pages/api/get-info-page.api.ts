import { callApi, type ApiResult } from '../../../lib/api-client';
import type { InfoPageSlug } from '../lib/info-page-slugs';
import type { InfoPage } from './info-page';

/** GET /api/get_single_page/{slug}: the published page; 404 while it is not published. */
export const getInfoPage = (slug: InfoPageSlug, signal?: AbortSignal): Promise<ApiResult<InfoPage>> =>
  callApi<InfoPage>('get_single_page', { params: { id: slug }, ...(signal ? { signal } : {}) });
