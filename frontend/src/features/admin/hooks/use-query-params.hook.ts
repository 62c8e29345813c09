import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The address's query string, and a way to replace it (a new history entry, so Back undoes a filter). */
export function useQueryParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams) => {
      const query = next.toString();
      void navigate({ pathname, search: query ? `?${query}` : '' });
    },
    [navigate, pathname],
  );
  return [params, setParams];
}
