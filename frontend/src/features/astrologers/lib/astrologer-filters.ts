import { isGender, isSkill, isSpokenLanguage, type Skill, type SpokenLanguage } from './astrologer-options';

/** Which list: astrologers to chat with, or to call (live sessions have their own feature). */
export type ConsultMode = 'chat' | 'talk';

/** get_astrologer's sorts (contracts' ASTROLOGER_SORTS). */
export const ASTROLOGER_SORTS = ['recommended', 'price_asc', 'price_desc', 'experience', 'rating', 'orders'] as const;
export type AstrologerSort = (typeof ASTROLOGER_SORTS)[number];

/** The least a minute may cost, in whole rupees: the price range's lower choices. */
export const MIN_PRICE_CHOICES = [10, 20, 50, 100] as const;
export type MinPrice = (typeof MIN_PRICE_CHOICES)[number];

/** The most a minute may cost, in whole rupees: the price range's upper choices. */
export const MAX_PRICE_CHOICES = [20, 50, 100, 200] as const;
export type MaxPrice = (typeof MAX_PRICE_CHOICES)[number];

/** The least rating an astrologer must have: the rating filter's choices. */
export const MIN_RATING_CHOICES = [3, 4, 4.5] as const;
export type MinRating = (typeof MIN_RATING_CHOICES)[number];

export const LIVE_STATUSES = ['online', 'busy', 'offline'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** The longest search the address keeps. */
export const MAX_SEARCH_LENGTH = 100;

/** What an astrologer list shows, as its address says: `/chat-with-astrologer?skill=tarot&language=hindi&max_price=50&sort=rating`. */
export interface AstrologerFilters {
  readonly page: number;
  readonly sort: AstrologerSort;
  readonly skill?: Skill;
  readonly language?: SpokenLanguage;
  readonly gender?: 'male' | 'female' | 'other';
  readonly min_price?: MinPrice;
  readonly max_price?: MaxPrice;
  readonly min_rating?: MinRating;
  /** Live status: online, busy or offline. */
  readonly status?: LiveStatus;
  /** A name to look for. */
  readonly search?: string;
}

export type AstrologerFilterName = 'search' | 'status' | 'skill' | 'language' | 'gender' | 'min_price' | 'max_price' | 'min_rating';
export const ASTROLOGER_FILTER_NAMES: readonly AstrologerFilterName[] = ['search', 'status', 'skill', 'language', 'gender', 'min_price', 'max_price', 'min_rating'];

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
  const status = params.get('status');
  const search = params.get('search')?.trim().slice(0, MAX_SEARCH_LENGTH);
  if (oneOf<string>(LIVE_STATUSES, status ?? undefined)) filters.status = status as LiveStatus;
  if (search) filters.search = search;
  const minPrice = oneOf<number>(MIN_PRICE_CHOICES, numberOf(params.get('min_price')));
  if (minPrice !== undefined) filters.min_price = minPrice as MinPrice;
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
  for (const name of ASTROLOGER_FILTER_NAMES) if (next[name] === undefined || next[name] === '') delete next[name];
  return next as unknown as AstrologerFilters;
}

export const withoutAstrologerFilters = (filters: AstrologerFilters): AstrologerFilters => ({ page: 1, sort: filters.sort });
