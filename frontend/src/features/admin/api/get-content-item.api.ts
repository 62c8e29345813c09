import type { ContentFamilyName, ContentItem } from '@nakshatra/contracts';
import { callApi, type ApiResult } from '../../../lib/api-client';

/** GET /api/get_single_<family>/{id}: one item, drafts included for admins. */
export const getContentItem = (family: ContentFamilyName, id: string, signal?: AbortSignal): Promise<ApiResult<ContentItem>> =>
  callApi<ContentItem>(`get_single_${family}`, { params: { id }, ...(signal ? { signal } : {}) });
