import { useApiLoad, type ApiLoadOf } from '../../../lib/use-api-load.hook';
import { getPooja } from '../api/get-pooja.api';

export const usePooja = (slug: string): [ApiLoadOf<'get_single_pooja_booking'>, () => void] => useApiLoad(`pooja:${slug}`, (signal) => getPooja(slug, signal));
