import { callApi } from '../../../lib/api-client';

/** GET /api/get_single_products/{id}: one product by id or slug; 404 when there is none (or it is a draft). */
export const getProduct = (idOrSlug: string, signal?: AbortSignal) => callApi('get_single_products', { params: { id: idOrSlug }, ...(signal ? { signal } : {}) });
