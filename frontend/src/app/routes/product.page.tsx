import { useParams } from 'react-router-dom';
import { AddToCart } from '../../features/cart/components/add-to-cart.component';
import type { Product } from '../../features/mall/api/product';
import { ProductDetail } from '../../features/mall/components/product-detail.component';

/** The mall shows the product; the cart, composed here, buys it (features do not import each other). */
const purchase = ({ id, slug, title, price, mrp, stock, images }: Product) => (
  <AddToCart product={{ id, slug: slug || id, title, price, mrp, stock, ...(images[0] ? { image: images[0] } : {}) }} />
);

export default function ProductPage() {
  const { slug = '' } = useParams();
  // A new product is a new page: nothing of the previous one's state carries over.
  return <ProductDetail key={slug} slug={slug} purchase={purchase} />;
}
