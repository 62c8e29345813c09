import { callApi, type ApiResult } from '../../../lib/api-client';

export interface ContentHistoryEntry {
  readonly id: string;
  readonly change: 'created' | 'updated' | 'deleted';
  readonly actor: { readonly id: string; readonly role: string };
  /** The fields a creation set or an update changed; null for a deletion. */
  readonly fields: Readonly<Record<string, unknown>> | null;
  readonly occurred_at: string;
}

/** GET /api/get_content_history/{id} (admins): the item's timeline, newest first. */
export const getContentHistory = (id: string, signal?: AbortSignal): Promise<ApiResult<ContentHistoryEntry[]>> =>
  callApi<ContentHistoryEntry[]>('get_content_history', { params: { id }, ...(signal ? { signal } : {}) });
