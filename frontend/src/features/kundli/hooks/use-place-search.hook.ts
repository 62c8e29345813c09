import type { PlaceView } from '@nakshatra/contracts';
import { useSearchAsYouType, type SearchAsYouType } from '../../../lib/use-search-as-you-type.hook';
import { searchPlaces } from '../api/search-places.api';

export type PlaceSearch = SearchAsYouType<PlaceView>;

/** Two letters at least (fewer match thousands of places), a quarter second after the typing pauses. */
const PLACE_SEARCH = { minLength: 2, debounceMs: 250 };

/** The places matching the typed text (while `active`: not once a place is chosen), the older search aborted by a newer one. */
export const usePlaceSearch = (text: string, active: boolean): PlaceSearch => useSearchAsYouType(text, active, searchPlaces, PLACE_SEARCH);
