/** The site's content-managed pages, by the slug they have in the `page` content family and in the address. */
export const INFO_PAGE_SLUGS = ['about-us', 'terms-and-conditions', 'privacy-policy', 'refund-policy'] as const;

export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];
