import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A link to another page opens it at its top, as a browser does between documents; without this a
 * page opened from far down another (an invoice from the order history) opened as far down. Filters
 * or a page number on the same page keep the place (those lists move focus themselves), and Back
 * and Forward leave it to the browser's own scroll restoration.
 */
export function useNewPageAtTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
