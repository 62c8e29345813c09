import type { RouteBodyInput } from '@nakshatra/contracts';
import { MIN_POSITION_HEADER } from '@nakshatra/contracts/client';
import { callApi } from '../../../lib/api-client';

/** What a live turn's call carries, as a call request's intake. */
export type TurnIntake = RouteBodyInput<'join_live_queue'>['intake'];

/** GET /api/get_single_astrologer/{id}: the call price a turn is billed at (public). */
export const getQueueAstrologer = (id: string, signal?: AbortSignal) => callApi('get_single_astrologer', { params: { id }, ...(signal ? { signal } : {}) });

/** PUT /api/join_live_queue/{sessionId}: wait for a paid turn (needs the balance for 5 minutes at the call price). */
export const joinLiveQueue = (sessionId: string, intake: TurnIntake) => callApi('join_live_queue', { params: { id: sessionId }, body: { intake } });

/** DELETE /api/leave_live_queue/{sessionId}: free. */
export const leaveLiveQueue = (sessionId: string) => callApi('leave_live_queue', { params: { id: sessionId } });

/** GET /api/get_my_queue_entries?live_session_id=: where the customer stands in this session's queue (empty: not in it). */
export const getMyLiveQueueEntry = (sessionId: string, position: string | null, signal?: AbortSignal) =>
  callApi('get_my_queue_entries', { query: { live_session_id: sessionId, limit: 1 }, ...atPosition(position), ...(signal ? { signal } : {}) });

/** The queue as it stood at the live socket's `queue` message (its store position), or as the client's own writes left it. */
const atPosition = (position: string | null) => (position ? { headers: { [MIN_POSITION_HEADER]: position } } : {});

/** GET /api/get_live_queue/{sessionId}: the studio's panel (the session's astrologer only). */
export const getLiveQueue = (sessionId: string, position: string | null, signal?: AbortSignal) =>
  callApi('get_live_queue', { params: { id: sessionId }, ...atPosition(position), ...(signal ? { signal } : {}) });

/** PUT /api/take_next_in_queue/{sessionId}: the next viewer's paid turn starts (a private call). */
export const takeNextInQueue = (sessionId: string) => callApi('take_next_in_queue', { params: { id: sessionId }, body: {} });

/** PUT /api/skip_queue_entry/{sessionId}: let a waiting viewer go without a turn. */
export const skipQueueEntry = (sessionId: string, entryId: string) => callApi('skip_queue_entry', { params: { id: sessionId }, body: { entry_id: entryId } });

/** PUT /api/end_live_turn/{sessionId}: the turn's call ends (the minutes started are billed). */
export const endLiveTurn = (sessionId: string) => callApi('end_live_turn', { params: { id: sessionId }, body: {} });
