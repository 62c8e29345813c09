import type { contactRefusals } from '@nakshatra/contracts';
import type { RefusalTexts } from '../refusal-texts';

export const contactHindi: RefusalTexts<typeof contactRefusals> = {
  'subscriber.not_found': () => 'सब्सक्राइबर नहीं मिला',
};
