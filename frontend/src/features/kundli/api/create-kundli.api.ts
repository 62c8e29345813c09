import type { CalculateKundli } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** POST /api/create_kundli: saves the birth details and options to the logged-in user's kundlis (the chart is computed again when opened). */
export const createKundli = (input: CalculateKundli) => callApi('create_kundli', { body: input });
