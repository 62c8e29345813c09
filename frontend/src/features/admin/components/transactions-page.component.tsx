import { useId } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { moneyMessages } from '../admin-money.messages';
import { getTransactions, transactionsCsvUrl } from '../api/wallet-admin.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useQueryParams } from '../hooks/use-query-params.hook';
import { pageOf } from '../lib/one-of';
import { FILTER_NAMES, readTransactionFilters, transactionQuery, TRANSACTIONS_PAGE_SIZE, type TransactionFilters } from '../lib/transaction-filters';
import { AdminPager } from './admin-pager.component';
import { AdminTransactionTable } from './admin-transaction-table.component';
import { LoadFailure, Loading } from './load-failure.component';
import { TransactionFiltersForm } from './transaction-filters-form.component';

/** Everyone's transactions: filters (user, type, status, days, amounts) and the page in the address; the same list as CSV. */
export function TransactionsPage() {
  const t = useMessages(moneyMessages);
  const common = useMessages(adminMessages);
  const [params, setParams] = useQueryParams();
  const headingId = useId();
  const page = pageOf(params);
  const filters = readTransactionFilters(params);
  const query = transactionQuery(filters, page);
  const [list, retry] = useApiResource(`transactions?${JSON.stringify(query)}`, (signal) => getTransactions(query, signal));

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
      <title>{common.pageTitle(common.transactions)}</title>
      <div className="admin-heading">
        <h1 id={headingId}>{common.transactions}</h1>
        <a className="admin-button admin-button--quiet" href={transactionsCsvUrl(query)} download>
          {t.downloadCsv}
        </a>
      </div>
      <TransactionFiltersForm key={params.toString()} filters={filters} onApply={apply} />
      {list.state === 'loading' ? <Loading what={t.someTransactions} /> : null}
      {list.state === 'failed' ? <LoadFailure what={t.someTransactions} failure={list.failure} onRetry={retry} /> : null}
      {list.state === 'loaded' ? (
        <>
          <p className="admin-list__total" role="status">
            {t.transactionCount(total)}
          </p>
          {list.answer.data.length === 0 ? (
            <p className="admin-empty">{t.noTransactionsMatch}</p>
          ) : (
            <AdminTransactionTable transactions={list.answer.data} caption={common.captionPage(common.transactions, page, pages)} showUser />
          )}
          <AdminPager page={page} pages={pages} onPage={goTo} />
        </>
      ) : null}
    </section>
  );
}
