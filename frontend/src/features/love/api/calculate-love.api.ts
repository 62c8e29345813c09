import type { CalculateLove, LoveView } from '@nakshatra/contracts';
import { callApi, type ApiResult } from '../../../lib/api-client';

/** POST /api/calculate_love: a percentage and band for two names, the same in either order (for fun). */
export const calculateLove = (names: CalculateLove): Promise<ApiResult<LoveView>> => callApi<LoveView>('calculate_love', { body: names });
