import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { astrologerListSearch, readAstrologerFilters, type AstrologerFilters } from '../lib/astrologer-filters';

/** The list's filters from the address, and a way to show others (a new history entry, so Back undoes it). */
export function useAstrologerFilters(): [AstrologerFilters, (next: AstrologerFilters) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => readAstrologerFilters(new URLSearchParams(search)), [search]);
  const show = useCallback((next: AstrologerFilters) => void navigate({ pathname, search: astrologerListSearch(next) }), [navigate, pathname]);
  return [filters, show];
}
