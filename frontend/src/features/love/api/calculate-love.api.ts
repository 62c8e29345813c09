import type { CalculateLove } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** POST /api/calculate_love: a percentage and band for two names, the same in either order (for fun). */
export const calculateLove = (names: CalculateLove) => callApi('calculate_love', { body: names });
