import type { ContentFamilyName, RouteBodyInput } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** What update_<family> takes: the changed fields (contentUpdateSchema), checked by the form first. */
export type ContentUpdateBody = RouteBodyInput<`update_${ContentFamilyName}`>;

/** PUT /api/update_<family>/{id} with only the fields that change. */
export const updateContentItem = (family: ContentFamilyName, id: string, changes: ContentUpdateBody) => callApi(`update_${family}`, { params: { id }, body: changes });
