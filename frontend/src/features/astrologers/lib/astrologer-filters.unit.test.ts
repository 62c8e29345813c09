import { describe, expect, it } from 'vitest';
import { astrologerListSearch, hasAstrologerFilters, readAstrologerFilters, withAstrologerFilters, withoutAstrologerFilters } from './astrologer-filters';

const read = (query: string) => readAstrologerFilters(new URLSearchParams(query));

describe('astrologer filters', () => {
  it('reads the first page, recommended first, from an empty address', () => {
    expect(read('')).toEqual({ page: 1, sort: 'recommended' });
  });

  it('reads every filter, the sort and the page', () => {
    expect(read('skill=tarot&language=hindi&gender=female&max_price=50&min_rating=4.5&sort=price_asc&page=2')).toEqual({
      page: 2,
      sort: 'price_asc',
      skill: 'tarot',
      language: 'hindi',
      gender: 'female',
      max_price: 50,
      min_rating: 4.5,
    });
  });

  it('ignores values that are not among the choices', () => {
    expect(read('skill=astronomy&language=klingon&gender=x&max_price=35&min_rating=5&sort=cheapest&page=-1')).toEqual({ page: 1, sort: 'recommended' });
    expect(read('max_price=&min_rating=').max_price).toBeUndefined();
  });

  it('writes addresses in a stable order without the defaults, and reads them back', () => {
    const filters = { page: 3, sort: 'rating' as const, language: 'tamil' as const, skill: 'vastu' as const, max_price: 20 as const };
    expect(astrologerListSearch(filters)).toBe('?skill=vastu&language=tamil&max_price=20&sort=rating&page=3');
    expect(read(astrologerListSearch(filters).slice(1))).toEqual(filters);
    expect(astrologerListSearch({ page: 1, sort: 'recommended' })).toBe('');
  });

  it('changes a filter from the first page, drops one set to undefined, and clears all but the sort', () => {
    const filters = { page: 4, sort: 'experience' as const, skill: 'kp' as const, gender: 'male' as const };
    expect(withAstrologerFilters(filters, { language: 'english' })).toEqual({ ...filters, page: 1, language: 'english' });
    expect(withAstrologerFilters(filters, { skill: undefined })).toEqual({ page: 1, sort: 'experience', gender: 'male' });
    expect(withoutAstrologerFilters(filters)).toEqual({ page: 1, sort: 'experience' });
    expect(hasAstrologerFilters(filters)).toBe(true);
    expect(hasAstrologerFilters(withoutAstrologerFilters(filters))).toBe(false);
  });
});
