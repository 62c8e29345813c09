import { useApiLoad, type ApiLoadOf } from '../../../lib/use-api-load.hook';
import { getProduct } from '../api/get-product.api';

export const useProduct = (slug: string): [ApiLoadOf<'get_single_products'>, () => void] => useApiLoad(`product:${slug}`, (signal) => getProduct(slug, signal));
