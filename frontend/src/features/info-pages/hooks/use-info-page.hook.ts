import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import { getInfoPage } from '../api/get-info-page.api';
import type { InfoPage } from '../api/info-page';
import type { InfoPageSlug } from '../lib/info-page-slugs';

export const useInfoPage = (slug: InfoPageSlug): [ApiLoad<InfoPage>, () => void] => useApiLoad(slug, (signal) => getInfoPage(slug, signal));
