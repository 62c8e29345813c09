import { callApi } from './api-client';

/** POST /api/logout: ends the server session (the HttpOnly cookie the browser cannot clear itself). */
export const logoutSession = (signal?: AbortSignal) => callApi('logout', signal ? { signal } : {});
