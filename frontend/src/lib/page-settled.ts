/**
 * Marked (performance.mark) when the page first settles: `npm run bench -- frontend` counts the
 * scripts requested before it as what the first paint needed, and the rest as deferred.
 */
export const PAGE_SETTLED_MARK = 'nakshatra:settled';

/**
 * Runs `then` once the page has loaded and the browser is idle (at most 2 s after the load):
 * what waits for this (links' prefetches, parts of the page below the fold) never competes with
 * what the first paint needs (the entry, the page's own chunk, its data, its images). Returns a
 * cancel for an effect's cleanup.
 */
export function whenPageSettled(then: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if (performance.getEntriesByName(PAGE_SETTLED_MARK).length === 0) performance.mark(PAGE_SETTLED_MARK);
    then();
  };
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}
