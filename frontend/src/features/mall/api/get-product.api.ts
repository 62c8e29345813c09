import { callApi, type ApiResult } from '../../../lib/api-client';
import type { Product } from './product';

/** GET /api/get_single_products/{id}: one product by id or slug; 404 when there is none (or it is a draft). */
export const getProduct = (idOrSlug: string, signal?: AbortSignal): Promise<ApiResult<Product>> =>
  callApi<Product>('get_single_products', { params: { id: idOrSlug }, ...(signal ? { signal } : {}) });
