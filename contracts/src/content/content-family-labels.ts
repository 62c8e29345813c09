/**
 * Each content family's name in English, without its schemas: refusals name the family they are
 * about (`content.not_found {family}`), and the SPA words them with no zod in its bundle.
 */
export const contentFamilyLabels = {
  testimonial: 'Testimonial',
  blog: 'Blog post',
  news: 'News item',
  story: 'Story',
  story_collection: 'Story collection',
  remedies: 'Remedy',
  vastu: 'Vastu article',
  numerology: 'Numerology article',
  tarot: 'Tarot article',
  aarti: 'Aarti',
  vrat: 'Vrat',
  festivals: 'Festival',
  podcast: 'Podcast episode',
  video: 'Video',
  gallery: 'Gallery item',
  collection: 'Album',
  banners: 'Banner',
  offers: 'Offer',
  services: 'Service',
  category: 'Category',
  product_category: 'Product category',
  products: 'Product',
  pooja_booking: 'Pooja',
  price: 'Recharge pack',
  gift: 'Gift',
  reason: 'Rejection reason',
  notification: 'Notification',
  horoscope: 'Horoscope',
  page: 'Info page',
} as const;

export type ContentFamilyLabelName = keyof typeof contentFamilyLabels;

/** A family's English name; "Item" for a name that is not a family (a refusal's params come from outside). */
export const contentFamilyLabel = (family: string): string => (Object.hasOwn(contentFamilyLabels, family) ? contentFamilyLabels[family as ContentFamilyLabelName] : 'Item');
