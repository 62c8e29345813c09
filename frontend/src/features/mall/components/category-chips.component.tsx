import { AppLink } from '../../../components/app-link.component';
import { useMessages } from '../../../lib/i18n/messages';
import type { ProductCategory } from '../api/product';
import { mallListSearch, withMallFilters, type MallFilters } from '../lib/mall-filters';
import { mallMessages } from '../mall.messages';

/**
 * The categories as links (each a shareable address) that keep the search and the sort; the one
 * shown is marked. Before the categories arrive (or if they fail) only "All" shows: the products
 * do not depend on them.
 */
export function CategoryChips({ categories, filters }: { categories: readonly ProductCategory[]; filters: MallFilters }) {
  const t = useMessages(mallMessages);
  const chips = [{ id: undefined, title: t.allCategories }, ...categories.map(({ id, title }) => ({ id, title }))];
  return (
    <nav className="category-chips" aria-label={t.categories}>
      <ul className="category-chips__list">
        {chips.map(({ id, title }) => {
          const current = filters.category_id === id;
          return (
            <li key={id ?? 'all'}>
              <AppLink
                className={current ? 'category-chip category-chip--current' : 'category-chip'}
                to={{ pathname: '/mall', search: mallListSearch(withMallFilters(filters, { category_id: id })) }}
                aria-current={current ? 'true' : undefined}
              >
                {title}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
