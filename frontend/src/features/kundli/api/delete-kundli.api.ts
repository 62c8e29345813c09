import { callApi } from '../../../lib/api-client';

/** DELETE /api/delete_kundli/{id}: removes one of the logged-in user's saved kundlis. */
export const deleteKundli = (id: string) => callApi('delete_kundli', { params: { id } });
