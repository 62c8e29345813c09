import { callApi } from '../../../lib/api-client';

/** PUT /api/join_waitlist/{astrologerId}: wait for a busy astrologer; offered the consultation in turn. */
export const joinWaitlist = (astrologerId: string) => callApi('join_waitlist', { params: { id: astrologerId }, body: {} });

/** DELETE /api/leave_waitlist/{astrologerId}: free, an offer held included. */
export const leaveWaitlist = (astrologerId: string) => callApi('leave_waitlist', { params: { id: astrologerId } });

/** GET /api/get_my_queue_entries: every line the customer stands in (the waitlist's entries among them). */
export const getMyQueueEntries = (signal?: AbortSignal) => callApi('get_my_queue_entries', { query: { limit: 50 }, ...(signal ? { signal } : {}) });
