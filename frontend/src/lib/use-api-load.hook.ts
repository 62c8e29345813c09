import type { FieldError, OkEnvelope } from '@nakshatra/contracts/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiFailure, type ApiFailure, type ApiResult } from './api-client';

export type ApiLoad<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'loaded'; readonly answer: OkEnvelope<T> }
  /** errorStatus 0: the request itself failed (offline, aborted by the network). `errors`: a refused query's fields (400). */
  | { readonly state: 'failed'; readonly errorStatus: number; readonly errors?: readonly FieldError[] };

const LOADING = { state: 'loading' } as const;

const failed = ({ error_status, errors }: ApiFailure): ApiLoad<never> => ({ state: 'failed', errorStatus: error_status, ...(errors ? { errors } : {}) });

/** Loads what `key` names (again whenever it changes, or on retry), aborting the load it replaces. */
export function useApiLoad<T>(key: string, load: (signal: AbortSignal) => Promise<ApiResult<T>>): [ApiLoad<T>, () => void] {
  const [loaded, setLoaded] = useState<{ key: string; value: ApiLoad<T> }>({ key, value: LOADING });
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
        if (!controller.signal.aborted) setLoaded({ key, value: { state: 'failed', errorStatus: 0 } });
      });
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // Until the effect runs for a new key, the previous key's answer must not show.
  return [loaded.key === key ? loaded.value : LOADING, retry];
}
