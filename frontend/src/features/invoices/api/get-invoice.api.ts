import { callApi } from '../../../lib/api-client';

/** GET /api/get_single_invoice/{id}: one GST invoice, its customer's own (or an admin's to see). */
export const getInvoice = (id: string, signal?: AbortSignal) => callApi('get_single_invoice', { params: { id }, ...(signal ? { signal } : {}) });
