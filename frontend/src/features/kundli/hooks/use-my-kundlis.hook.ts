import { useApiLoad } from '../../../lib/use-api-load.hook';
import { getMyKundlis } from '../api/get-my-kundlis.api';

/** How many saved kundlis the profile lists on a page. */
export const MY_KUNDLIS_PAGE_SIZE = 10;

/** One page of the logged-in user's saved kundlis (loaded again on retry, e.g. after a delete). */
export const useMyKundlis = (page: number) => useApiLoad(`my-kundlis/${page}`, (signal) => getMyKundlis({ page, limit: MY_KUNDLIS_PAGE_SIZE }, signal));
