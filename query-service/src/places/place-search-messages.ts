import type { PlaceView } from '@nakshatra/contracts';
import type { PlaceSearchBuildStats } from './build-place-search.js';

/** What the query service asks the place-search thread (place-search-worker.ts). */
export interface PlaceSearchRequest {
  readonly id: number;
  readonly text: string;
  readonly limit: number;
}

/** Its answers: once `built`, then one per request. */
export type PlaceSearchReply =
  | { readonly built: PlaceSearchBuildStats }
  | { readonly id: number; readonly places: PlaceView[] }
  | { readonly id: number; readonly error: string };
