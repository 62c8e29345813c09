import { contentFamilyLabels, type ContentFamilyName } from '@nakshatra/contracts';
import { contentFamilyLabelMessages } from '../../lib/i18n/content-family-labels';
import { defineMessages } from '../../lib/i18n/messages';

type FamilyNames = Readonly<Record<ContentFamilyName, string>>;

/** English plural of a catalogue label: "Blog posts", "Stories", "Product categories". */
const englishPlural = (label: string): string => (/[^aeiou]y$/i.test(label) ? `${label.slice(0, -1)}ies` : `${label}s`);

const englishPlurals = Object.fromEntries(Object.entries(contentFamilyLabels).map(([family, label]) => [family, englishPlural(label)])) as Record<ContentFamilyName, string>;

/** Each content family's name, one item (shared with the refusals that name a family). */
export const familyLabelMessages = contentFamilyLabelMessages;

/** The same names for lists and navigation. */
export const familyPluralMessages = defineMessages<FamilyNames>(englishPlurals, {
  testimonial: 'प्रशंसापत्र',
  blog: 'ब्लॉग पोस्ट',
  news: 'समाचार',
  story: 'कहानियाँ',
  story_collection: 'कहानी संग्रह',
  remedies: 'उपाय',
  vastu: 'वास्तु लेख',
  numerology: 'अंक ज्योतिष लेख',
  tarot: 'टैरो लेख',
  aarti: 'आरतियाँ',
  vrat: 'व्रत',
  festivals: 'त्योहार',
  podcast: 'पॉडकास्ट एपिसोड',
  video: 'वीडियो',
  gallery: 'गैलरी आइटम',
  collection: 'एल्बम',
  banners: 'बैनर',
  offers: 'ऑफ़र',
  services: 'सेवाएँ',
  category: 'श्रेणियाँ',
  product_category: 'उत्पाद श्रेणियाँ',
  products: 'उत्पाद',
  pooja_booking: 'पूजाएँ',
  price: 'रिचार्ज पैक',
  gift: 'लाइव उपहार',
  reason: 'अस्वीकृति के कारण',
  notification: 'सूचनाएँ',
  horoscope: 'राशिफल',
  page: 'जानकारी पृष्ठ',
});
