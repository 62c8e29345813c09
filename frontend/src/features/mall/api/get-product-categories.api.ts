import { callApi } from '../../../lib/api-client';

/** A shop has a handful of categories: one page holds them all (the server's largest page). */
export const MAX_CATEGORIES = 100;

/** GET /api/get_product_category: every published category, in the shop's own order. */
export const getProductCategories = (signal?: AbortSignal) =>
  callApi('get_product_category', { query: { limit: MAX_CATEGORIES, sort: 'sort_order', status: 'published' }, ...(signal ? { signal } : {}) });
