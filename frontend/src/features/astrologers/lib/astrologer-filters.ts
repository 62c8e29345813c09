import { isGender, isSkill, isSpokenLanguage, type Skill, type SpokenLanguage } from './astrologer-options';

/** Which list: astrologers to chat with, to call, or who are live. */
export type ConsultMode = 'chat' | 'talk' | 'live';

export const ASTROLOGER_SORTS = ['recommended', 'rating', 'experience', 'price_asc', 'price_desc'] as const;
export type AstrologerSort = (typeof ASTROLOGER_SORTS)[number];

/** The most a minute may cost, in whole rupees: the price filter's choices. */
export const MAX_PRICE_CHOICES = [20, 50, 100] as const;
export type MaxPrice = (typeof MAX_PRICE_CHOICES)[number];

/** The least rating an astrologer must have: the rating filter's choices. */
export const MIN_RATING_CHOICES = [3, 4, 4.5] as const;
export type MinRating = (typeof MIN_RATING_CHOICES)[number];

/** What an astrologer list shows, as its address says: `/chat-with-astrologer?skill=tarot&language=hindi&max_price=50&sort=rating`. */
export interface AstrologerFilters {
  readonly page: number;
  readonly sort: AstrologerSort;
  readonly skill?: Skill;
  readonly language?: SpokenLanguage;
  readonly gender?: 'male' | 'female' | 'other';
  readonly max_price?: MaxPrice;
  readonly min_rating?: MinRating;
}

export type AstrologerFilterName = 'skill' | 'language' | 'gender' | 'max_price' | 'min_rating';
export const ASTROLOGER_FILTER_NAMES: readonly AstrologerFilterName[] = ['skill', 'language', 'gender', 'max_price', 'min_rating'];

const MAX_PAGE = 100_000;
const oneOf = <T>(choices: readonly T[], value: T | undefined): T | undefined => (value !== undefined && choices.includes(value) ? value : undefined);
const numberOf = (text: string | null) => (text === null || text === '' ? undefined : Number(text));

/** Reads the address; values that are not among the choices are ignored rather than sent to the server. */
export function readAstrologerFilters(params: URLSearchParams): AstrologerFilters {
  const page = Number(params.get('page') ?? '1');
  const sort = params.get('sort') as AstrologerSort | null;
  const filters: { -readonly [K in keyof AstrologerFilters]: AstrologerFilters[K] } = {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    sort: oneOf(ASTROLOGER_SORTS, sort ?? undefined) ?? 'recommended',
  };
  const skill = params.get('skill');
  const language = params.get('language');
  const gender = params.get('gender');
  if (isSkill(skill)) filters.skill = skill;
  if (isSpokenLanguage(language)) filters.language = language;
  if (isGender(gender)) filters.gender = gender;
  const maxPrice = oneOf<number>(MAX_PRICE_CHOICES, numberOf(params.get('max_price')));
  const minRating = oneOf<number>(MIN_RATING_CHOICES, numberOf(params.get('min_rating')));
  if (maxPrice !== undefined) filters.max_price = maxPrice as MaxPrice;
  if (minRating !== undefined) filters.min_rating = minRating as MinRating;
  return filters;
}

/** The query string of a list address, in a stable order; the defaults (page 1, recommended) are left out. */
export function astrologerListSearch(filters: AstrologerFilters): string {
  const params = new URLSearchParams();
  for (const name of ASTROLOGER_FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined) params.set(name, String(value));
  }
  if (filters.sort !== 'recommended') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const hasAstrologerFilters = (filters: AstrologerFilters): boolean => ASTROLOGER_FILTER_NAMES.some((name) => filters[name] !== undefined);

/** Another view of the list starts from its first page; a filter set to undefined is dropped. */
export function withAstrologerFilters(filters: AstrologerFilters, change: Partial<Omit<AstrologerFilters, 'page'>>): AstrologerFilters {
  const next: Record<string, unknown> = { ...filters, ...change, page: 1 };
  for (const name of ASTROLOGER_FILTER_NAMES) if (next[name] === undefined) delete next[name];
  return next as unknown as AstrologerFilters;
}

export const withoutAstrologerFilters = (filters: AstrologerFilters): AstrologerFilters => ({ page: 1, sort: filters.sort });
