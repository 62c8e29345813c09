import type { ReactNode } from 'react';
import type { Resource } from '../hooks/use-api-resource.hook';
import { LoadFailure, Loading } from './load-failure.component';

interface AdminTableProps<T, M> {
  readonly load: Resource<readonly T[], M>;
  readonly retry: () => void;
  /** What the list holds, inside a sentence ("users"): for loading and failure. */
  readonly what: string;
  /** What names the table: a caption (read, not shown), or the id of the heading above it. */
  readonly name: { readonly caption: string } | { readonly labelledBy: string };
  readonly columns: readonly string[];
  /** One item's row: a <tr> with its key. */
  readonly row: (item: T) => ReactNode;
  /** Shown in place of the table when the load holds no rows. */
  readonly empty: ReactNode;
  /** Shown above and below the rows once they are loaded (a count, a pager). */
  readonly above?: ReactNode;
  readonly below?: ReactNode;
}

/** A back-office table of loaded rows in each of its states: loading, failed with a retry, empty, or the rows. */
export function AdminTable<T, M>({ load, retry, what, name, columns, row, empty, above, below }: AdminTableProps<T, M>) {
  if (load.state === 'loading') return <Loading what={what} />;
  if (load.state === 'failed') return <LoadFailure what={what} failure={load.failure} onRetry={retry} />;
  const rows = load.answer.data;
  return (
    <>
      {above}
      {rows.length === 0 ? (
        empty
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table" aria-labelledby={'labelledBy' in name ? name.labelledBy : undefined}>
            {'caption' in name ? <caption className="visually-hidden">{name.caption}</caption> : null}
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{rows.map(row)}</tbody>
          </table>
        </div>
      )}
      {below}
    </>
  );
}
