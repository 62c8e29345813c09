import { sanitizeRichText } from '@nakshatra/contracts';
import { useMemo, type ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { NotFound } from '../../../components/not-found.component';
import { PageMeta } from '../../../components/page-meta.component';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import type { Product } from '../api/product';
import { useProduct } from '../hooks/use-product.hook';
import { mallMessages } from '../mall.messages';
import { ProductGallery } from './product-gallery.component';
import { ProductPrice } from './product-price.component';
import { StockNote } from './stock-note.component';
import '../mall.css';
import { withLazyImages } from '../../../lib/lazy-images';

interface ProductDetailProps {
  readonly slug: string;
  /** How the product is bought (the cart's Add to cart); the page composes it, so the mall does not know the cart. */
  readonly purchase: (product: Product) => ReactNode;
}

/** One product by slug (or id); the not-found page, with a way back to the shop, when there is none. */
export function ProductDetail({ slug, purchase }: ProductDetailProps) {
  const t = useMessages(mallMessages);
  const [product, retry] = useProduct(slug);

  if (product.state === 'loaded') return <ProductView product={product.answer.data} purchase={purchase} />;
  if (product.state === 'failed' && product.errorStatus === 404) {
    return (
      <NotFound
        heading={t.productNotFound}
        text={t.productNotFoundText}
        back={{ to: '/mall', label: t.backToMall }}
        documentTitle={`${t.productNotFound} · Nakshatra`}
      />
    );
  }
  return (
    <div className="product">
      <PageMeta title={`${t.title} · Nakshatra`} description={t.description} />
      <BackToMall />
      {product.state === 'failed' ? <LoadFailed text={t.productLoadFailed} onRetry={retry} /> : <ProductSkeleton />}
    </div>
  );
}

function ProductView({ product, purchase }: { product: Product; purchase: ProductDetailProps['purchase'] }) {
  const t = useMessages(mallMessages);
  const { title, summary, body, price, mrp, stock, images } = product;
  // The server cleaned the body on write; cleaning it again here means the page never trusts stored HTML.
  const html = useMemo(() => withLazyImages(sanitizeRichText(body ?? '')), [body]);
  return (
    <div className="product">
      <PageMeta title={`${title} · Nakshatra`} description={summary || t.description} />
      <BackToMall />
      <article className="product__article" aria-labelledby="product-title">
        <ProductGallery images={images} title={title} />
        <div className="product__info">
          <h1 id="product-title" className="product__title">
            {title}
          </h1>
          {summary ? <p className="product__summary">{summary}</p> : null}
          <ProductPrice price={price} mrp={mrp} />
          {mrp > price ? <p className="product__saving">{t.youSave(formatRupees(mrp - price))}</p> : null}
          <StockNote stock={stock} />
          {purchase(product)}
        </div>
        {html ? (
          <section className="product__about" aria-labelledby="product-about">
            <h2 id="product-about">{t.aboutProduct}</h2>
            <div className="product__body" dangerouslySetInnerHTML={{ __html: html }} />
          </section>
        ) : null}
      </article>
    </div>
  );
}

function BackToMall() {
  const t = useMessages(mallMessages);
  return (
    <p className="product__back">
      <AppLink to="/mall">
        <span aria-hidden="true">← </span>
        {t.allProducts}
      </AppLink>
    </p>
  );
}

function ProductSkeleton() {
  const t = useMessages(mallMessages);
  return (
    <div role="status" className="product__skeleton">
      <span className="visually-hidden">{t.productLoading}</span>
      <span className="product__article" aria-hidden="true">
        <span className="product-gallery product-gallery--empty" />
        <span className="product__info">
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line--short" />
          <span className="skeleton-line skeleton-line--short" />
        </span>
      </span>
    </div>
  );
}
