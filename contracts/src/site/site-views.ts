import { z } from 'zod';
import { isoTime } from '../routes/response-schemas.js';

/** One page of the sitemap: a path of the public site, and when what it shows last changed, where known. */
export const sitemapPageView = z.strictObject({
  path: z.string().regex(/^\/(?!\/)/),
  lastmod: isoTime.optional(),
});
export const sitemapView = z.strictObject({ pages: z.array(sitemapPageView) });
export type SitemapPage = z.infer<typeof sitemapPageView>;
