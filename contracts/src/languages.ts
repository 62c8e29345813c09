/**
 * The languages the product speaks (spec §2: the header's English / हिन्दी switch). Every text a
 * person reads exists in each: the SPA's pages, refusals, notifications and mail.
 */
export const SITE_LANGUAGES = ['en', 'hi'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
