import type { ContentFamilyName } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** DELETE /api/delete_<family>/{id}: a soft delete; the item keeps its history. */
export const deleteContentItem = (family: ContentFamilyName, id: string) => callApi(`delete_${family}`, { params: { id } });
