/** Waits before the second and third download of a chunk: a phone's network drops a request now and then, and comes back. */
export const CHUNK_RETRY_DELAYS_MS = [500, 2_000] as const;

/**
 * How a lazily loaded part of the app (a route's page, the login popup, a dialog) is fetched: one
 * download shared by every caller (a prefetch, then the visit), tried again after a short wait when
 * it fails, and forgotten when every try failed, so that the next call starts afresh. React.lazy
 * keeps a failed load for good and the page shows its error with a Reload button; without the
 * retries one dropped request on a weak connection was enough, and a prefetch that had failed
 * made the visit after it fail too. Browsers fetch a module again after a failed dynamic import
 * (Debian's Chromium does; docs/frontend.md).
 */
export function chunkLoader<T>(load: () => Promise<T>, delaysMs: readonly number[] = CHUNK_RETRY_DELAYS_MS): () => Promise<T> {
  let pending: Promise<T> | undefined;
  const attempt = async (): Promise<T> => {
    for (const delay of delaysMs) {
      try {
        return await load();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    return load();
  };
  return () =>
    (pending ??= attempt().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
