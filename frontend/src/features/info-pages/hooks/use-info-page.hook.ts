import { useApiLoad, type ApiLoadOf } from '../../../lib/use-api-load.hook';
import { getInfoPage } from '../api/get-info-page.api';
import type { InfoPageSlug } from '../lib/info-page-slugs';

export const useInfoPage = (slug: InfoPageSlug): [ApiLoadOf<'get_single_page'>, () => void] => useApiLoad(slug, (signal) => getInfoPage(slug, signal));
