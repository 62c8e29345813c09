import type { ApiLoadOf } from '../../../lib/use-api-load.hook';
import type { HomePage } from '../api/home-page';

/**
 * Spec §4 "Home page data": a request sets loading; success stores the response; failure stores
 * the error status and empties the result (spec §7: an answer with error_status is a failure).
 */
export interface HomePageState {
  readonly loading: boolean;
  /** The failed request's status (0: no answer at all); null unless it failed. */
  readonly error: number | null;
  readonly home_page_res: HomePage | null;
}

export function homePageState(load: ApiLoadOf<'todos'>): HomePageState {
  if (load.state === 'loading') return { loading: true, error: null, home_page_res: null };
  if (load.state === 'failed') return { loading: false, error: load.errorStatus, home_page_res: null };
  return { loading: false, error: null, home_page_res: load.answer.data };
}
