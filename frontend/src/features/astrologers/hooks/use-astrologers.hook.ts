import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import type { Astrologer } from '../api/astrologer';
import { getAstrologers } from '../api/get-astrologers.api';
import { astrologerListSearch, type AstrologerFilters, type ConsultMode } from '../lib/astrologer-filters';

/**
 * How often an open list reads its page again, for who is online, busy or offline now: a customer
 * waiting for a busy astrologer sees them come free without reloading. Twelve cards a read, and the
 * answer is the same for every visitor (cached at the edge), so an open tab costs little.
 */
export const ASTROLOGER_STATUS_REFRESH_MS = 15_000;

/** The page of astrologers of one list that the filters name, kept current while it is shown. */
export const useAstrologers = (mode: ConsultMode, filters: AstrologerFilters): [ApiLoad<Astrologer[]>, () => void] =>
  useApiLoad(`astrologers:${mode}${astrologerListSearch(filters)}`, (signal) => getAstrologers(mode, filters, signal), { refreshEveryMs: ASTROLOGER_STATUS_REFRESH_MS });
