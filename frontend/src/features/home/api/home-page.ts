import type { HomePage } from '@nakshatra/contracts';

/** What GET /api/todos answers (spec §4 `home_page_res`): the home page in one call, typed by the catalogue. */
export type { HomePage };

/** The home page's banners (the answer has the other pages' placements too). */
export type Banner = HomePage['banners']['home_top'][number];
export type Offer = HomePage['offers'][number];
export type ServiceLink = HomePage['services'][number];
/** A post as a card: the home answer leaves the body out. */
export type BlogTeaser = HomePage['blogs'][number];
export type HomeTestimonial = HomePage['testimonials'][number];
/** Amounts in paise. */
export type RechargePack = HomePage['recharge_packs'][number];
