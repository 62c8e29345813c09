import { forwardRef, useCallback, useEffect, useRef, type FocusEvent, type ForwardedRef, type PointerEvent } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { prefetchRoute, whenNearViewport } from '../lib/route-prefetch';

const pathOf = (to: LinkProps['to']): string => (typeof to === 'string' ? to : (to.pathname ?? ''));

/** Prefetches the target page's chunk when the link nears the viewport (spec §9), or on hover and focus. */
function usePrefetching({ to, onPointerEnter, onFocus }: Pick<LinkProps, 'to' | 'onPointerEnter' | 'onFocus'>, forwarded: ForwardedRef<HTMLAnchorElement>) {
  const element = useRef<HTMLAnchorElement | null>(null);
  const path = pathOf(to);
  useEffect(() => (element.current ? whenNearViewport(element.current, () => prefetchRoute(path)) : undefined), [path]);
  const ref = useCallback(
    (node: HTMLAnchorElement | null) => {
      element.current = node;
      if (typeof forwarded === 'function') forwarded(node);
      else if (forwarded) forwarded.current = node;
    },
    [forwarded],
  );
  return {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLAnchorElement>) => {
      prefetchRoute(path);
      onPointerEnter?.(event);
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      prefetchRoute(path);
      onFocus?.(event);
    },
  };
}

/** The app's link: a react-router Link that prefetches its page. Use it for every in-app link. */
export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink(props, forwarded) {
  const prefetch = usePrefetching(props, forwarded);
  return <Link {...props} {...prefetch} />;
});

/** A navigation link that marks the current page (class active, aria-current) and prefetches its page. */
export const AppNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function AppNavLink(props, forwarded) {
  const prefetch = usePrefetching(props, forwarded);
  return <NavLink {...props} {...prefetch} />;
});
