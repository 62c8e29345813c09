import type { RouteQueryInput } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';
import type { MallFilters, ProductSort } from '../lib/mall-filters';

export const MALL_PAGE_SIZE = 12;

/** The list's sorts as the content query names them. */
const SERVER_SORT: Record<ProductSort, NonNullable<RouteQueryInput<'get_products'>['sort']>> = { featured: 'sort_order', newest: 'newest', price_asc: 'price_asc', price_desc: 'price_desc' };

/**
 * GET /api/get_products: a page of products of a category, searched by title. `status=published`
 * keeps drafts out even for an admin browsing the shop (for visitors the server leaves them out anyway).
 */
export function getProducts({ page, sort, category_id: categoryId, search }: MallFilters, signal?: AbortSignal) {
  return callApi('get_products', {
    query: { page, limit: MALL_PAGE_SIZE, sort: SERVER_SORT[sort], status: 'published', category_id: categoryId, search },
    ...(signal ? { signal } : {}),
  });
}
