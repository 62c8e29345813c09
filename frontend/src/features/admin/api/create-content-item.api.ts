import type { ContentFamilyName } from '@nakshatra/contracts';
import { callApi, type ApiResult } from '../../../lib/api-client';

/** POST /api/create_<family>: answers 201 `{data:{id, slug}, position}`; 400 with field errors, 409 when the slug is taken. */
export const createContentItem = (family: ContentFamilyName, body: Record<string, unknown>): Promise<ApiResult<{ id: string; slug: string }>> =>
  callApi<{ id: string; slug: string }>(`create_${family}`, { body });
