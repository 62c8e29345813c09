import { BANNER_PLACEMENTS, contentListQuery, ZODIAC_SIGNS, type AstrologerCardView, type ContentItem } from '@nakshatra/contracts';
import type { AstrologersRepository } from '../astrologers/astrologers.repository.js';
import type { ContentItemsRepository } from '../content/content-items.repository.js';
import { plainTextExcerpt } from './plain-text-excerpt.js';

type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

/** One sign of the home page's horoscope strip: today's daily horoscope in a few plain words, where one is written. */
export interface HoroscopeTeaser {
  readonly sign: ZodiacSign;
  readonly today: { readonly id: string; readonly slug: string; readonly title: string; readonly date: string; readonly excerpt: string } | null;
}

/** Everything the home page shows, in one answer (GET /api/todos, spec §7: `home_page_res`). */
export interface HomePage {
  readonly banners: Readonly<Record<(typeof BANNER_PLACEMENTS)[number], ContentItem[]>>;
  readonly offers: ContentItem[];
  readonly services: ContentItem[];
  /** The latest posts, without their bodies (the home page shows cards, not articles). */
  readonly blogs: ContentItem[];
  /** All 12 signs in zodiac order. */
  readonly horoscopes: HoroscopeTeaser[];
  readonly testimonials: ContentItem[];
  readonly recharge_packs: ContentItem[];
  /** Listed astrologers: those online now, best rated first; and the best rated and busiest of all. */
  readonly astrologers: { readonly online: AstrologerCardView[]; readonly top: AstrologerCardView[] };
}

const LATEST_BLOGS = 6;
const TESTIMONIALS = 10;
const TEASER_LENGTH = 140;
const ASTROLOGERS = 10;

const published = (family: string, repository: ContentItemsRepository, options: Record<string, unknown> = {}) =>
  repository.list(family, contentListQuery.parse({ limit: 100, ...options }), false).then((page) => page.items);

/** Banners and offers show only inside their time window. */
const isCurrent = (item: ContentItem, now: Date, from: string, until: string) =>
  (!item[from] || new Date(String(item[from])) <= now) && (!item[until] || new Date(String(item[until])) > now);

function withoutBody({ body: _body, ...teaser }: ContentItem): ContentItem {
  return teaser;
}

function horoscopeTeasers(dailies: readonly ContentItem[]): HoroscopeTeaser[] {
  return ZODIAC_SIGNS.map((sign) => {
    const today = dailies.find((item) => item.sign === sign);
    if (!today) return { sign, today: null };
    const { id, slug, title, date, body } = today;
    return { sign, today: { id, slug, title, date: String(date), excerpt: plainTextExcerpt(String(body ?? ''), TEASER_LENGTH) } };
  });
}

export interface HomePageSources {
  readonly content: ContentItemsRepository;
  readonly astrologers: AstrologersRepository;
}

/** The home page from published content and listed astrologers as they stand at `now`; `today` is India's calendar day (YYYY-MM-DD). */
export async function assembleHomePage({ content: repository, astrologers }: HomePageSources, now: Date, today: string): Promise<HomePage> {
  const [banners, offers, services, blogs, dailies, testimonials, packs, astrologerLists] = await Promise.all([
    published('banners', repository),
    published('offers', repository),
    published('services', repository),
    published('blog', repository, { limit: LATEST_BLOGS, sort: 'newest' }),
    published('horoscope', repository, { period: 'daily', date: today }),
    published('testimonial', repository, { limit: TESTIMONIALS }),
    published('price', repository),
    astrologers.homeLists(ASTROLOGERS),
  ]);
  const liveBanners = banners.filter((banner) => isCurrent(banner, now, 'starts_at', 'ends_at'));
  return {
    banners: Object.fromEntries(BANNER_PLACEMENTS.map((placement) => [placement, liveBanners.filter((banner) => banner.placement === placement)])) as HomePage['banners'],
    offers: offers.filter((offer) => isCurrent(offer, now, 'starts_at', 'valid_until')),
    services,
    blogs: blogs.map(withoutBody),
    horoscopes: horoscopeTeasers(dailies),
    testimonials,
    recharge_packs: packs,
    astrologers: astrologerLists,
  };
}
