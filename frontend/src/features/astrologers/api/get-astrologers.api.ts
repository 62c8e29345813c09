import { callApi } from '../../../lib/api-client';
import type { AstrologerFilters, ConsultMode } from '../lib/astrologer-filters';

export const ASTROLOGER_PAGE_SIZE = 12;

/**
 * GET /api/get_astrologer: a page of approved astrologers for one kind of consultation, filtered
 * and sorted as the address says (the price filter in paise, as all money travels). Public; `talk`
 * lists those who take calls, by their call price.
 */
export function getAstrologers(mode: ConsultMode, filters: AstrologerFilters, signal?: AbortSignal) {
  const { page, sort, skill, language, gender, status, search, min_price: minPrice, max_price: maxPrice, min_rating: minRating } = filters;
  return callApi('get_astrologer', {
    query: {
      mode,
      page,
      limit: ASTROLOGER_PAGE_SIZE,
      sort,
      skill,
      language,
      gender,
      status,
      search,
      min_price_per_min: minPrice === undefined ? undefined : minPrice * 100,
      max_price_per_min: maxPrice === undefined ? undefined : maxPrice * 100,
      min_rating: minRating,
    },
    ...(signal ? { signal } : {}),
  });
}
