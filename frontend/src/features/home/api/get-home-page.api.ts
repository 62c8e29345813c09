import { callApi } from '../../../lib/api-client';

/** GET /api/todos (spec §7 "Home page data"): everything the home page shows, in one answer. */
export const getHomePage = (signal?: AbortSignal) => callApi('todos', signal ? { signal } : {});
