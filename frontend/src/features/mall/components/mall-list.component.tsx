import { useEffect, useRef } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton.component';
import { commonMessages } from '../../../components/common.messages';
import { EmptyState } from '../../../components/empty-state.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { PageMeta } from '../../../components/page-meta.component';
import { Paging } from '../../../components/paging.component';
import { useMessages } from '../../../lib/i18n/messages';
import { MALL_PAGE_SIZE } from '../api/get-products.api';
import type { Product } from '../api/product';
import { useMallFilters } from '../hooks/use-mall-filters.hook';
import { useProductCategories } from '../hooks/use-product-categories.hook';
import { useProducts } from '../hooks/use-products.hook';
import { hasMallFilters, mallListSearch, withMallFilters, type MallFilters } from '../lib/mall-filters';
import { SearchBox } from '../../../components/search-box.component';
import { mallMessages } from '../mall.messages';
import { CategoryChips } from './category-chips.component';
import { ProductCard } from './product-card.component';
import { SortSelect } from './sort-select.component';
import '../mall.css';

/** The Astro Mall: published products a page at a time, by category, name search and sort, all in the address. */
export function MallList() {
  const t = useMessages(mallMessages);
  const [filters, show] = useMallFilters();
  const [products, retry] = useProducts(filters);
  const [categories] = useProductCategories();
  const heading = useRef<HTMLHeadingElement>(null);

  // The paging links leave the page with the list they sat under; the heading is where the new page starts.
  const shownPage = useRef(filters.page);
  useEffect(() => {
    if (shownPage.current === filters.page) return;
    shownPage.current = filters.page;
    heading.current?.focus();
  }, [filters.page]);

  const total = products.state === 'loaded' ? (products.answer.meta?.total ?? products.answer.data.length) : 0;

  return (
    <div className="mall">
      <PageMeta title={`${t.title} · Nakshatra`} description={t.description} />
      <header className="mall__header">
        <h1 className="mall__title" ref={heading} tabIndex={-1}>
          {t.title}
        </h1>
        <p className="mall__lead">{t.lead}</p>
      </header>
      <CategoryChips categories={categories.state === 'loaded' ? categories.answer.data : []} filters={filters} />
      <div className="mall__toolbar">
        <SearchBox label={t.searchLabel} placeholder={t.searchPlaceholder} value={filters.search ?? ''} onSearch={(search) => show(withMallFilters(filters, { search }))} />
        <SortSelect value={filters.sort} onChange={(sort) => show(withMallFilters(filters, { sort }))} />
      </div>
      {filters.search ? (
        <p className="mall__results-for">
          {t.resultsFor(filters.search)}{' '}
          <button type="button" className="link-button" onClick={() => show(withMallFilters(filters, { search: undefined }))}>
            {t.clearSearch}
          </button>
        </p>
      ) : null}
      <p className="mall__count" aria-live="polite">
        {products.state === 'loaded' && total > 0 ? t.count(total) : ''}
      </p>
      <div aria-busy={products.state === 'loading'}>
        {products.state === 'loading' ? <CardGridSkeleton label={t.loading} /> : null}
        {products.state === 'failed' ? <LoadFailed text={t.loadFailed} onRetry={retry} /> : null}
        {products.state === 'loaded' ? <Loaded products={products.answer.data} total={total} filters={filters} /> : null}
      </div>
    </div>
  );
}

function Loaded({ products, total, filters }: { products: readonly Product[]; total: number; filters: MallFilters }) {
  const t = useMessages(mallMessages);
  if (products.length === 0) return <NoProducts total={total} filters={filters} />;
  return (
    <>
      <ul className="card-grid product-grid">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </ul>
      <Paging page={filters.page} pages={Math.ceil(total / MALL_PAGE_SIZE)} linkTo={(page) => ({ search: mallListSearch({ ...filters, page }) })} label={t.pages} />
    </>
  );
}

function NoProducts({ total, filters }: { total: number; filters: MallFilters }) {
  const t = useMessages(mallMessages);
  const common = useMessages(commonMessages);
  // An old or hand-made address can point past the last page.
  if (total > 0) {
    return (
      <EmptyState title={t.noneOnPage}>
        <AppLink to={{ search: mallListSearch({ ...filters, page: 1 }) }}>{common.firstPage}</AppLink>
      </EmptyState>
    );
  }
  if (hasMallFilters(filters)) {
    return (
      <EmptyState title={t.noMatch}>
        <AppLink to={{ search: '' }}>{t.showAllProducts}</AppLink>
      </EmptyState>
    );
  }
  return (
    <EmptyState title={t.empty}>
      <p>{t.emptyText}</p>
    </EmptyState>
  );
}
