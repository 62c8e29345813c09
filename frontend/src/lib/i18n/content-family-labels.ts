import { contentFamilyLabels, type ContentFamilyLabelName } from '@nakshatra/contracts/client';
import { defineMessages } from './messages';

/**
 * Each content family's name, one item: the catalogue's English label (contracts) and its Hindi.
 * Refusals name the family they are about (`content.not_found`), and the back office titles its pages with them.
 */
export const contentFamilyLabelMessages = defineMessages<Readonly<Record<ContentFamilyLabelName, string>>>(contentFamilyLabels, {
  testimonial: 'प्रशंसापत्र',
  blog: 'ब्लॉग पोस्ट',
  news: 'समाचार',
  story: 'कहानी',
  story_collection: 'कहानी संग्रह',
  remedies: 'उपाय',
  vastu: 'वास्तु लेख',
  numerology: 'अंक ज्योतिष लेख',
  tarot: 'टैरो लेख',
  aarti: 'आरती',
  vrat: 'व्रत',
  festivals: 'त्योहार',
  podcast: 'पॉडकास्ट एपिसोड',
  video: 'वीडियो',
  gallery: 'गैलरी आइटम',
  collection: 'एल्बम',
  banners: 'बैनर',
  offers: 'ऑफ़र',
  services: 'सेवा',
  category: 'श्रेणी',
  product_category: 'उत्पाद श्रेणी',
  products: 'उत्पाद',
  pooja_booking: 'पूजा',
  price: 'रिचार्ज पैक',
  gift: 'उपहार',
  reason: 'अस्वीकृति का कारण',
  notification: 'सूचना',
  horoscope: 'राशिफल',
  page: 'जानकारी पृष्ठ',
});
