import { useEffect, useState } from 'react';
import { isApiFailure } from '../../../lib/api-client';
import { onUserChanged } from '../../../lib/user-changed';
import { getUser, type UserRecord } from '../api/get-user.api';

/**
 * Waits before each new try of a fetch that may pass a moment later: a 404 just after logging in
 * (the new user's record not projected yet on a busy server), a 5xx or a lost network.
 */
export const USER_FETCH_RETRY_MS = [1_000, 2_000, 4_000] as const;

const worthRetrying = (status: number | undefined) => status === undefined || status === 404 || status >= 500;

/**
 * The logged-in user's record, once fetched, and again after a write announced that it changed it
 * (a credited recharge); a failure is tried again a few times, then logged, never shown (spec §8),
 * and keeps the record shown.
 */
export function useCurrentUser(id: string | undefined): UserRecord | undefined {
  const [user, setUser] = useState<UserRecord>();
  const [changes, setChanges] = useState(0);

  useEffect(() => onUserChanged(() => setChanges((count) => count + 1)), []);

  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = (tries: number) => {
      const failed = (status: number | undefined) => {
        if (controller.signal.aborted) return;
        const wait = USER_FETCH_RETRY_MS[tries];
        if (wait !== undefined && worthRetrying(status)) retry = setTimeout(() => attempt(tries + 1), wait);
        else console.error('Unable to fetch user data');
      };
      getUser(id, controller.signal)
        .then((result) => {
          if (controller.signal.aborted) return;
          if (isApiFailure(result)) failed(result.error_status);
          else setUser(result.data);
        })
        .catch(() => failed(undefined));
    };
    attempt(0);
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [id, changes]);

  return user !== undefined && user.id === id ? user : undefined;
}
