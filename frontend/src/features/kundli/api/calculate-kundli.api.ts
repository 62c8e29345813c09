import type { CalculateKundli, KundliView } from '@nakshatra/contracts';
import { callApi, type ApiResult } from '../../../lib/api-client';

/** POST /api/calculate_kundli: the chart of a birth, computed on the server (nothing is stored). */
export const calculateKundli = (input: CalculateKundli, signal?: AbortSignal): Promise<ApiResult<KundliView>> =>
  callApi<KundliView>('calculate_kundli', { body: input, ...(signal ? { signal } : {}) });
