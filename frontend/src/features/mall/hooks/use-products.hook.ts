import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import { getProducts } from '../api/get-products.api';
import type { Product } from '../api/product';
import { mallListSearch, type MallFilters } from '../lib/mall-filters';

/** The page of products the filters name. */
export const useProducts = (filters: MallFilters): [ApiLoad<Product[]>, () => void] =>
  useApiLoad(`products${mallListSearch(filters)}`, (signal) => getProducts(filters, signal));
