import type { PageMeta } from '@nakshatra/contracts/client';
import type { ReactNode } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import type { Resource } from '../hooks/use-api-resource.hook';
import { AdminPager } from './admin-pager.component';
import { AdminTable } from './admin-table.component';

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

/** A back-office list page's table: its count, a page of rows (or what says none match) and the pager. */
export function PagedTable<T>({ list, retry, what, caption, count, empty, page, pageSize, onPage, columns, row }: PagedTableProps<T>) {
  const common = useMessages(adminMessages);
  const total = list.state === 'loaded' ? (list.answer.meta?.total ?? list.answer.data.length) : 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <AdminTable
      load={list}
      retry={retry}
      what={what}
      name={{ caption: common.captionPage(caption, page, pages) }}
      columns={columns}
      row={row}
      empty={<p className="admin-empty">{empty}</p>}
      above={<p className="admin-list__total">{count(total)}</p>}
      below={<AdminPager page={page} pages={pages} onPage={onPage} />}
    />
  );
}
