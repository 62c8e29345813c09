import { callApi, type ApiResult } from '../../../lib/api-client';

/** DELETE /api/delete_kundli/{id}: removes one of the logged-in user's saved kundlis. */
export const deleteKundli = (id: string): Promise<ApiResult<{ id: string }>> => callApi<{ id: string }>('delete_kundli', { params: { id } });
