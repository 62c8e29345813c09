import type { ContentFamilyName } from '../content/content-families.js';

/**
 * The public site's addresses that crawlers should know (sitemap.xml, robots.txt; docs/web-delivery.md).
 * The SPA's router (frontend/src/app/app.router.tsx and features/content/content-sections.ts)
 * serves these paths; `public-pages.unit.test.ts` in the frontend fails when they part ways.
 */

/** Pages that are always there: home, the tools' landing pages, the lists. */
export const PUBLIC_LANDING_PATHS = [
  '/',
  '/free-kundli',
  '/kundli-matchmaking',
  '/love-calculator',
  '/horoscope',
  '/chat-with-astrologer',
  '/talk-to-astrologer',
  '/live',
  '/mall',
  '/pooja-booking',
  '/astrologer-register',
  '/contact-us',
] as const;

/** The list pages of content sections, by the family they list; lastmod is the family's newest change. */
export const CONTENT_LIST_PATHS = {
  blog: '/blogs',
  news: '/news',
  remedies: '/remedies',
  vastu: '/vastu',
  numerology: '/numerology',
  tarot: '/tarot',
  aarti: '/aarti',
  vrat: '/vrat',
  festivals: '/festivals',
  podcast: '/podcasts',
  video: '/videos',
  collection: '/gallery',
  story: '/stories',
  testimonial: '/testimonials',
} as const satisfies Partial<Record<ContentFamilyName, `/${string}`>>;

/** The list pages' families but testimonials (shown only in lists). */
const { testimonial: _testimonialsHaveNoPage, ...LISTED_WITH_PAGES } = CONTENT_LIST_PATHS;

/**
 * Where a published item of a family has a page of its own: `${prefix}/${slug}`. An item's page is
 * under its section's list page; story collections, products and poojas have pages of their own.
 */
export const CONTENT_DETAIL_PREFIXES = {
  ...LISTED_WITH_PAGES,
  story_collection: '/stories/collection',
  products: '/mall',
  pooja_booking: '/pooja-booking',
} as const satisfies Partial<Record<ContentFamilyName, `/${string}`>>;

/** Site pages (family `page`) the SPA shows at `/${slug}`; other page slugs have no address. */
export const INFO_PAGE_SLUGS = ['about-us', 'terms-and-conditions', 'privacy-policy', 'refund-policy'] as const;

/** A sign's horoscope page: `/horoscope/${sign}`. */
export const HOROSCOPE_PATH = '/horoscope';
/** An approved astrologer's profile: `/astrologer-profile/${id}`. */
export const ASTROLOGER_PROFILE_PATH = '/astrologer-profile';

/**
 * Private areas crawlers are told to leave alone (robots.txt): the back office, the account, the
 * wallet and payments, consultations, the API. `$` ends a rule, so `/astrologer$` (the console)
 * does not cover `/astrologer-profile/…`.
 */
export const PRIVATE_PATH_RULES = [
  '/api/',
  '/upload/',
  '/admin',
  '/my-profile',
  '/notifications',
  '/order-history',
  '/cart',
  '/recharge',
  '/payments/',
  '/invoice/',
  '/bill/',
  '/support',
  '/chat-screen/',
  '/call-screen/',
  '/astrologer$',
  '/dev/',
  '/newsletter',
] as const;
