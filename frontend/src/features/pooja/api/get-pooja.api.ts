import { callApi, type ApiResult } from '../../../lib/api-client';
import type { Pooja } from './pooja';

/** GET /api/get_single_pooja_booking/{id}: one pooja by id or slug; 404 when there is none (or it is a draft). */
export const getPooja = (idOrSlug: string, signal?: AbortSignal): Promise<ApiResult<Pooja>> =>
  callApi<Pooja>('get_single_pooja_booking', { params: { id: idOrSlug }, ...(signal ? { signal } : {}) });
