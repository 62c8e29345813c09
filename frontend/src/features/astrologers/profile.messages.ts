import { defineMessages } from '../../lib/i18n/messages';

export const profileMessages = defineMessages(
  {
    loading: 'Loading the astrologer…',
    loadFailed: "We couldn't load this astrologer.",
    notFound: 'Astrologer not found',
    notFoundText: 'This astrologer is not on Nakshatra, or is not taking consultations any more.',
    backToList: 'See all astrologers',
    about: 'About',
    experienceLabel: 'Experience',
    priceLabel: 'Price',
    ratingLabel: 'Rating',
    description: (name: string) => `Consult ${name} on Nakshatra: skills, languages, price per minute and reviews.`,
  },
  {
    loading: 'ज्योतिषी की जानकारी लोड हो रही है…',
    loadFailed: 'हम इस ज्योतिषी की जानकारी लोड नहीं कर सके।',
    notFound: 'ज्योतिषी नहीं मिले',
    notFoundText: 'यह ज्योतिषी नक्षत्र पर नहीं हैं, या अब परामर्श नहीं ले रहे हैं।',
    backToList: 'सभी ज्योतिषी देखें',
    about: 'परिचय',
    experienceLabel: 'अनुभव',
    priceLabel: 'शुल्क',
    ratingLabel: 'रेटिंग',
    description: (name: string) => `नक्षत्र पर ${name} से परामर्श करें: विशेषज्ञता, भाषाएँ, प्रति मिनट शुल्क और समीक्षाएँ।`,
  },
);
