import { BANNER_PLACEMENTS, contentListQuery, ZODIAC_SIGNS, type ContentFamilyName, type ContentItemOf, type HomePage, type HoroscopeTeaser } from '@nakshatra/contracts';
import type { AstrologersRepository } from '../astrologers/astrologers.repository.js';
import type { ContentItemsRepository } from '../content/content-items.repository.js';
import { plainTextExcerpt } from './plain-text-excerpt.js';

const LATEST_BLOGS = 6;
const TESTIMONIALS = 10;
const TEASER_LENGTH = 140;
const ASTROLOGERS = 10;

const published = <F extends ContentFamilyName>(family: F, repository: ContentItemsRepository, options: Record<string, unknown> = {}) =>
  repository.list(family, contentListQuery.parse({ limit: 100, ...options }), false).then((page) => page.items);

/** Banners and offers show only inside their time window. */
const isCurrent = (now: Date, from: string | undefined, until: string | undefined) => (!from || new Date(from) <= now) && (!until || new Date(until) > now);

function withoutBody({ body: _body, ...teaser }: ContentItemOf<'blog'>) {
  return teaser;
}

function horoscopeTeasers(dailies: readonly ContentItemOf<'horoscope'>[]): HoroscopeTeaser[] {
  return ZODIAC_SIGNS.map((sign) => {
    const today = dailies.find((item) => item.sign === sign);
    if (!today) return { sign, today: null };
    const { id, slug, title, date, body } = today;
    return { sign, today: { id, slug, title, date, excerpt: plainTextExcerpt(body, TEASER_LENGTH) } };
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
  const liveBanners = banners.filter((banner) => isCurrent(now, banner.starts_at, banner.ends_at));
  return {
    // Object.fromEntries cannot name its keys: one list per placement.
    banners: Object.fromEntries(BANNER_PLACEMENTS.map((placement) => [placement, liveBanners.filter((banner) => banner.placement === placement)])) as HomePage['banners'],
    offers: offers.filter((offer) => isCurrent(now, undefined, offer.valid_until)),
    services,
    blogs: blogs.map(withoutBody),
    horoscopes: horoscopeTeasers(dailies),
    testimonials,
    recharge_packs: packs,
    astrologers: astrologerLists,
  };
}
