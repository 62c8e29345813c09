import { ORDER_STATUSES, type OrderAction, type OrderKind, type OrderStatus, type OrderView } from '@nakshatra/contracts';
import { useId, useState } from 'react';
import { orderStatusMessages } from '../../../components/order-status/order-status.messages';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { adminOrdersMessages } from '../admin-orders.messages';
import { getOrdersAdmin } from '../api/orders-admin.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useStatusListParams } from '../hooks/use-query-params.hook';
import type { Notice } from '../lib/notice';
import { pageOf } from '../lib/one-of';
import { nextActions } from '../lib/order-actions';
import { StatusFilterBar } from './admin-list-filters.component';
import { OrderActionDialog } from './order-action-dialog.component';
import { PagedTable } from './paged-table.component';
import { WriteNotice } from './write-notice.component';

const PAGE_SIZE = 20;

/** The statuses each kind passes through, for the filter. */
const STATUSES_OF: Record<OrderKind, readonly OrderStatus[]> = {
  product: ORDER_STATUSES.filter((status) => status !== 'performed'),
  pooja: ORDER_STATUSES.filter((status) => !['packed', 'shipped', 'delivered'].includes(status)),
};

/**
 * Astro Mall orders or pooja bookings for admins (docs/orders.md, "Fulfilment"): newest first, the
 * confirmed ones first to hand, each with its customer's name and phone, what was bought and where
 * it goes (or for whom and when the pooja is), and the next steps as buttons.
 */
export function OrdersPage({ kind }: { kind: OrderKind }) {
  const t = useMessages(adminOrdersMessages);
  const statusText = useMessages(orderStatusMessages);
  const common = useMessages(adminMessages);
  const { language } = useLanguage();
  const headingId = useId();
  // Confirmed (to be handled) first; `all` shows every status.
  const { params, update, status, chooseStatus } = useStatusListParams('paid', STATUSES_OF[kind]);
  const page = pageOf(params);
  const query = { page, limit: PAGE_SIZE, kind, ...(status ? { status } : {}) };
  const [list, retry] = useApiResource(`orders?${JSON.stringify(query)}`, (signal) => getOrdersAdmin(query, signal));
  const [acting, setActing] = useState<{ order: OrderView; action: OrderAction }>();
  const [message, setMessage] = useState<Notice>();
  const title = kind === 'pooja' ? t.poojaBookings : t.orders;
  const actionLabel: Record<OrderAction, string> = { pack: t.pack, ship: t.ship, deliver: t.deliver, perform: t.perform, cancel: kind === 'pooja' ? t.cancelBooking : t.cancel };

  const summaryOf = (order: OrderView) =>
    order.booking ? `${order.lines[0]?.title ?? ''} · ${t.bookingDetail(order.booking.name, order.booking.date)}` : order.lines.map((line) => t.line(line.title, line.quantity)).join(', ');
  const customerOf = (order: OrderView) => [order.customer?.name || t.noName, order.customer?.phone].filter(Boolean).join(' · ');

  return (
    <section aria-labelledby={headingId}>
      <title>{common.pageTitle(title)}</title>
      <h1 id={headingId}>{title}</h1>
      <StatusFilterBar id={`admin-${kind}-status`} label={t.show} value={status} options={STATUSES_OF[kind].map((value) => [value, statusText[`status_${value}`]] as const)} onChange={chooseStatus} />
      <WriteNotice notice={message} />
      <PagedTable
        list={list}
        retry={retry}
        what={kind === 'pooja' ? t.someBookings : t.someOrders}
        caption={title}
        count={kind === 'pooja' ? t.bookingCount : t.orderCount}
        empty={kind === 'pooja' ? t.noBookings : t.noOrders}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => update({ page: String(next) })}
        columns={[t.customer, t.placedAt, kind === 'pooja' ? t.pooja : t.items, kind === 'pooja' ? t.bookedFor : t.shipTo, t.total, t.status, common.action]}
        row={(order) => (
          <tr key={order.id}>
            <th scope="row">{customerOf(order)}</th>
            <td>
              <time dateTime={order.created_at}>{formatIstDateTime(order.created_at, language)}</time>
            </td>
            <td>{order.booking ? order.lines[0]?.title : order.lines.map((line) => t.line(line.title, line.quantity)).join(', ')}</td>
            <td>
              {order.shipping ? <Address shipping={order.shipping} /> : null}
              {order.booking ? (
                <>
                  {t.bookingDetail(order.booking.name, order.booking.date)}
                  {order.booking.gotra ? <div>{t.gotra(order.booking.gotra)}</div> : null}
                </>
              ) : null}
            </td>
            <td>{formatRupees(order.total)}</td>
            <td>
              {statusText[`status_${order.status}`]}
              {order.carrier && order.tracking_number ? <div>{t.tracking(order.carrier, order.tracking_number)}</div> : null}
              {order.refunded_amount > 0 ? <div>{t.refunded(formatRupees(order.refunded_amount))}</div> : null}
            </td>
            <td>
              <div className="admin-actions">
                {nextActions(order).map((action) => (
                  <button
                    key={action}
                    type="button"
                    className={action === 'cancel' ? 'admin-button admin-button--danger' : 'admin-button'}
                    aria-label={t.actionFor(actionLabel[action], customerOf(order))}
                    onClick={() => setActing({ order, action })}
                  >
                    {actionLabel[action]}
                  </button>
                ))}
              </div>
            </td>
          </tr>
        )}
      />
      {acting ? (
        <OrderActionDialog
          order={acting.order}
          action={acting.action}
          summary={summaryOf(acting.order)}
          onClose={() => setActing(undefined)}
          onDone={(done) => {
            setActing(undefined);
            setMessage(done);
            retry();
          }}
        />
      ) : null}
    </section>
  );
}

function Address({ shipping }: { shipping: NonNullable<OrderView['shipping']> }) {
  return (
    <address>
      {shipping.name}, {shipping.phone}
      <br />
      {shipping.address_line}, {shipping.city}, {shipping.state} {shipping.pincode}
    </address>
  );
}
