import type { astrologyRefusals } from '@nakshatra/contracts';
import type { RefusalTexts } from '../refusal-texts';

export const astrologyHindi: RefusalTexts<typeof astrologyRefusals> = {
  'kundli.not_found': () => 'कुंडली नहीं मिली',
  'kundli.too_many': ({ limit }) => `आपने ${limit} कुंडलियाँ सहेज रखी हैं। नई सहेजने के लिए कोई एक हटाएँ।`,
};
