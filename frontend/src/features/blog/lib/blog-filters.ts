/** What the blog list shows, as its address says: `/blogs?category=remedies&tag=saturn&search=lamp&page=2`. */
export interface BlogFilters {
  readonly page: number;
  readonly category?: string;
  readonly tag?: string;
  readonly search?: string;
}

export type BlogFilterName = 'category' | 'tag' | 'search';
export const BLOG_FILTER_NAMES: readonly BlogFilterName[] = ['category', 'tag', 'search'];

// The server refuses longer values (contentListQuery), which would turn a pasted address into an error page.
const MAX_LENGTH: Record<BlogFilterName, number> = { category: 60, tag: 40, search: 100 };
const MAX_PAGE = 100_000;

export function readBlogFilters(params: URLSearchParams): BlogFilters {
  const page = Number(params.get('page') ?? '1');
  const filters: { -readonly [K in keyof BlogFilters]: BlogFilters[K] } = { page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1 };
  for (const name of BLOG_FILTER_NAMES) {
    const value = params.get(name)?.trim().slice(0, MAX_LENGTH[name]);
    if (value) filters[name] = value;
  }
  return filters;
}

/** The query string of a list address, in a stable order; page 1 is left out. */
export function blogListSearch(filters: BlogFilters): string {
  const params = new URLSearchParams();
  for (const name of BLOG_FILTER_NAMES) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const hasBlogFilters = (filters: BlogFilters): boolean => BLOG_FILTER_NAMES.some((name) => filters[name] !== undefined);

/** The filters without one of them, from the first page. */
export function withoutFilter(filters: BlogFilters, name: BlogFilterName): BlogFilters {
  const { [name]: _removed, ...rest } = filters;
  return { ...rest, page: 1 };
}

export const blogPostPath = (slugOrId: string): string => `/blogs/${encodeURIComponent(slugOrId)}`;
export const blogTagPath = (tag: string): string => `/blogs${blogListSearch({ page: 1, tag })}`;
export const blogCategoryPath = (category: string): string => `/blogs${blogListSearch({ page: 1, category })}`;
