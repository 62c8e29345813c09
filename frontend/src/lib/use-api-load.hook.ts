import type { RouteData, RouteMeta, RouteName } from '@nakshatra/contracts';
import type { FieldError, OkEnvelope, PageMeta } from '@nakshatra/contracts/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiFailure, type ApiFailure, type ApiResult } from './api-client';

export type ApiLoad<T, M = PageMeta> =
  | { readonly state: 'loading' }
  | { readonly state: 'loaded'; readonly answer: OkEnvelope<T, M> }
  /** errorStatus 0: the request itself failed (offline, aborted by the network). `failure`: the refusal, to word it (docs/refusals.md). */
  | { readonly state: 'failed'; readonly errorStatus: number; readonly errors?: readonly FieldError[]; readonly failure: ApiFailure };

/** The load of the call named `N`, typed by its catalogue entry. */
export type ApiLoadOf<N extends RouteName> = ApiLoad<RouteData<N>, RouteMeta<N>>;

const LOADING = { state: 'loading' } as const;

const failed = (failure: ApiFailure): ApiLoad<never, never> => ({ state: 'failed', errorStatus: failure.error_status, ...(failure.errors ? { errors: failure.errors } : {}), failure });

/** Loads what `key` names (again whenever it changes, or on retry), aborting the load it replaces. */
export function useApiLoad<T, M = PageMeta>(key: string, load: (signal: AbortSignal) => Promise<ApiResult<T, M>>): [ApiLoad<T, M>, () => void] {
  const [loaded, setLoaded] = useState<{ key: string; value: ApiLoad<T, M> }>({ key, value: LOADING });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ key, value: LOADING });
    loader
      .current(controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        setLoaded({ key, value: isApiFailure(answer) ? failed(answer) : { state: 'loaded', answer } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ key, value: failed({ error_status: 0 }) });
      });
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // Until the effect runs for a new key, the previous key's answer must not show.
  return [loaded.key === key ? loaded.value : LOADING, retry];
}
