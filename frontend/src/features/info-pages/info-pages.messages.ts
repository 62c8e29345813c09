import { defineMessages } from '../../lib/i18n/messages';
import type { InfoPageSlug } from './lib/info-page-slugs';

type PageNames = Readonly<Record<InfoPageSlug, string>>;
const pick = (names: PageNames) => (slug: InfoPageSlug) => names[slug];

/** The info pages' chrome; their titles and bodies are content and show as written. */
export const infoPageMessages = defineMessages(
  {
    /** Shown while the page loads and when it is not published, before the page's own title is known. */
    pageName: pick({ 'about-us': 'About us', 'terms-and-conditions': 'Terms and conditions', 'privacy-policy': 'Privacy policy', 'refund-policy': 'Refund policy' }),
    description: pick({
      'about-us': 'Who we are: verified astrologers, private consultations and secure payments at Nakshatra.',
      'terms-and-conditions': 'The terms for using Nakshatra: accounts, the wallet, consultations and orders.',
      'privacy-policy': 'How Nakshatra collects, uses and protects your personal data.',
      'refund-policy': 'When and how money comes back to you from your Nakshatra wallet, consultations, orders and poojas.',
    }),
    loading: 'Loading the page…',
    loadFailed: "We couldn't load this page.",
    notPublished: 'This page has not been published yet.',
    askSupport: 'For any question, write to us at',
    lastUpdated: (date: string) => `Last updated ${date}`,
    moreInformation: 'More information',
  },
  {
    pageName: pick({ 'about-us': 'हमारे बारे में', 'terms-and-conditions': 'नियम और शर्तें', 'privacy-policy': 'गोपनीयता नीति', 'refund-policy': 'धनवापसी नीति' }),
    description: pick({
      'about-us': 'हमारे बारे में: Nakshatra पर सत्यापित ज्योतिषी, निजी परामर्श और सुरक्षित भुगतान।',
      'terms-and-conditions': 'Nakshatra के उपयोग की शर्तें: खाता, वॉलेट, परामर्श और ऑर्डर।',
      'privacy-policy': 'Nakshatra आपका निजी डेटा कैसे लेता है, उसका उपयोग कैसे करता है और उसे कैसे सुरक्षित रखता है।',
      'refund-policy': 'आपके Nakshatra वॉलेट, परामर्श, ऑर्डर और पूजा का पैसा कब और कैसे वापस मिलता है।',
    }),
    loading: 'पृष्ठ लोड हो रहा है…',
    loadFailed: 'हम यह पृष्ठ लोड नहीं कर सके।',
    notPublished: 'यह पृष्ठ अभी प्रकाशित नहीं हुआ है।',
    askSupport: 'किसी भी प्रश्न के लिए हमें लिखें:',
    lastUpdated: (date: string) => `अंतिम बदलाव ${date}`,
    moreInformation: 'और जानकारी',
  },
);
