import { callApi, type ApiResult } from '../../../lib/api-client';

/** GET /api/todos (spec §7 "Home page data"); the answer is read by lib/home-page-data before use. */
export const getHomePage = (signal?: AbortSignal): Promise<ApiResult<unknown>> => callApi<unknown>('todos', signal ? { signal } : {});
