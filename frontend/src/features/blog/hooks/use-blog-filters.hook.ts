import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { blogListSearch, readBlogFilters, type BlogFilters } from '../lib/blog-filters';

/** The list's filters from the address, and a way to show others (a new history entry, so Back undoes it). */
export function useBlogFilters(): [BlogFilters, (next: BlogFilters) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => readBlogFilters(new URLSearchParams(search)), [search]);
  const show = useCallback((next: BlogFilters) => void navigate({ pathname, search: blogListSearch(next) }), [navigate, pathname]);
  return [filters, show];
}
