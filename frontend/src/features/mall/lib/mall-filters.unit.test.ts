import { describe, expect, it } from 'vitest';
import { hasMallFilters, mallListSearch, productPath, readMallFilters, withMallFilters } from './mall-filters';

const CATEGORY = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';
const read = (query: string) => readMallFilters(new URLSearchParams(query));

describe('mall filters', () => {
  it('reads the first page in the shop order from an empty address', () => {
    expect(read('')).toEqual({ page: 1, sort: 'featured' });
  });

  it('reads category, search, sort and page', () => {
    expect(read(`category_id=${CATEGORY.toUpperCase()}&search=%20mala%20&sort=price_desc&page=3`)).toEqual({
      page: 3,
      sort: 'price_desc',
      category_id: CATEGORY,
      search: 'mala',
    });
  });

  it('ignores what the server would refuse: a malformed category id, an unknown sort, a bad page; cuts a long search', () => {
    expect(read('category_id=gemstones&sort=cheapest&page=0')).toEqual({ page: 1, sort: 'featured' });
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=100001').page).toBe(1);
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
    expect(read('search=%20%20').search).toBeUndefined();
  });

  it('writes addresses in a stable order, leaving the defaults out, and reads them back', () => {
    const filters = { page: 2, sort: 'newest' as const, category_id: CATEGORY, search: 'yantra' };
    expect(mallListSearch(filters)).toBe(`?category_id=${CATEGORY}&search=yantra&sort=newest&page=2`);
    expect(read(mallListSearch(filters).slice(1))).toEqual(filters);
    expect(mallListSearch({ page: 1, sort: 'featured' })).toBe('');
  });

  it('starts another view of the list from its first page and drops emptied filters', () => {
    const filters = { page: 4, sort: 'price_asc' as const, category_id: CATEGORY, search: 'mala' };
    expect(withMallFilters(filters, { sort: 'newest' })).toEqual({ ...filters, page: 1, sort: 'newest' });
    expect(withMallFilters(filters, { category_id: undefined, search: '' })).toEqual({ page: 1, sort: 'price_asc' });
  });

  it('knows whether the list is narrowed', () => {
    expect(hasMallFilters({ page: 1, sort: 'price_asc' })).toBe(false);
    expect(hasMallFilters({ page: 1, sort: 'featured', search: 'x' })).toBe(true);
    expect(hasMallFilters({ page: 1, sort: 'featured', category_id: CATEGORY })).toBe(true);
  });

  it('links a product by its slug', () => {
    expect(productPath('ruby-manik')).toBe('/mall/ruby-manik');
    expect(productPath('a/b')).toBe('/mall/a%2Fb');
  });
});
