import type { orderRefusals } from '@nakshatra/contracts';
import type { RefusalTexts } from '../refusal-texts';

export const ordersHindi: RefusalTexts<typeof orderRefusals> = {};
