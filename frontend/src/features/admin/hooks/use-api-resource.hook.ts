import type { PageMeta } from '@nakshatra/contracts/client';
import { isApiFailure, type ApiResult } from '../../../lib/api-client';
import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import { useAdminAccess } from './admin-access.context';

export type Resource<T, M = PageMeta> = ApiLoad<T, M>;

/**
 * The site's useApiLoad for the back office: refusals of access (401, 403) go to the admin shell,
 * which signs in again or says "You are not an admin"; other failures are the caller's to show
 * (LoadFailure words them from their code).
 */
export function useApiResource<T, M = PageMeta>(key: string, load: (signal: AbortSignal) => Promise<ApiResult<T, M>>): [Resource<T, M>, () => void] {
  const { refused } = useAdminAccess();
  return useApiLoad(key, async (signal) => {
    const answer = await load(signal);
    if (isApiFailure(answer) && !signal.aborted) refused(answer.error_status);
    return answer;
  });
}
