import { useEffect, useState } from 'react';
import { isApiFailure } from '../../../lib/api-client';
import { getUser, type UserRecord } from '../api/get-user.api';

/** The logged-in user's record, once fetched; a failure is logged, never shown (spec §8). */
export function useCurrentUser(id: string | undefined): UserRecord | undefined {
  const [user, setUser] = useState<UserRecord>();

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
  }, [id]);

  return user !== undefined && user.id === id ? user : undefined;
}
