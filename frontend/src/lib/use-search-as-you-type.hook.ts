import { useEffect, useRef, useState } from 'react';
import { isApiFailure, type ApiResult } from './api-client';
import { useDebouncedValue } from './use-debounced-value.hook';

export type SearchAsYouType<T> =
  | { readonly state: 'idle' }
  | { readonly state: 'searching' }
  | { readonly state: 'found'; readonly found: readonly T[] }
  | { readonly state: 'failed' };

export interface SearchAsYouTypeOptions {
  /** Searching starts after this many characters: fewer match too much to be worth listing. */
  readonly minLength: number;
  /** The pause in typing after which the text is searched, so a fast typist sends one request, not ten. */
  readonly debounceMs: number;
}

const IDLE = { state: 'idle' } as const;

/**
 * What `search` finds for the typed text (while `active`: not once a suggestion is chosen), the
 * older search aborted by a newer one. The combobox's suggestions (components/combobox.component.tsx).
 */
export function useSearchAsYouType<T, M>(
  text: string,
  active: boolean,
  search: (query: string, signal: AbortSignal) => Promise<ApiResult<readonly T[], M>>,
  { minLength, debounceMs }: SearchAsYouTypeOptions,
): SearchAsYouType<T> {
  const query = useDebouncedValue(active ? text.trim() : '', debounceMs);
  const [result, setResult] = useState<{ query: string; search: SearchAsYouType<T> }>({ query: '', search: IDLE });
  // The newest search function, without searching again when only its identity changed.
  const searcher = useRef(search);
  useEffect(() => {
    searcher.current = search;
  });

  useEffect(() => {
    if (query.length < minLength) return;
    const controller = new AbortController();
    setResult({ query, search: { state: 'searching' } });
    searcher
      .current(query, controller.signal)
      .then((answer) => {
        if (!controller.signal.aborted) setResult({ query, search: isApiFailure(answer) ? { state: 'failed' } : { state: 'found', found: answer.data } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult({ query, search: { state: 'failed' } });
      });
    return () => controller.abort();
  }, [query, minLength]);

  // A search for text the box no longer holds (a suggestion was chosen, or the text emptied) is not shown.
  return active && query.length >= minLength && result.query === query ? result.search : IDLE;
}
