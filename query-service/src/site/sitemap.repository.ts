import { ASTROLOGER_PROFILE_PATH, CONTENT_DETAIL_PREFIXES, CONTENT_LIST_PATHS, HOROSCOPE_PATH, INFO_PAGE_SLUGS, PUBLIC_LANDING_PATHS, ZODIAC_SIGNS, type SitemapPage } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import { sql, type Kysely } from 'kysely';

/** The sitemap protocol's limit for one file; past it the newest pages are kept (sitemap index files are not needed yet). */
export const SITEMAP_MAX_PAGES = 50_000;

type Family = keyof typeof CONTENT_DETAIL_PREFIXES;
const detailFamilies = Object.keys(CONTENT_DETAIL_PREFIXES) as Family[];
const listFamilies = Object.keys(CONTENT_LIST_PATHS) as (keyof typeof CONTENT_LIST_PATHS)[];

const iso = (time: Date | string | null | undefined): string | undefined => (time ? new Date(time).toISOString() : undefined);

/** Reads the public pages of the site out of the read models: only published content and approved, active astrologers. */
export class SitemapRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  async pages(): Promise<SitemapPage[]> {
    const live = this.db.selectFrom('content_items').where('status', '=', 'published').where('deleted_at', 'is', null);
    const [items, infoPages, latestPerFamily, horoscopes, astrologers] = await Promise.all([
      live
        .select(['family', 'slug', 'updated_at'])
        .where('family', 'in', detailFamilies)
        .where('slug', '<>', '')
        .orderBy('updated_at', 'desc')
        .limit(SITEMAP_MAX_PAGES)
        .execute(),
      live.select(['slug', 'updated_at']).where('family', '=', 'page').where('slug', 'in', [...INFO_PAGE_SLUGS]).execute(),
      live
        .select(['family', (eb) => eb.fn.max('updated_at').as('updated_at')])
        .where('family', 'in', listFamilies)
        .groupBy('family')
        .execute(),
      live
        .select([sql<string>`data->>'sign'`.as('sign'), (eb) => eb.fn.max('updated_at').as('updated_at')])
        .where('family', '=', 'horoscope')
        .groupBy(sql`data->>'sign'`)
        .execute(),
      this.db.selectFrom('astrologers').select(['id', 'updated_at']).where('application_status', '=', 'approved').where('active', '=', true).orderBy('updated_at', 'desc').execute(),
    ]);

    const newest = (...times: (string | undefined)[]) => times.filter((time) => time !== undefined).sort().at(-1);
    const familyChanged = new Map(latestPerFamily.map((row) => [row.family, iso(row.updated_at)]));
    const signChanged = new Map(horoscopes.map((row) => [row.sign, iso(row.updated_at)]));
    const astrologersChanged = iso(astrologers[0]?.updated_at);
    const landingChanged: Partial<Record<string, string | undefined>> = {
      '/': newest(...familyChanged.values(), ...signChanged.values(), astrologersChanged),
      '/horoscope': newest(...signChanged.values()),
      '/chat-with-astrologer': astrologersChanged,
      '/talk-to-astrologer': astrologersChanged,
    };

    const pages: SitemapPage[] = [
      ...PUBLIC_LANDING_PATHS.map((path) => page(path, landingChanged[path])),
      ...listFamilies.map((family) => page(CONTENT_LIST_PATHS[family], familyChanged.get(family))),
      ...ZODIAC_SIGNS.map((sign) => page(`${HOROSCOPE_PATH}/${sign}`, signChanged.get(sign))),
      ...infoPages.map((row) => page(`/${row.slug}`, iso(row.updated_at))),
      ...astrologers.map((row) => page(`${ASTROLOGER_PROFILE_PATH}/${row.id}`, iso(row.updated_at))),
      ...items.map((row) => page(`${CONTENT_DETAIL_PREFIXES[row.family as Family]}/${encodeURIComponent(row.slug)}`, iso(row.updated_at))),
    ];
    return pages.slice(0, SITEMAP_MAX_PAGES);
  }
}

const page = (path: string, lastmod: string | undefined): SitemapPage => (lastmod ? { path, lastmod } : { path });
