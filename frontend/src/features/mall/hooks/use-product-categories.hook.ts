import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import { getProductCategories } from '../api/get-product-categories.api';
import type { ProductCategory } from '../api/product';

export const useProductCategories = (): [ApiLoad<ProductCategory[]>, () => void] => useApiLoad('product-categories', getProductCategories);
