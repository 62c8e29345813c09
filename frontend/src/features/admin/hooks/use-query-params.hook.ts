import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { oneOf } from '../lib/one-of';

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

/**
 * A list page's options in the address: `update` changes some (a value equal to its default, or
 * empty, is left out of the address), and any change but the page's goes back to page 1.
 */
export function useListParams(defaults: Readonly<Record<string, string>> = {}): [URLSearchParams, (changes: Readonly<Record<string, string>>) => void] {
  const [params, setParams] = useQueryParams();
  const update = (changes: Readonly<Record<string, string>>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === '' || value === (name === 'page' ? '1' : defaults[name])) next.delete(name);
      else next.set(name, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  return [params, update];
}

/**
 * A list page whose status filter starts at what is to be handled (live now, confirmed orders,
 * open tickets) rather than at All, which is then `status=all` in the address: its options, the
 * status in force (undefined for All) and `chooseStatus`, for the filter's select ('' is All).
 */
export function useStatusListParams<T extends string>(initial: T, statuses: readonly T[]) {
  const [params, update] = useListParams({ status: initial });
  const status = oneOf(params.get('status') ?? initial, statuses);
  const chooseStatus = (value: string) => update({ status: value || 'all' });
  return { params, update, status, chooseStatus };
}
