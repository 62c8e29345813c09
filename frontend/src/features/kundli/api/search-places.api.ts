import { callApi } from '../../../lib/api-client';

/** How many places the birth-place list offers at most. */
const PLACE_SUGGESTIONS = 8;

/** GET /api/get_suggest/{text}: birth places matching what was typed, best match first, with coordinates and IANA zone. */
export const searchPlaces = (text: string, signal?: AbortSignal) => callApi('get_suggest', { params: { text }, query: { limit: PLACE_SUGGESTIONS }, ...(signal ? { signal } : {}) });
