import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import { getPooja } from '../api/get-pooja.api';
import type { Pooja } from '../api/pooja';

export const usePooja = (slug: string): [ApiLoad<Pooja>, () => void] => useApiLoad(`pooja:${slug}`, (signal) => getPooja(slug, signal));
