import type { RouteQueryInput } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** GET /api/get_live_session_admin: every live session, newest start first, by status. */
export const getLiveSessionsAdmin = (query: RouteQueryInput<'get_live_session_admin'>, signal?: AbortSignal) => callApi('get_live_session_admin', { query, signal });

/** GET /api/get_live_gift_totals: the gift totals of the sessions on the page. */
export const getLiveGiftTotals = (sessionIds: readonly string[], signal?: AbortSignal) => callApi('get_live_gift_totals', { query: { session_ids: sessionIds.join(',') }, signal });

/** GET /api/get_live_session_gifts/{id}: one session's gifts and totals. */
export const getLiveSessionGifts = (sessionId: string, signal?: AbortSignal) => callApi('get_live_session_gifts', { params: { id: sessionId }, signal });

/** PUT /api/end_live_session/{id}: an admin ends a session on air, saying why. */
export const endLiveSessionAsAdmin = (sessionId: string, reason: string) => callApi('end_live_session', { params: { id: sessionId }, body: { reason } });
