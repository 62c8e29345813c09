import { callApi, type ApiResult } from '../../../lib/api-client';

export interface Subscriber {
  readonly id: string;
  readonly email: string;
  readonly status: 'subscribed' | 'unsubscribed';
  readonly subscribed_at: string;
  readonly updated_at: string;
}

/** GET /api/get_subscriber: newsletter subscribers, newest first, with `meta: {page, limit, total}`. */
export function getSubscribers(options: { page: number; limit: number; search: string; status: string }, signal?: AbortSignal): Promise<ApiResult<Subscriber[]>> {
  // Empty filters are left out: the server's query schema refuses an empty status.
  const query = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== ''));
  return callApi<Subscriber[]>('get_subscriber', { query, ...(signal ? { signal } : {}) });
}

/** POST /api/create_subscriber: subscribes an address (a no-op for one already subscribed). */
export const addSubscriber = (email: string) => callApi<{ id: string }>('create_subscriber', { body: { email } });

/** PUT /api/update_subscriber/{id}: subscribes or unsubscribes a known address. */
export const setSubscription = (id: string, status: Subscriber['status']) => callApi<{ id: string }>('update_subscriber', { params: { id }, body: { status } });
