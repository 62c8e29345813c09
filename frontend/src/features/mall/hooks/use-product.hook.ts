import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import { getProduct } from '../api/get-product.api';
import type { Product } from '../api/product';

export const useProduct = (slug: string): [ApiLoad<Product>, () => void] => useApiLoad(`product:${slug}`, (signal) => getProduct(slug, signal));
