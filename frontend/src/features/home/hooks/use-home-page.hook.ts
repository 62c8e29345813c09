import { useMemo } from 'react';
import { useApiLoad } from '../../../lib/use-api-load.hook';
import { getHomePage } from '../api/get-home-page.api';
import { homePageState, type HomePageState } from '../lib/home-page-state';

/** The home page's data (one call), as spec §4's state, and a way to ask again after a failure. */
export function useHomePage(): [HomePageState, () => void] {
  const [load, retry] = useApiLoad('home', (signal) => getHomePage(signal));
  return [useMemo(() => homePageState(load), [load]), retry];
}
