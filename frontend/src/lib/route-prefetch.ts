import { createElement, lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { chunkLoader } from './chunk-loader';
import { whenPageSettled } from './page-settled';
import { useServerRender } from './ssr/server-render';

/** Spec §9: a link starts loading its page's code when it comes within this distance of the viewport. */
export const PREFETCH_MARGIN_PX = 200;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page's props are its own
type Load<P = any> = () => Promise<{ default: ComponentType<P> }>;

interface RouteChunk {
  readonly path: string;
  readonly load: () => Promise<unknown>;
}

const chunks: RouteChunk[] = [];
const started = new Set<string>();

/**
 * A route's page as a lazy component whose chunk can also be fetched ahead of a visit. The router
 * declares its pages with this, so any link can prefetch by path without knowing the pages. A
 * server render notes the pages it rendered, to link their CSS and code in the head.
 */
export function lazyRoute<P extends object>(path: string, load: Load<P>): ComponentType<P> {
  const once = chunkLoader(load);
  chunks.push({ path, load: once });
  const Page = lazy(once);
  return function RoutePage(props: P) {
    useServerRender()?.pages.add(once);
    return createElement(Page, props);
  };
}

/** Fetches the code of the page a link leads to (once); unknown and external paths do nothing. */
export function prefetchRoute(to: string): void {
  const pathname = to.split(/[?#]/)[0] ?? '';
  if (!pathname.startsWith('/') || started.has(pathname)) return;
  const chunk = chunks.find(({ path }) => path !== '*' && matchPath({ path, end: true }, pathname));
  if (!chunk) return;
  started.add(pathname);
  // A failed prefetch is forgotten (chunkLoader): the visit downloads again, and shows the route error if that fails too.
  chunk.load().catch(() => started.delete(pathname));
}

/** A visitor who asked to save data gets no speculative downloads; hover and focus, which say what they mean to open, still prefetch. */
const savesData = (): boolean => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

// One observer for every link on the page: each link registers the callback to run when it comes near.
const nearCallbacks = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

function nearObserver(): IntersectionObserver | undefined {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        // Links near the viewport prefetch once the page has settled, never competing with what it needs first.
        const onNear = nearCallbacks.get(entry.target);
        if (onNear && !savesData()) whenPageSettled(onNear);
        observer?.unobserve(entry.target);
        nearCallbacks.delete(entry.target);
      }
    },
    { rootMargin: `${PREFETCH_MARGIN_PX}px` },
  );
  return observer;
}

/** Runs `onNear` once, when the element comes within the prefetch margin of the viewport (and the page has settled). Returns the cleanup. */
export function whenNearViewport(element: Element, onNear: () => void): () => void {
  const near = nearObserver();
  if (!near) return () => undefined;
  nearCallbacks.set(element, onNear);
  near.observe(element);
  return () => {
    near.unobserve(element);
    nearCallbacks.delete(element);
  };
}
