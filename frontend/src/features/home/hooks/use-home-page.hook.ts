import { useMemo } from 'react';
import { useApiLoad } from '../../../lib/use-api-load.hook';
import { getHomePage } from '../api/get-home-page.api';
import { homePageState, type HomePageState } from '../lib/home-page-state';

/**
 * The home page's data (one call), as spec §4's state, and a way to ask again after a failure.
 * Read again every `refreshEveryMs` while the page is open and visible, so that its "Astrologers
 * online now" row says who is online now, not who was when the page opened; the answer shown
 * stays while a refresh is out, and a refresh that fails changes nothing.
 */
export function useHomePage(refreshEveryMs: number): [HomePageState, () => void] {
  const [load, retry] = useApiLoad('home', (signal) => getHomePage(signal), { refreshEveryMs });
  return [useMemo(() => homePageState(load), [load]), retry];
}
