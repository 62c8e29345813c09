import type { PageMeta } from '@nakshatra/contracts/client';
import { useId, useState, type ReactNode } from 'react';
import { LoadFailed } from '../../../components/load-failed.component';
import type { ApiResult } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { useApiLoad } from '../../../lib/use-api-load.hook';
import { ordersMessages } from '../orders.messages';

/** A page of the section's rows, with what the content needs to name it and to load it again after a write. */
export interface LoadedPage<T> {
  readonly rows: readonly T[];
  readonly page: number;
  readonly pages: number;
  readonly retry: () => void;
}

interface PagedSectionProps<T> {
  readonly className: string;
  readonly heading: string;
  readonly loading: string;
  readonly failed: string;
  /** Names the Newer / Older navigation ("Order pages"). */
  readonly pagesLabel: string;
  readonly pageSize: number;
  /** Names what a page's load holds: the same key, the same load. */
  readonly loadKey: (page: number) => string;
  readonly load: (page: number, signal: AbortSignal) => Promise<ApiResult<readonly T[], PageMeta | undefined>>;
  readonly children: (loaded: LoadedPage<T>) => ReactNode;
}

/**
 * A list of the order history above the transactions (your orders, your consultations): loading,
 * failed with a retry, nothing at all when there is none, or the heading, a page of it and Newer /
 * Older. The page is the section's own (the address holds the transactions' page).
 */
export function PagedSection<T>({ className, heading, loading, failed, pagesLabel, pageSize, loadKey, load, children }: PagedSectionProps<T>) {
  const t = useMessages(ordersMessages);
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [list, retry] = useApiLoad(loadKey(page), (signal) => load(page, signal));
  if (list.state === 'loading') return <p aria-busy="true">{loading}</p>;
  if (list.state === 'failed') return <LoadFailed text={failed} onRetry={retry} />;
  const rows = list.answer.data;
  const total = list.answer.meta?.total ?? rows.length;
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children({ rows, page, pages, retry })}
      {pages > 1 ? (
        <nav className="paged-section__pages" aria-label={pagesLabel}>
          <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t.newer}
          </button>
          <span>{t.pageOf(page, pages)}</span>
          <button type="button" className="button button--secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t.older}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
