import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { mallListSearch, readMallFilters, type MallFilters } from '../lib/mall-filters';

/** The list's filters from the address, and a way to show others (a new history entry, so Back undoes it). */
export function useMallFilters(): [MallFilters, (next: MallFilters) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => readMallFilters(new URLSearchParams(search)), [search]);
  const show = useCallback((next: MallFilters) => void navigate({ pathname, search: mallListSearch(next) }), [navigate, pathname]);
  return [filters, show];
}
