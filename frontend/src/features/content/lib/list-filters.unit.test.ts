import { describe, expect, it } from 'vitest';
import { categoryPath, collectionPath, hasFilters, itemPath, listSearch, readListFilters, SEARCH_ONLY, tagPath, withoutFilter } from './list-filters';

const read = (query: string) => readListFilters(new URLSearchParams(query));

describe('content list filters', () => {
  it('reads the page and the filters from the address, leaving out empty ones', () => {
    expect(read('')).toEqual({ page: 1 });
    expect(read('?category=remedies&tag=saturn&search=%20lamp%20&page=3')).toEqual({ page: 3, category: 'remedies', tag: 'saturn', search: 'lamp' });
    expect(read('?category=&search=%20%20')).toEqual({ page: 1 });
  });

  it('reads only the filters the list offers', () => {
    expect(readListFilters(new URLSearchParams('?category=remedies&tag=saturn&search=diya'), SEARCH_ONLY)).toEqual({ page: 1, search: 'diya' });
  });

  it('takes page 1 for a page that is not a whole number from 1 up', () => {
    for (const page of ['0', '-2', '1.5', 'two', '100001']) expect(read(`?page=${page}`).page).toBe(1);
  });

  it('cuts filters to the lengths the server accepts', () => {
    expect(read(`?search=${'a'.repeat(150)}`).search).toHaveLength(100);
    expect(read(`?tag=${'t'.repeat(50)}`).tag).toHaveLength(40);
    expect(read(`?category=${'c'.repeat(70)}`).category).toHaveLength(60);
  });

  it('writes an address that reads back the same, without page 1', () => {
    const filters = { page: 2, category: 'vedic remedies', tag: 'saturn' };
    expect(listSearch(filters)).toBe('?category=vedic+remedies&tag=saturn&page=2');
    expect(read(listSearch(filters))).toEqual(filters);
    expect(listSearch({ page: 1 })).toBe('');
  });

  it('drops one filter and goes back to the first page', () => {
    const filters = { page: 4, category: 'remedies', search: 'lamp' };
    expect(withoutFilter(filters, 'category')).toEqual({ page: 1, search: 'lamp' });
    expect(hasFilters(withoutFilter(withoutFilter(filters, 'category'), 'search'))).toBe(false);
  });

  it('links items, collections, tags and categories of a section', () => {
    expect(itemPath('/blogs', 'lamps-for-saturn')).toBe('/blogs/lamps-for-saturn');
    expect(itemPath('/news', 'a/b')).toBe('/news/a%2Fb');
    expect(collectionPath('/stories', 'panchatantra')).toBe('/stories/collection/panchatantra');
    expect(tagPath('/podcasts', 'shani dev')).toBe('/podcasts?tag=shani+dev');
    expect(categoryPath('/blogs', 'remedies')).toBe('/blogs?category=remedies');
  });
});
