import { callApi } from '../../../lib/api-client';

export const POOJA_PAGE_SIZE = 12;

/** GET /api/get_pooja_booking: a page of published poojas in the temple desk's own order. */
export const getPoojas = (page: number, signal?: AbortSignal) =>
  callApi('get_pooja_booking', { query: { page, limit: POOJA_PAGE_SIZE, sort: 'sort_order', status: 'published' }, ...(signal ? { signal } : {}) });
