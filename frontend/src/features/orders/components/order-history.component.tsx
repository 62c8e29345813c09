import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/app-link.component';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton.component';
import { commonMessages } from '../../../components/common.messages';
import { EmptyState } from '../../../components/empty-state.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { PageMeta } from '../../../components/page-meta.component';
import { Paging } from '../../../components/paging.component';
import { useMessages } from '../../../lib/i18n/messages';
import type { TransactionView } from '@nakshatra/contracts';
import { HISTORY_PAGE_SIZE } from '../api/get-transactions.api';
import { useTransactions } from '../hooks/use-transactions.hook';
import { hasFilters, HISTORY_TABS, historyViewSearch, readHistoryView, type HistoryTab, type HistoryView } from '../lib/history-view';
import { ordersMessages } from '../orders.messages';
import { ConsultationList } from './consultation-list.component';
import { HistoryFilters } from './history-filters.component';
import { OrderList } from './order-list.component';
import { TransactionTable } from './transaction-table.component';
import '../orders.css';

/** Where each empty tab leads: somewhere to make the first entry of that kind. */
const NEXT_STEP: Partial<Record<HistoryTab, { readonly to: string; readonly label: 'next_recharge' | 'next_consult' }>> = {
  all: { to: '/recharge', label: 'next_recharge' },
  recharges: { to: '/recharge', label: 'next_recharge' },
  debits: { to: '/chat-with-astrologer', label: 'next_consult' },
};

/** The logged-in user's wallet history by kind, status and dates, a page at a time; all of it in the address. */
export function OrderHistory({ userId }: { userId: string }) {
  const t = useMessages(ordersMessages);
  const { search } = useLocation();
  const view = useMemo(() => readHistoryView(new URLSearchParams(search)), [search]);
  const [transactions, retry] = useTransactions(userId, view);

  return (
    <div className="order-history">
      <PageMeta title={`${t.title} · Nakshatra`} description={t.description} />
      <h1>{t.title}</h1>
      <nav className="order-tabs" aria-label={t.kinds}>
        <ul className="order-tabs__list">
          {HISTORY_TABS.map((tab) => (
            <li key={tab}>
              <AppLink
                className={tab === view.tab ? 'order-tab order-tab--current' : 'order-tab'}
                to={{ search: historyViewSearch({ ...view, tab, page: 1 }) }}
                aria-current={tab === view.tab ? 'page' : undefined}
              >
                {t[`tab_${tab}`]}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <OrderList userId={userId} />
      <ConsultationList />
      <h2 className="order-history__transactions">{t.transactions}</h2>
      <HistoryFilters key={search} view={view} />
      <div aria-busy={transactions.state === 'loading'}>
        {transactions.state === 'loading' ? <CardGridSkeleton label={t.loading} count={3} /> : null}
        {transactions.state === 'failed' ? <LoadFailed text={t.loadFailed} onRetry={retry} /> : null}
        {transactions.state === 'loaded' ? (
          <Loaded transactions={transactions.answer.data} total={transactions.answer.meta?.total ?? transactions.answer.data.length} view={view} />
        ) : null}
      </div>
    </div>
  );
}

function Loaded({ transactions, total, view }: { transactions: readonly TransactionView[]; total: number; view: HistoryView }) {
  const t = useMessages(ordersMessages);
  const common = useMessages(commonMessages);
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  if (transactions.length === 0 && total > 0) {
    // An old or hand-made address can point past the last page.
    return (
      <EmptyState title={common.nothingOnPage}>
        <AppLink to={{ search: historyViewSearch({ ...view, page: 1 }) }}>{common.firstPage}</AppLink>
      </EmptyState>
    );
  }
  if (transactions.length === 0) return <NothingYet view={view} />;
  return (
    <>
      <TransactionTable transactions={transactions} caption={t.caption(view.page, pages)} />
      <Paging page={view.page} pages={pages} linkTo={(page) => ({ search: historyViewSearch({ ...view, page }) })} label={t.pages} />
    </>
  );
}

function NothingYet({ view }: { view: HistoryView }) {
  const t = useMessages(ordersMessages);
  if (hasFilters(view)) {
    return (
      <EmptyState title={t.noMatch}>
        <AppLink to={{ search: historyViewSearch({ tab: view.tab, status: '', from: '', to: '', page: 1 }) }}>{t.clearFilters}</AppLink>
      </EmptyState>
    );
  }
  const next = NEXT_STEP[view.tab];
  return (
    <EmptyState title={t[`empty_${view.tab}`]}>
      {next ? (
        <AppLink className="button" to={next.to}>
          {t[next.label]}
        </AppLink>
      ) : null}
    </EmptyState>
  );
}
