import type { CalculateMatchmaking } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** Matchmaking is computed with the server's default ayanamsa and node (Lahiri, mean): the page does not ask. */
export type MatchmakingRequest = Omit<CalculateMatchmaking, 'ayanamsa' | 'node'>;

/** POST /api/calculate_matchmaking: Ashtakoota guna milan of the boy and the girl (birth details or janma nakshatra each). */
export const calculateMatchmaking = (input: MatchmakingRequest, signal?: AbortSignal) => callApi('calculate_matchmaking', { body: input, ...(signal ? { signal } : {}) });
