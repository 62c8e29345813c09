import type { PageMeta } from '@nakshatra/contracts/client';
import type { ReactNode } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import type { Resource } from '../hooks/use-api-resource.hook';
import { AdminPager } from './admin-pager.component';
import { LoadFailure, Loading } from './load-failure.component';

interface PagedTableProps<T> {
  readonly list: Resource<readonly T[], PageMeta | undefined>;
  readonly retry: () => void;
  /** What the list holds, inside a sentence ("users"): for loading and failure. */
  readonly what: string;
  /** What the table is called ("Users"): its caption, with the page. */
  readonly caption: string;
  readonly count: (total: number) => string;
  /** Said when nothing matches. */
  readonly empty: string;
  readonly page: number;
  readonly pageSize: number;
  readonly onPage: (page: number) => void;
  readonly columns: readonly string[];
  /** One item's row: a <tr> with its key, the first cell a row header. */
  readonly row: (item: T) => ReactNode;
}

/** A back-office list in each of its states: loading, failed with a retry, empty, or a page of rows with the pager. */
export function PagedTable<T>({ list, retry, what, caption, count, empty, page, pageSize, onPage, columns, row }: PagedTableProps<T>) {
  const common = useMessages(adminMessages);
  if (list.state === 'loading') return <Loading what={what} />;
  if (list.state === 'failed') return <LoadFailure what={what} failure={list.failure} onRetry={retry} />;
  const total = list.answer.meta?.total ?? list.answer.data.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <p className="admin-list__total">{count(total)}</p>
      {list.answer.data.length === 0 ? (
        <p className="admin-empty">{empty}</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">{common.captionPage(caption, page, pages)}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{list.answer.data.map(row)}</tbody>
          </table>
        </div>
      )}
      <AdminPager page={page} pages={pages} onPage={onPage} />
    </>
  );
}
