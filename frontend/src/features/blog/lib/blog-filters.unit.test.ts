import { describe, expect, it } from 'vitest';
import { blogListSearch, blogPostPath, blogTagPath, hasBlogFilters, readBlogFilters, withoutFilter } from './blog-filters';

const read = (query: string) => readBlogFilters(new URLSearchParams(query));

describe('blog list filters', () => {
  it('reads the page and the filters from the address, leaving out empty ones', () => {
    expect(read('')).toEqual({ page: 1 });
    expect(read('?category=remedies&tag=saturn&search=%20lamp%20&page=3')).toEqual({ page: 3, category: 'remedies', tag: 'saturn', search: 'lamp' });
    expect(read('?category=&search=%20%20')).toEqual({ page: 1 });
  });

  it('takes page 1 for a page that is not a whole number from 1 up', () => {
    for (const page of ['0', '-2', '1.5', 'two', '100001']) expect(read(`?page=${page}`).page).toBe(1);
  });

  it('cuts filters to the lengths the server accepts', () => {
    expect(read(`?search=${'a'.repeat(150)}`).search).toHaveLength(100);
    expect(read(`?tag=${'t'.repeat(50)}`).tag).toHaveLength(40);
  });

  it('writes an address that reads back the same, without page 1', () => {
    const filters = { page: 2, category: 'vedic remedies', tag: 'saturn' };
    expect(blogListSearch(filters)).toBe('?category=vedic+remedies&tag=saturn&page=2');
    expect(read(blogListSearch(filters))).toEqual(filters);
    expect(blogListSearch({ page: 1 })).toBe('');
  });

  it('drops one filter and goes back to the first page', () => {
    const filters = { page: 4, category: 'remedies', search: 'lamp' };
    expect(withoutFilter(filters, 'category')).toEqual({ page: 1, search: 'lamp' });
    expect(hasBlogFilters(withoutFilter(withoutFilter(filters, 'category'), 'search'))).toBe(false);
  });

  it('links posts and tags', () => {
    expect(blogPostPath('lamps-for-saturn')).toBe('/blogs/lamps-for-saturn');
    expect(blogTagPath('shani dev')).toBe('/blogs?tag=shani+dev');
  });
});
