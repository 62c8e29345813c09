/** What a content list shows, as its address says: `/blogs?category=remedies&tag=saturn&search=lamp&page=2`. */
export interface ListFilters {
  readonly page: number;
  readonly category?: string;
  readonly tag?: string;
  readonly search?: string;
}

export type FilterName = 'category' | 'tag' | 'search';
export const FILTER_NAMES: readonly FilterName[] = ['category', 'tag', 'search'];
/** Sections without categories and tags (albums, testimonials) search titles only. */
export const SEARCH_ONLY: readonly FilterName[] = ['search'];

// The server refuses longer values (contentListQuery), which would turn a pasted address into an error page.
const MAX_LENGTH: Record<FilterName, number> = { category: 60, tag: 40, search: 100 };
const MAX_PAGE = 100_000;

/** The filters of an address; only the ones the list offers, so a stray `?tag=` cannot empty a list that has no tags. */
export function readListFilters(params: URLSearchParams, names: readonly FilterName[] = FILTER_NAMES): ListFilters {
  const page = Number(params.get('page') ?? '1');
  const filters: { -readonly [K in keyof ListFilters]: ListFilters[K] } = { page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1 };
  for (const name of names) {
    const value = params.get(name)?.trim().slice(0, MAX_LENGTH[name]);
    if (value) filters[name] = value;
  }
  return filters;
}

/** The query string of a list address, in a stable order; page 1 is left out. */
export function listSearch(filters: ListFilters): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const hasFilters = (filters: ListFilters): boolean => FILTER_NAMES.some((name) => filters[name] !== undefined);

/** The filters without one of them, from the first page. */
export function withoutFilter(filters: ListFilters, name: FilterName): ListFilters {
  const { [name]: _removed, ...rest } = filters;
  return { ...rest, page: 1 };
}

/** Where an item of a list lives: `/blogs/lamps-for-saturn`. */
export const itemPath = (listPath: string, slugOrId: string): string => `${listPath}/${encodeURIComponent(slugOrId)}`;
/** A collection page of a section: `/stories/collection/panchatantra`. */
export const collectionPath = (listPath: string, slugOrId: string): string => `${listPath}/collection/${encodeURIComponent(slugOrId)}`;
export const tagPath = (listPath: string, tag: string): string => `${listPath}${listSearch({ page: 1, tag })}`;
export const categoryPath = (listPath: string, category: string): string => `${listPath}${listSearch({ page: 1, category })}`;
