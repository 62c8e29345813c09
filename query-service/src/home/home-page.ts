import { BANNER_PLACEMENTS, contentListQuery, ZODIAC_SIGNS, type ContentItem } from '@nakshatra/contracts';
import type { ContentItemsRepository } from '../content/content-items.repository.js';

/** Everything the home page shows, in one answer (GET /api/todos, spec §7: `home_page_res`). */
export interface HomePage {
  readonly banners: Readonly<Record<(typeof BANNER_PLACEMENTS)[number], ContentItem[]>>;
  readonly offers: ContentItem[];
  readonly services: ContentItem[];
  readonly blogs: ContentItem[];
  /** Today's daily horoscope of each of the 12 signs (the latest one where today's is not written yet). */
  readonly horoscopes: ContentItem[];
  readonly testimonials: ContentItem[];
  readonly recharge_packs: ContentItem[];
  /** Online and top astrologers arrive with issue #7; until then there are none to show. */
  readonly astrologers: { readonly online: ContentItem[]; readonly top: ContentItem[] };
}

const published = (family: string, repository: ContentItemsRepository, options: Record<string, unknown> = {}) =>
  repository.list(family, contentListQuery.parse({ limit: 100, ...options }), false).then((page) => page.items);

/** Banners and offers show only inside their time window. */
const isCurrent = (item: ContentItem, now: Date, from: string, until: string) =>
  (!item[from] || new Date(String(item[from])) <= now) && (!item[until] || new Date(String(item[until])) > now);

export async function assembleHomePage(repository: ContentItemsRepository, now: Date, today: string): Promise<HomePage> {
  const [banners, offers, services, blogs, dailies, testimonials, packs] = await Promise.all([
    published('banners', repository),
    published('offers', repository),
    published('services', repository),
    repository.list('blog', contentListQuery.parse({ limit: 6, sort: 'newest' }), false).then((page) => page.items),
    published('horoscope', repository, { period: 'daily', sort: 'date' }),
    published('testimonial', repository, { limit: 10 }),
    published('price', repository),
  ]);
  const liveBanners = banners.filter((banner) => isCurrent(banner, now, 'starts_at', 'ends_at'));
  const horoscopes = ZODIAC_SIGNS.map(
    (sign) => dailies.find((item) => item.sign === sign && item.date === today) ?? dailies.find((item) => item.sign === sign && String(item.date) <= today),
  ).filter((item): item is ContentItem => item !== undefined);
  return {
    banners: Object.fromEntries(BANNER_PLACEMENTS.map((placement) => [placement, liveBanners.filter((banner) => banner.placement === placement)])) as HomePage['banners'],
    offers: offers.filter((offer) => isCurrent(offer, now, 'starts_at', 'valid_until')),
    services,
    blogs,
    horoscopes,
    testimonials,
    recharge_packs: packs,
    astrologers: { online: [], top: [] },
  };
}
