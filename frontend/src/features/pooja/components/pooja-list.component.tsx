import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/app-link.component';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton.component';
import { commonMessages } from '../../../components/common.messages';
import { EmptyState } from '../../../components/empty-state.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { PageMeta } from '../../../components/page-meta.component';
import { Paging } from '../../../components/paging.component';
import { useMessages } from '../../../lib/i18n/messages';
import { POOJA_PAGE_SIZE } from '../api/get-poojas.api';
import type { Pooja } from '../api/pooja';
import { usePoojas } from '../hooks/use-poojas.hook';
import { poojaListSearch, readPoojaPage } from '../lib/pooja-paths';
import { poojaMessages } from '../pooja.messages';
import { PoojaCard } from './pooja-card.component';
import '../pooja.css';

/** The poojas open for booking, a page at a time (the page in the address). */
export function PoojaList() {
  const t = useMessages(poojaMessages);
  const { search } = useLocation();
  const page = useMemo(() => readPoojaPage(new URLSearchParams(search)), [search]);
  const [poojas, retry] = usePoojas(page);
  const heading = useRef<HTMLHeadingElement>(null);

  // The paging links leave the page with the list they sat under; the heading is where the new page starts.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    heading.current?.focus();
  }, [page]);

  const total = poojas.state === 'loaded' ? (poojas.answer.meta?.total ?? poojas.answer.data.length) : 0;

  return (
    <div className="poojas">
      <PageMeta title={`${t.title} · Nakshatra`} description={t.description} />
      <header className="poojas__header">
        <h1 className="poojas__title" ref={heading} tabIndex={-1}>
          {t.title}
        </h1>
        <p className="poojas__lead">{t.lead}</p>
      </header>
      <p className="poojas__count" aria-live="polite">
        {poojas.state === 'loaded' && total > 0 ? t.count(total) : ''}
      </p>
      <div aria-busy={poojas.state === 'loading'}>
        {poojas.state === 'loading' ? <CardGridSkeleton label={t.loading} /> : null}
        {poojas.state === 'failed' ? <LoadFailed text={t.loadFailed} onRetry={retry} /> : null}
        {poojas.state === 'loaded' ? <Loaded poojas={poojas.answer.data} total={total} page={page} /> : null}
      </div>
    </div>
  );
}

function Loaded({ poojas, total, page }: { poojas: readonly Pooja[]; total: number; page: number }) {
  const t = useMessages(poojaMessages);
  const common = useMessages(commonMessages);
  if (poojas.length === 0) {
    // An old or hand-made address can point past the last page.
    return total > 0 ? (
      <EmptyState title={t.noneOnPage}>
        <AppLink to={{ search: '' }}>{common.firstPage}</AppLink>
      </EmptyState>
    ) : (
      <EmptyState title={t.empty}>
        <p>{t.emptyText}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="card-grid">
        {poojas.map((pooja) => (
          <PoojaCard key={pooja.id} pooja={pooja} />
        ))}
      </ul>
      <Paging page={page} pages={Math.ceil(total / POOJA_PAGE_SIZE)} linkTo={(next) => ({ search: poojaListSearch(next) })} label={t.pages} />
    </>
  );
}
