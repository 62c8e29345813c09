import { callApi } from '../../../lib/api-client';
import { TAB_TYPE, type HistoryView } from '../lib/history-view';

export const HISTORY_PAGE_SIZE = 10;

/** GET /api/get_single_transaction2/{userId}: the user's own transactions, newest first, filtered and paged. */
export const getTransactions = (userId: string, { tab, status, from, to, page }: HistoryView, signal?: AbortSignal) =>
  callApi('get_single_transaction2', {
    params: { id: userId },
    query: { type: TAB_TYPE[tab], status: status || undefined, from: from || undefined, to: to || undefined, page, limit: HISTORY_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
