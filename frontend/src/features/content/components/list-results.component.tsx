import { Fragment, type ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton.component';
import { commonMessages } from '../../../components/common.messages';
import { EmptyState } from '../../../components/empty-state.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { Paging } from '../../../components/paging.component';
import type { ApiLoad } from '../../../lib/use-api-load.hook';
import { useMessages } from '../../../lib/i18n/messages';
import type { SectionItem } from '../api/content-items';
import { CONTENT_PAGE_SIZE } from '../api/get-content-list.api';
import { contentMessages, type Nouns } from '../content.messages';
import { hasFilters, listSearch, type ListFilters } from '../lib/list-filters';

interface ListResultsProps {
  readonly list: ApiLoad<readonly SectionItem[]>;
  readonly retry: () => void;
  readonly filters: ListFilters;
  readonly nouns: Nouns;
  readonly renderItem: (item: SectionItem) => ReactNode;
}

/** A page of a list in each of its states: skeleton, failure with retry, empty, or the cards with paging. */
export function ListResults({ list, retry, filters, nouns, renderItem }: ListResultsProps) {
  const t = useMessages(contentMessages);
  const total = list.state === 'loaded' ? (list.answer.meta?.total ?? list.answer.data.length) : 0;
  return (
    <>
      <p className="content-list__count" aria-live="polite">
        {list.state === 'loaded' && total > 0 ? t.count(total, nouns) : ''}
      </p>
      <div aria-busy={list.state === 'loading'}>
        {list.state === 'loading' ? <CardGridSkeleton label={t.loadingList(nouns)} /> : null}
        {list.state === 'failed' ? <LoadFailed text={t.listFailed(nouns)} onRetry={retry} /> : null}
        {list.state === 'loaded' && list.answer.data.length === 0 ? <NoItems total={total} filters={filters} nouns={nouns} /> : null}
        {list.state === 'loaded' && list.answer.data.length > 0 ? (
          <>
            <ul className="card-grid">{list.answer.data.map((item) => (
                <Fragment key={item.id}>{renderItem(item)}</Fragment>
              ))}</ul>
            <Paging page={filters.page} pages={Math.ceil(total / CONTENT_PAGE_SIZE)} linkTo={(page) => ({ search: listSearch({ ...filters, page }) })} label={t.pages(nouns)} />
          </>
        ) : null}
      </div>
    </>
  );
}

function NoItems({ total, filters, nouns }: { total: number; filters: ListFilters; nouns: Nouns }) {
  const t = useMessages(contentMessages);
  const common = useMessages(commonMessages);
  // An old or hand-made address can point past the last page.
  if (total > 0) {
    return (
      <EmptyState title={common.nothingOnPage}>
        <AppLink to={{ search: listSearch({ ...filters, page: 1 }) }}>{common.firstPage}</AppLink>
      </EmptyState>
    );
  }
  if (hasFilters(filters)) {
    return (
      <EmptyState title={t.noMatches(nouns)}>
        <AppLink to={{ search: '' }}>{t.showAll(nouns)}</AppLink>
      </EmptyState>
    );
  }
  return <EmptyState title={t.emptyList(nouns)} />;
}
