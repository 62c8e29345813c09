import type { RouteData, RouteMeta, RouteName } from '@nakshatra/contracts';
import type { FieldError, OkEnvelope, PageMeta } from '@nakshatra/contracts/client';
import { use, useCallback, useEffect, useRef, useState } from 'react';
import { isApiFailure, NotRenderedOnServer, type ApiFailure, type ApiResult } from './api-client';
import { consumeHandedLoad, handedLoad } from './ssr/handed-data';
import { useServerRender, type ServerRender } from './ssr/server-render';

export type ApiLoad<T, M = PageMeta> =
  | { readonly state: 'loading' }
  | { readonly state: 'loaded'; readonly answer: OkEnvelope<T, M> }
  /** errorStatus 0: the request itself failed (offline, aborted by the network). `failure`: the refusal, to word it (docs/refusals.md). */
  | { readonly state: 'failed'; readonly errorStatus: number; readonly errors?: readonly FieldError[]; readonly failure: ApiFailure };

/** The load of the call named `N`, typed by its catalogue entry. */
export type ApiLoadOf<N extends RouteName> = ApiLoad<RouteData<N>, RouteMeta<N>>;

const LOADING = { state: 'loading' } as const;

const failed = (failure: ApiFailure): ApiLoad<never, never> => ({ state: 'failed', errorStatus: failure.error_status, ...(failure.errors ? { errors: failure.errors } : {}), failure });

const settle = <T, M>(answer: ApiResult<T, M>): ApiLoad<T, M> => (isApiFailure(answer) ? failed(answer) : { state: 'loaded', answer });

export interface ApiLoadOptions {
  /**
   * Read the same key again every this many milliseconds while the page is visible, and at once
   * when the tab comes back into view: for answers that go stale as others act (who is online now).
   * The answer shown stays until the new one has arrived; a refresh that fails keeps it, one that
   * succeeds after a failed load shows its answer instead of the failure.
   */
  readonly refreshEveryMs?: number;
}

/**
 * Loads what `key` names (again whenever it changes, or on retry), aborting the load it replaces.
 * Rendered on the server, it waits for the answer (the render suspends) and the answer is handed
 * to the browser, whose first render of the same key starts from it instead of asking again.
 */
export function useApiLoad<T, M = PageMeta>(key: string, load: (signal: AbortSignal) => Promise<ApiResult<T, M>>, { refreshEveryMs }: ApiLoadOptions = {}): [ApiLoad<T, M>, () => void] {
  const server = useServerRender();
  const [loaded, setLoaded] = useState<{ key: string; value: ApiLoad<T, M> }>(() => ({ key, value: (handedLoad(key) as ApiLoad<T, M> | undefined) ?? LOADING }));
  const hydratedFromServer = useRef(loaded.value !== LOADING);
  const [attempt, setAttempt] = useState(0);
  const loader = useRef({ key, load });
  useEffect(() => {
    loader.current = { key, load };
  });
  // Counts the loads a key or a retry started: a refresh that began before one of them is older than its answer.
  const loads = useRef(0);
  useQuietRefresh(refreshEveryMs, async (signal) => {
    const { key: refreshed, load: reload } = loader.current;
    const startedAfter = loads.current;
    const answer = await reload(signal);
    if (signal.aborted || isApiFailure(answer) || loads.current !== startedAfter) return;
    // Over the answer shown, a failure included (the list comes back by itself); never over a load under way.
    setLoaded((current) => (current.key === refreshed && current.value.state !== 'loading' ? { key: refreshed, value: { state: 'loaded', answer } } : current));
  });

  useEffect(() => {
    loads.current += 1;
    if (hydratedFromServer.current) {
      hydratedFromServer.current = false;
      consumeHandedLoad(key);
      return;
    }
    const controller = new AbortController();
    setLoaded({ key, value: LOADING });
    loader.current
      .load(controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        setLoaded({ key, value: settle(answer) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ key, value: failed({ error_status: 0 }) });
      });
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (server) return [use(serverLoad(server, key, load)), retry];
  // Until the effect runs for a new key, the previous key's answer must not show.
  return [loaded.key === key ? loaded.value : LOADING, retry];
}

/** The server's one load of `key` for this render; a call that is not public stays loading, as the browser's first render shows it. */
function serverLoad<T, M>(server: ServerRender, key: string, load: (signal: AbortSignal) => Promise<ApiResult<T, M>>): Promise<ApiLoad<T, M>> {
  let pending = server.loads.get(key) as Promise<ApiLoad<T, M>> | undefined;
  if (!pending) {
    pending = load(server.signal)
      .then(settle, (error: unknown) => (error instanceof NotRenderedOnServer ? LOADING : failed({ error_status: 0 })))
      .then((value) => {
        if (value !== LOADING) server.settled.set(key, value);
        return value;
      });
    server.loads.set(key, pending);
  }
  return pending;
}

/** Runs `refresh` every `everyMs` while the page is visible, and when it becomes visible: one at a time (a tick during one is skipped), the one in flight aborted on unmount. */
function useQuietRefresh(everyMs: number | undefined, refresh: (signal: AbortSignal) => Promise<void>): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    if (everyMs === undefined) return;
    let inFlight: AbortController | undefined;
    const tick = () => {
      if (document.visibilityState !== 'visible' || inFlight) return;
      const controller = (inFlight = new AbortController());
      latest
        .current(controller.signal)
        .catch(() => undefined)
        .finally(() => (inFlight = undefined));
    };
    const timer = setInterval(tick, everyMs);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
      inFlight?.abort();
    };
  }, [everyMs]);
}
