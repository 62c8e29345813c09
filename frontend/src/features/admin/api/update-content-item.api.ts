import type { ContentFamilyName } from '@nakshatra/contracts';
import { callApi, type ApiResult } from '../../../lib/api-client';

/** PUT /api/update_<family>/{id} with only the fields that change. */
export const updateContentItem = (family: ContentFamilyName, id: string, changes: Record<string, unknown>): Promise<ApiResult<unknown>> =>
  callApi(`update_${family}`, { params: { id }, body: changes });
