import { one } from '../routes/response-schemas.js';
import { get } from '../routes/route-builders.js';
import { sitemapView } from './site-views.js';

/** What the site tells crawlers: the gateway renders /sitemap.xml from this call (docs/web-delivery.md). */
export const siteCatalogue = [
  get('site', 'get_sitemap', 'public', 'The public pages of the site with when each last changed: home, tools, lists, horoscopes, every published content page, approved astrologers', {
    response: one(sitemapView),
  }),
] as const;
