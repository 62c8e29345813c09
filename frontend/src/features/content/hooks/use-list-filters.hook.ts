import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { listSearch, readListFilters, type FilterName, type ListFilters } from '../lib/list-filters';

/** The list's filters from the address, and a way to show others (a new history entry, so Back undoes it). */
export function useListFilters(names: readonly FilterName[]): [ListFilters, (next: ListFilters) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => readListFilters(new URLSearchParams(search), names), [search, names]);
  const show = useCallback((next: ListFilters) => void navigate({ pathname, search: listSearch(next) }), [navigate, pathname]);
  return [filters, show];
}
