import { callApi } from '../../../lib/api-client';

/** GET /api/get_single_pooja_booking/{id}: one pooja by id or slug; 404 when there is none (or it is a draft). */
export const getPooja = (idOrSlug: string, signal?: AbortSignal) => callApi('get_single_pooja_booking', { params: { id: idOrSlug }, ...(signal ? { signal } : {}) });
