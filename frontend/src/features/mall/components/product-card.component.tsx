import { AppLink } from '../../../components/app-link.component';
import type { Product } from '../api/product';
import { productPath } from '../lib/mall-filters';
import { ProductPrice } from './product-price.component';
import { StockNote } from './stock-note.component';

/** One product in the list; the title's link covers the whole card. */
export function ProductCard({ product }: { product: Product }) {
  const { title, summary, price, mrp, stock, images } = product;
  const image = images[0];
  return (
    <li className="product-card">
      <article className="link-card">
        <div className="product-card__media">
          {/* The title right below names the product: the picture adds nothing for screen readers. */}
          {image ? <img className="product-card__image" src={image} alt="" width={480} height={480} loading="lazy" decoding="async" /> : null}
        </div>
        <div className="product-card__content">
          <h2 className="product-card__title">
            <AppLink className="link-card__link" to={productPath(product.slug || product.id)}>
              {title}
            </AppLink>
          </h2>
          {summary ? <p className="product-card__summary">{summary}</p> : null}
          <ProductPrice price={price} mrp={mrp} />
          <StockNote stock={stock} />
        </div>
      </article>
    </li>
  );
}
