import type { reviewRefusals } from '@nakshatra/contracts';
import type { RefusalTexts } from '../refusal-texts';

export const reviewsHindi: RefusalTexts<typeof reviewRefusals> = {
  'review.not_found': () => 'समीक्षा नहीं मिली',
  'review.customer_only': () => 'इस परामर्श की समीक्षा केवल ग्राहक कर सकते हैं।',
  'review.not_ended': () => 'परामर्श समाप्त होने के बाद ही आप उसकी समीक्षा कर सकते हैं।',
  'review.already_reviewed': () => 'आप इस परामर्श की समीक्षा पहले ही कर चुके हैं।',
};
