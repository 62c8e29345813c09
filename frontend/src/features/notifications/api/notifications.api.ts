import type { RegisterWebPush } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** GET /api/get_my_notifications: the caller's own, newest first; `meta.unread` is the bell's count. */
export const getMyNotifications = (query: { page?: number; limit?: number }, signal?: AbortSignal) => callApi('get_my_notifications', { query, ...(signal ? { signal } : {}) });

/** PUT /api/read_notifications: these, or all when `ids` is left out; answers how many stay unread. */
export const readNotifications = (ids?: readonly string[]) => callApi('read_notifications', { body: ids ? { ids: [...ids] } : {} });

/** GET /api/get_web_push_key: the VAPID key to subscribe with (null: the site has Web Push off). */
export const getWebPushKey = () => callApi('get_web_push_key');

/** POST /api/register_web_push: this browser's subscription and the language to word pushes in. */
export const registerWebPush = (body: RegisterWebPush) => callApi('register_web_push', { body });

/** POST /api/unregister_web_push. */
export const unregisterWebPush = (endpoint: string) => callApi('unregister_web_push', { body: { endpoint } });
