import type { CalculateKundli } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** POST /api/calculate_kundli: the chart of a birth, computed on the server (nothing is stored). */
export const calculateKundli = (input: CalculateKundli, signal?: AbortSignal) => callApi('calculate_kundli', { body: input, ...(signal ? { signal } : {}) });
