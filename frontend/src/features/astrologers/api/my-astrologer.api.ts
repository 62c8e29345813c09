import { callApi } from '../../../lib/api-client';

/** Answered when the logged-in user has never applied. */
export const NO_APPLICATION = 404;

/** GET /api/get_my_astrologer: the logged-in user's own whole record (application status, rejection reason, availability). */
export const getMyAstrologer = (signal?: AbortSignal) => callApi('get_my_astrologer', signal ? { signal } : {});
