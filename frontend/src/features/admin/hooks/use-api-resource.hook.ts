import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiFailure, type ApiResult } from '../../../lib/api-client';
import type { OkEnvelope } from '@nakshatra/contracts';
import { useAdminAccess } from './admin-access.context';

export type Resource<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'loaded'; readonly answer: OkEnvelope<T> }
  | { readonly state: 'failed'; readonly errorStatus: number; readonly message?: string };

/**
 * Loads what `key` names (again whenever it changes, or on retry), aborting the previous load.
 * Refusals (401, 403) go to the admin shell; other failures are the caller's to show.
 */
export function useApiResource<T>(key: string, load: (signal: AbortSignal) => Promise<ApiResult<T>>): [Resource<T>, () => void] {
  const { refused } = useAdminAccess();
  const [resource, setResource] = useState<{ key: string; value: Resource<T> }>({ key, value: { state: 'loading' } });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setResource({ key, value: { state: 'loading' } });
    loader
      .current(controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        if (!isApiFailure(answer)) {
          setResource({ key, value: { state: 'loaded', answer } });
          return;
        }
        refused(answer.error_status);
        setResource({ key, value: { state: 'failed', errorStatus: answer.error_status, ...(answer.message ? { message: answer.message } : {}) } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setResource({ key, value: { state: 'failed', errorStatus: 0 } });
      });
    return () => controller.abort();
  }, [key, attempt, refused]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // Until the effect runs for a new key, the old key's answer must not show.
  return [resource.key === key ? resource.value : { state: 'loading' }, retry];
}
