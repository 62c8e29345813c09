import { useEffect, useRef } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton.component';
import { commonMessages } from '../../../components/common.messages';
import { EmptyState } from '../../../components/empty-state.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { PageMeta } from '../../../components/page-meta.component';
import { Paging } from '../../../components/paging.component';
import { SearchBox } from '../../../components/search-box.component';
import { useMessages } from '../../../lib/i18n/messages';
import type { Astrologer } from '../api/astrologer';
import { ASTROLOGER_PAGE_SIZE } from '../api/get-astrologers.api';
import { astrologersMessages } from '../astrologers.messages';
import { useAstrologerFilters } from '../hooks/use-astrologer-filters.hook';
import { useAstrologers } from '../hooks/use-astrologers.hook';
import { astrologerListSearch, hasAstrologerFilters, withAstrologerFilters, withoutAstrologerFilters, type AstrologerFilters as Filters, type ConsultMode } from '../lib/astrologer-filters';
import { AstrologerCards } from './astrologer-card.component';
import { AstrologerFilters } from './astrologer-filters.component';
import '../astrologers.css';

/** get_astrologer answers this while consultations are planned (issue #7): nobody can be consulted yet, which is no failure. */
const NOT_SERVED_YET = 501;

/** Astrologers to chat with or to call: filters, sort and page in the address. */
export function AstrologerList({ mode }: { mode: ConsultMode }) {
  const t = useMessages(astrologersMessages);
  const [filters, show] = useAstrologerFilters();
  const [astrologers, retry] = useAstrologers(mode, filters);
  const heading = useRef<HTMLHeadingElement>(null);

  // The paging links leave the page with the list they sat under; the heading is where the new page starts.
  const shownPage = useRef(filters.page);
  useEffect(() => {
    if (shownPage.current === filters.page) return;
    shownPage.current = filters.page;
    heading.current?.focus();
  }, [filters.page]);

  const [title, lead, description] = [t[`${mode}Title`], t[`${mode}Lead`], t[`${mode}Description`]];
  const total = astrologers.state === 'loaded' ? (astrologers.answer.meta?.total ?? astrologers.answer.data.length) : 0;
  const notServed = astrologers.state === 'failed' && astrologers.errorStatus === NOT_SERVED_YET;

  return (
    <div className="astrologers">
      <PageMeta title={`${title} · Nakshatra`} description={description} />
      <header className="astrologers__header">
        <h1 className="astrologers__title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p className="astrologers__lead">{lead}</p>
        <p className="astrologers__soon">{t.consultSoon}</p>
      </header>
      <SearchBox label={t.searchLabel} placeholder={t.searchPlaceholder} value={filters.search ?? ''} onSearch={(search) => show(withAstrologerFilters(filters, { search: search || undefined }))} />
      <AstrologerFilters filters={filters} onChange={show} />
      <p className="astrologers__count" aria-live="polite">
        {astrologers.state === 'loaded' && total > 0 ? t.count(total) : ''}
      </p>
      <div aria-busy={astrologers.state === 'loading'}>
        {astrologers.state === 'loading' ? <CardGridSkeleton label={t.loading} /> : null}
        {astrologers.state === 'failed' && !notServed ? <LoadFailed text={t.loadFailed} onRetry={retry} /> : null}
        {notServed ? <NoneAvailable /> : null}
        {astrologers.state === 'loaded' ? <Loaded mode={mode} astrologers={astrologers.answer.data} total={total} filters={filters} onChange={show} /> : null}
      </div>
    </div>
  );
}

interface LoadedProps {
  readonly mode: ConsultMode;
  readonly astrologers: readonly Astrologer[];
  readonly total: number;
  readonly filters: Filters;
  readonly onChange: (next: Filters) => void;
}

function Loaded({ mode, astrologers, total, filters, onChange }: LoadedProps) {
  const t = useMessages(astrologersMessages);
  const common = useMessages(commonMessages);
  if (astrologers.length > 0) {
    return (
      <>
        <AstrologerCards astrologers={astrologers} mode={mode} />
        <Paging
          page={filters.page}
          pages={Math.ceil(total / ASTROLOGER_PAGE_SIZE)}
          linkTo={(page) => ({ search: astrologerListSearch({ ...filters, page }) })}
          label={t.pages}
        />
      </>
    );
  }
  // An old or hand-made address can point past the last page.
  if (total > 0) {
    return (
      <EmptyState title={t.noneOnPage}>
        <AppLink to={{ search: astrologerListSearch({ ...filters, page: 1 }) }}>{common.firstPage}</AppLink>
      </EmptyState>
    );
  }
  if (hasAstrologerFilters(filters)) {
    return (
      <EmptyState title={t.noMatch}>
        <button type="button" className="button button--secondary" onClick={() => onChange(withoutAstrologerFilters(filters))}>
          {t.clearFilters}
        </button>
      </EmptyState>
    );
  }
  return <NoneAvailable />;
}

function NoneAvailable() {
  const t = useMessages(astrologersMessages);
  return (
    <EmptyState title={t.noneAvailable}>
      <p>{t.noneAvailableText}</p>
      <AppLink className="button" to="/astrologer-register">
        {t.registerLink}
      </AppLink>
    </EmptyState>
  );
}
