import type { ContentFamilyName, RouteQueryInput } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** What every get_<family> list takes: page, filters and sort (empty filters left out: the server refuses an empty status). */
export type ContentListQuery = RouteQueryInput<`get_${ContentFamilyName}`>;

/** GET /api/get_<family>: a page of items (admins see drafts too), with `meta: {page, limit, total}`. */
export const getContentList = (family: ContentFamilyName, query: ContentListQuery, signal?: AbortSignal) => callApi(`get_${family}`, { query, signal });
