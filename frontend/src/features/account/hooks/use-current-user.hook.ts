import { useEffect, useState } from 'react';
import { isApiFailure } from '../../../lib/api-client';
import { onUserChanged } from '../../../lib/user-changed';
import { getUser, type UserRecord } from '../api/get-user.api';

/**
 * The logged-in user's record, once fetched, and again after a write announced that it changed it
 * (a credited recharge); a failure is logged, never shown (spec §8), and keeps the record shown.
 */
export function useCurrentUser(id: string | undefined): UserRecord | undefined {
  const [user, setUser] = useState<UserRecord>();
  const [changes, setChanges] = useState(0);

  useEffect(() => onUserChanged(() => setChanges((count) => count + 1)), []);

  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    const failed = () => {
      if (!controller.signal.aborted) console.error('Unable to fetch user data');
    };
    getUser(id, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        if (isApiFailure(result)) failed();
        else setUser(result.data);
      })
      .catch(failed);
    return () => controller.abort();
  }, [id, changes]);

  return user !== undefined && user.id === id ? user : undefined;
}
