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
import { ORDERS_PAGE_SIZE, type OrderRecord } from '../api/get-user-orders.api';
import { useUserOrders } from '../hooks/use-user-orders.hook';
import { ORDER_TABS, orderViewSearch, readOrderView, type OrderTab, type OrderView } from '../lib/order-view';
import { ordersMessages } from '../orders.messages';
import { OrderRow } from './order-row.component';
import '../orders.css';

/** get_user_order answers this while orders are planned (issue #6): nobody has any yet, which is no failure. */
const NOT_SERVED_YET = 501;

/** Where each empty tab leads: somewhere to make the first entry of that kind. */
const NEXT_STEP: Record<OrderTab, string> = { orders: '/mall', recharges: '/recharge', consultations: '/chat-with-astrologer' };

/** The logged-in user's history by kind (orders, recharges, consultations), the tab and page in the address. */
export function OrderHistory({ userId }: { userId: string }) {
  const t = useMessages(ordersMessages);
  const { search } = useLocation();
  const view = useMemo(() => readOrderView(new URLSearchParams(search)), [search]);
  const [orders, retry] = useUserOrders(userId, view);
  const notServed = orders.state === 'failed' && orders.errorStatus === NOT_SERVED_YET;

  return (
    <div className="order-history">
      <PageMeta title={`${t.title} · Nakshatra`} description={t.description} />
      <h1>{t.title}</h1>
      <nav className="order-tabs" aria-label={t.kinds}>
        <ul className="order-tabs__list">
          {ORDER_TABS.map((tab) => (
            <li key={tab}>
              <AppLink
                className={tab === view.tab ? 'order-tab order-tab--current' : 'order-tab'}
                to={{ search: orderViewSearch({ tab, page: 1 }) }}
                aria-current={tab === view.tab ? 'page' : undefined}
              >
                {t[`tab_${tab}`]}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <div aria-busy={orders.state === 'loading'}>
        {orders.state === 'loading' ? <CardGridSkeleton label={t.loading} count={3} /> : null}
        {orders.state === 'failed' && !notServed ? <LoadFailed text={t.loadFailed} onRetry={retry} /> : null}
        {notServed ? <NothingYet tab={view.tab} /> : null}
        {orders.state === 'loaded' ? <Loaded orders={orders.answer.data} total={orders.answer.meta?.total ?? orders.answer.data.length} view={view} /> : null}
      </div>
    </div>
  );
}

function Loaded({ orders, total, view }: { orders: readonly OrderRecord[]; total: number; view: OrderView }) {
  const t = useMessages(ordersMessages);
  const common = useMessages(commonMessages);
  if (orders.length === 0 && total > 0) {
    // An old or hand-made address can point past the last page.
    return (
      <EmptyState title={common.nothingOnPage}>
        <AppLink to={{ search: orderViewSearch({ ...view, page: 1 }) }}>{common.firstPage}</AppLink>
      </EmptyState>
    );
  }
  if (orders.length === 0) return <NothingYet tab={view.tab} />;
  return (
    <>
      <ul className="order-list">
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
      <Paging page={view.page} pages={Math.ceil(total / ORDERS_PAGE_SIZE)} linkTo={(page) => ({ search: orderViewSearch({ ...view, page }) })} label={t.pages} />
    </>
  );
}

function NothingYet({ tab }: { tab: OrderTab }) {
  const t = useMessages(ordersMessages);
  return (
    <EmptyState title={t[`empty_${tab}`]}>
      <AppLink className="button" to={NEXT_STEP[tab]}>
        {t[`next_${tab}`]}
      </AppLink>
    </EmptyState>
  );
}
