import type { TransactionView } from '@nakshatra/contracts';
import { useId } from 'react';
import { getTransactions, transactionsCsvUrl } from '../api/wallet-admin.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useQueryParams } from '../hooks/use-query-params.hook';
import { FILTER_NAMES, readTransactionFilters, transactionQuery, TRANSACTIONS_PAGE_SIZE, type TransactionFilters } from '../lib/transaction-filters';
import { AdminPager } from './admin-pager.component';
import { AdminTransactionTable } from './admin-transaction-table.component';
import { LoadFailure, Loading } from './load-failure.component';
import { TransactionFiltersForm } from './transaction-filters-form.component';

/** Everyone's transactions: filters (user, type, status, days, amounts) and the page in the address; the same list as CSV. */
export function TransactionsPage() {
  const [params, setParams] = useQueryParams();
  const headingId = useId();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filters = readTransactionFilters(params);
  const query = transactionQuery(filters, page);
  const [list, retry] = useApiResource<TransactionView[]>(`transactions?${JSON.stringify(query)}`, (signal) => getTransactions(query, signal));

  const apply = (next: TransactionFilters) => {
    const search = new URLSearchParams();
    for (const name of FILTER_NAMES) if (next[name] !== '') search.set(name, next[name]);
    setParams(search);
  };
  const goTo = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 1) search.set('page', String(next));
    else search.delete('page');
    setParams(search);
  };

  const total = list.state === 'loaded' ? (list.answer.meta?.total ?? list.answer.data.length) : 0;
  const pages = Math.max(1, Math.ceil(total / TRANSACTIONS_PAGE_SIZE));

  return (
    <section aria-labelledby={headingId}>
      <title>Transactions · Admin · Nakshatra</title>
      <div className="admin-heading">
        <h1 id={headingId}>Transactions</h1>
        <a className="admin-button admin-button--quiet" href={transactionsCsvUrl(query)} download>
          Download CSV
        </a>
      </div>
      <TransactionFiltersForm key={params.toString()} filters={filters} onApply={apply} />
      {list.state === 'loading' ? <Loading what="transactions" /> : null}
      {list.state === 'failed' ? <LoadFailure what="The transactions" errorStatus={list.errorStatus} message={list.message} onRetry={retry} /> : null}
      {list.state === 'loaded' ? (
        <>
          <p className="admin-list__total" role="status">
            {total === 1 ? '1 transaction' : `${total} transactions`}
          </p>
          {list.answer.data.length === 0 ? (
            <p className="admin-empty">No transactions match.</p>
          ) : (
            <AdminTransactionTable transactions={list.answer.data} caption={`Transactions, page ${page} of ${pages}`} showUser />
          )}
          <AdminPager page={page} pages={pages} onPage={goTo} />
        </>
      ) : null}
    </section>
  );
}
