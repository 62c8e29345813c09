import type { AstrologerCardView, ContentItem } from '@nakshatra/contracts';

/** What GET /api/todos answers (spec §4 `home_page_res`): the home page in one call. Field lists are the content families'. */
export interface Banner extends ContentItem {
  readonly image_url: string;
  /** A path on this site or an https:// address. */
  readonly link?: string;
}

export interface Offer extends ContentItem {
  readonly summary?: string;
  readonly code?: string;
  readonly bonus_percent: number;
  readonly valid_until?: string;
}

export interface ServiceLink extends ContentItem {
  readonly summary?: string;
  readonly image_url?: string;
  readonly link?: string;
}

/** A post as a card: the home answer leaves the body out. */
export interface BlogTeaser extends ContentItem {
  readonly summary?: string;
  readonly image_url?: string;
  readonly published_at?: string;
}

/** One sign, with today's daily horoscope in a few plain words where one is written. */
export interface HoroscopeTeaser {
  readonly sign: string;
  readonly today: { readonly id: string; readonly slug: string; readonly title: string; readonly date: string; readonly excerpt: string } | null;
}

export interface HomeTestimonial extends ContentItem {
  readonly author: string;
  readonly city?: string;
  readonly rating: number;
  readonly text: string;
  readonly image_url?: string;
}

/** Amounts in paise. */
export interface RechargePack extends ContentItem {
  readonly amount: number;
  readonly bonus_amount: number;
  readonly popular: boolean;
}

export interface HomePage {
  /** The home page's three placements; the answer has the other pages' placements too. */
  readonly banners: { readonly home_top: readonly Banner[]; readonly home_middle: readonly Banner[]; readonly home_bottom: readonly Banner[] };
  readonly offers: readonly Offer[];
  readonly services: readonly ServiceLink[];
  readonly blogs: readonly BlogTeaser[];
  readonly horoscopes: readonly HoroscopeTeaser[];
  readonly testimonials: readonly HomeTestimonial[];
  readonly recharge_packs: readonly RechargePack[];
  /** Astrologer cards (docs/astrologers.md): who is online now, and the top rated; a section shows only when its list has someone. */
  readonly astrologers: { readonly online: readonly AstrologerCardView[]; readonly top: readonly AstrologerCardView[] };
}
