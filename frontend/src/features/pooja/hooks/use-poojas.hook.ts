import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import { getPoojas } from '../api/get-poojas.api';
import type { Pooja } from '../api/pooja';

export const usePoojas = (page: number): [ApiLoad<Pooja[]>, () => void] => useApiLoad(`poojas:${page}`, (signal) => getPoojas(page, signal));
