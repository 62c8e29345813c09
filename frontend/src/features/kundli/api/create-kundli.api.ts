import type { CalculateKundli, SavedKundliView } from '@nakshatra/contracts';
import { callApi, type ApiResult } from '../../../lib/api-client';

/** POST /api/create_kundli: saves the birth details and options to the logged-in user's kundlis (the chart is computed again when opened). */
export const createKundli = (input: CalculateKundli): Promise<ApiResult<SavedKundliView>> => callApi<SavedKundliView>('create_kundli', { body: input });
