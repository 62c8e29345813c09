import { useEffect } from 'react';
import { BAN_RELOAD_INTERVAL_MS, DEVTOOLS_SIZE_THRESHOLD_PX } from '../../../config/app-constants';
import { browserLocation } from '../../../lib/browser-location';

/** Docked developer tools make the window's outer size exceed its inner size (spec §4). */
export const devtoolsDocked = (): boolean =>
  window.outerWidth - window.innerWidth > DEVTOOLS_SIZE_THRESHOLD_PX || window.outerHeight - window.innerHeight > DEVTOOLS_SIZE_THRESHOLD_PX;

/** While mounted (a banned user): reloads the page every 2 s while developer tools seem docked; checked now and on resize. */
export function useDevtoolsReload(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const check = () => {
      const docked = devtoolsDocked();
      if (docked && timer === undefined) {
        timer = setInterval(() => browserLocation.reload(), BAN_RELOAD_INTERVAL_MS);
      } else if (!docked && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
    };
    check();
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('resize', check);
      clearInterval(timer);
    };
  }, []);
}
