/** What the product list shows, as its address says: `/mall?category_id=…&search=mala&sort=price_asc&page=2`. */
export interface MallFilters {
  readonly page: number;
  readonly sort: ProductSort;
  /** The id of a product category (get_product_category). */
  readonly category_id?: string;
  readonly search?: string;
}

/** featured is the shop's own order (the catalogue's sort_order); it is the default and stays out of the address. */
export const PRODUCT_SORTS = ['featured', 'newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const isProductSort = (value: string | null): value is ProductSort => PRODUCT_SORTS.includes(value as ProductSort);

// The server refuses values it cannot take (a malformed id, a long search), which would turn a pasted address into an error page.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_SEARCH = 100;
const MAX_PAGE = 100_000;

export function readMallFilters(params: URLSearchParams): MallFilters {
  const page = Number(params.get('page') ?? '1');
  const sort = params.get('sort');
  const categoryId = params.get('category_id')?.trim();
  const search = params.get('search')?.trim().slice(0, MAX_SEARCH);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    sort: isProductSort(sort) ? sort : 'featured',
    ...(categoryId && UUID.test(categoryId) ? { category_id: categoryId.toLowerCase() } : {}),
    ...(search ? { search } : {}),
  };
}

/** The query string of a list address, in a stable order; the defaults (page 1, featured) are left out. */
export function mallListSearch(filters: MallFilters): string {
  const params = new URLSearchParams();
  if (filters.category_id) params.set('category_id', filters.category_id);
  if (filters.search) params.set('search', filters.search);
  if (filters.sort !== 'featured') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const hasMallFilters = (filters: MallFilters): boolean => filters.category_id !== undefined || filters.search !== undefined;

/** Another view of the list starts from its first page. */
export const withMallFilters = (filters: MallFilters, change: Partial<Omit<MallFilters, 'page'>>): MallFilters => {
  const next: { -readonly [K in keyof MallFilters]: MallFilters[K] } = { ...filters, ...change, page: 1 };
  for (const key of ['category_id', 'search'] as const) if (!next[key]) delete next[key];
  return next;
};

export const productPath = (slugOrId: string): string => `/mall/${encodeURIComponent(slugOrId)}`;
