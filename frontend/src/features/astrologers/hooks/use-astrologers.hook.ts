import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import type { Astrologer } from '../api/astrologer';
import { getAstrologers } from '../api/get-astrologers.api';
import { astrologerListSearch, type AstrologerFilters, type ConsultMode } from '../lib/astrologer-filters';

/** The page of astrologers of one list that the filters name. */
export const useAstrologers = (mode: ConsultMode, filters: AstrologerFilters): [ApiLoad<Astrologer[]>, () => void] =>
  useApiLoad(`astrologers:${mode}${astrologerListSearch(filters)}`, (signal) => getAstrologers(mode, filters, signal));
