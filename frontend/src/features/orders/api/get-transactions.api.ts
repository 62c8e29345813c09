import type { TransactionView } from '@nakshatra/contracts';
import { callApi, type ApiResult } from '../../../lib/api-client';
import { TAB_TYPE, type HistoryView } from '../lib/history-view';

export const HISTORY_PAGE_SIZE = 10;

/** GET /api/get_single_transaction2/{userId}: the user's own transactions, newest first, filtered and paged. */
export const getTransactions = (userId: string, { tab, status, from, to, page }: HistoryView, signal?: AbortSignal): Promise<ApiResult<TransactionView[]>> =>
  callApi<TransactionView[]>('get_single_transaction2', {
    params: { id: userId },
    query: { type: TAB_TYPE[tab], status: status || undefined, from: from || undefined, to: to || undefined, page, limit: HISTORY_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
