import { z } from 'zod';
import { astrologerCardView } from '../astrologers/astrologer-views.js';
import { BANNER_PLACEMENTS, ZODIAC_SIGNS } from './content-families.js';
import { contentItemSchema } from './content-items.js';

/** One sign of the home page's horoscope strip: today's daily horoscope in a few plain words, where one is written. */
export const horoscopeTeaserView = z.strictObject({
  sign: z.enum(ZODIAC_SIGNS),
  today: z
    .strictObject({
      id: z.uuid(),
      slug: z.string(),
      title: z.string(),
      /** YYYY-MM-DD, the day in India. */
      date: z.string(),
      /** Plain text: the page needs no HTML sanitizer for it. */
      excerpt: z.string(),
    })
    .nullable(),
});
export type HoroscopeTeaser = z.infer<typeof horoscopeTeaserView>;

/** Everything the home page shows, in one answer (GET /api/todos, spec §7: `home_page_res`). */
export const homePageView = z.strictObject({
  /** Published banners inside their time window, by placement (every placement, the other pages' too). */
  banners: z.record(z.enum(BANNER_PLACEMENTS), z.array(contentItemSchema('banners'))),
  /** Offers that have not ended. */
  offers: z.array(contentItemSchema('offers')),
  services: z.array(contentItemSchema('services')),
  /** The latest posts, without their bodies (the home page shows cards, not articles). */
  blogs: z.array(contentItemSchema('blog').omit({ body: true })),
  /** All 12 signs in zodiac order. */
  horoscopes: z.array(horoscopeTeaserView),
  testimonials: z.array(contentItemSchema('testimonial')),
  recharge_packs: z.array(contentItemSchema('price')),
  /** Listed astrologers: those online now, best rated first; and the best rated and busiest of all. */
  astrologers: z.strictObject({ online: z.array(astrologerCardView), top: z.array(astrologerCardView) }),
});
export type HomePage = z.infer<typeof homePageView>;
