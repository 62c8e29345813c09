import type { RouteQueryInput, Subscriber } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** The filters of the subscribers page, as get_subscriber takes them (empty ones left out). */
export type SubscriberListQuery = RouteQueryInput<'get_subscriber'>;

/** GET /api/get_subscriber: newsletter subscribers, newest first, with `meta: {page, limit, total}`. */
export const getSubscribers = (query: SubscriberListQuery, signal?: AbortSignal) => callApi('get_subscriber', { query, signal });

/** POST /api/create_subscriber: subscribes an address (a no-op for one already subscribed). */
export const addSubscriber = (email: string) => callApi('create_subscriber', { body: { email } });

/** PUT /api/update_subscriber/{id}: subscribes or unsubscribes a known address. */
export const setSubscription = (id: string, status: Subscriber['status']) => callApi('update_subscriber', { params: { id }, body: { status } });
