import type { ReactNode, RefObject } from 'react';
import type { ApiLoad } from '../../../lib/use-api-load.hook';
import { useMessages } from '../../../lib/i18n/messages';
import type { SectionItem } from '../api/content-items';
import { contentMessages, type Nouns } from '../content.messages';
import { SearchBox } from '../../../components/search-box.component';
import { useFocusOnChange } from '../hooks/use-focus-on-change.hook';
import { withoutFilter, type FilterName, type ListFilters } from '../lib/list-filters';
import { FilterChips } from './filter-chips.component';
import { ListResults } from './list-results.component';

interface SearchableListProps {
  readonly filters: ListFilters;
  readonly show: (next: ListFilters) => void;
  /** The page's heading, where focus goes when the list is replaced under the visitor. */
  readonly heading: RefObject<HTMLHeadingElement | null>;
  readonly list: ApiLoad<readonly SectionItem[]>;
  readonly retry: () => void;
  readonly nouns: Nouns;
  readonly renderItem: (item: SectionItem) => ReactNode;
  /** Shown between the search and the results (the collections of a section). */
  readonly children?: ReactNode;
}

/** Title search and filter chips over a page of results. */
export function SearchableList({ filters, show, heading, list, retry, nouns, renderItem, children }: SearchableListProps) {
  const t = useMessages(contentMessages);
  useFocusOnChange(filters.page, heading);

  const removeFilter = (name: FilterName) => {
    show(withoutFilter(filters, name));
    heading.current?.focus();
  };

  return (
    <>
      <div className="content-list__tools">
        <SearchBox label={t.searchLabel(nouns)} placeholder={t.searchPlaceholder} value={filters.search ?? ''} onSearch={(search) => show({ ...filters, page: 1, search })} />
        <FilterChips filters={filters} onRemove={removeFilter} />
      </div>
      {children}
      <ListResults list={list} retry={retry} filters={filters} nouns={nouns} renderItem={renderItem} />
    </>
  );
}
