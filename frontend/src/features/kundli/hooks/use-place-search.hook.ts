import type { PlaceView } from '@nakshatra/contracts';
import { useEffect, useState } from 'react';
import { isApiFailure } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value.hook';
import { searchPlaces } from '../api/search-places.api';

export type PlaceSearch =
  | { readonly state: 'idle' }
  | { readonly state: 'searching' }
  | { readonly state: 'found'; readonly places: readonly PlaceView[] }
  | { readonly state: 'failed' };

/** Searching starts after this many letters: fewer match thousands of places. */
const PLACE_SEARCH_MIN_LENGTH = 2;
/** The pause in typing after which the text is searched, so a fast typist sends one request, not ten. */
const PLACE_SEARCH_DEBOUNCE_MS = 250;

const IDLE: PlaceSearch = { state: 'idle' };

/** The places matching the typed text (while `active`: not once a place is chosen), the older search aborted by a newer one. */
export function usePlaceSearch(text: string, active: boolean): PlaceSearch {
  const query = useDebouncedValue(active ? text.trim() : '', PLACE_SEARCH_DEBOUNCE_MS);
  const [search, setSearch] = useState<{ query: string; result: PlaceSearch }>({ query: '', result: IDLE });

  useEffect(() => {
    if (query.length < PLACE_SEARCH_MIN_LENGTH) return;
    const controller = new AbortController();
    setSearch({ query, result: { state: 'searching' } });
    searchPlaces(query, controller.signal)
      .then((answer) => {
        if (!controller.signal.aborted) setSearch({ query, result: isApiFailure(answer) ? { state: 'failed' } : { state: 'found', places: answer.data } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setSearch({ query, result: { state: 'failed' } });
      });
    return () => controller.abort();
  }, [query]);

  // A search for text the box no longer holds (a place was chosen, or the text emptied) is not shown.
  return active && query.length >= PLACE_SEARCH_MIN_LENGTH && search.query === query ? search.result : IDLE;
}
