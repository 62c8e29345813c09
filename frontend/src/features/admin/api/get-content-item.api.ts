import type { ContentFamilyName } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** GET /api/get_single_<family>/{id}: one item, drafts included for admins. */
export const getContentItem = (family: ContentFamilyName, id: string, signal?: AbortSignal) => callApi(`get_single_${family}`, { params: { id }, signal });
