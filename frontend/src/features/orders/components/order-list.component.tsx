import type { OrderView } from '@nakshatra/contracts';
import { useState } from 'react';
import { orderStatusMessages } from '../../../components/order-status/order-status.messages';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { getMyOrders, ORDERS_PAGE_SIZE } from '../api/my-orders.api';
import { myOrdersMessages } from '../my-orders.messages';
import { CancelOrderDialog } from './cancel-order-dialog.component';
import { PagedSection } from './paged-section.component';

/**
 * Your Astro Mall orders and pooja bookings on the order history: what you bought, where it goes (or
 * for whom and when the pooja is), its status — with the carrier and tracking number once shipped,
 * the temple's note and photo or video once a pooja is performed, the refund once cancelled — and
 * Cancel while it is only confirmed. Nothing at all when you have none.
 */
export function OrderList({ userId }: { userId: string }) {
  const t = useMessages(myOrdersMessages);
  const [cancelling, setCancelling] = useState<OrderView>();
  const [notice, setNotice] = useState<string>();
  return (
    <PagedSection
      className="my-orders"
      heading={t.heading}
      loading={t.loading}
      failed={t.failed}
      pagesLabel={t.pages}
      pageSize={ORDERS_PAGE_SIZE}
      loadKey={(page) => `my-orders:${userId}:${page}`}
      load={(page, signal) => getMyOrders(userId, page, signal)}
    >
      {({ rows, retry }) => (
        <>
          {notice ? (
            <p role="status" className="my-orders__notice">
              {notice}
            </p>
          ) : null}
          <ul className="my-orders__list">
            {rows.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} onCancel={() => setCancelling(order)} />
              </li>
            ))}
          </ul>
          {cancelling ? (
            <CancelOrderDialog
              order={cancelling}
              onClose={() => setCancelling(undefined)}
              onCancelled={(refunded) => {
                setCancelling(undefined);
                setNotice(t.cancelled(formatRupees(refunded)));
                retry();
              }}
            />
          ) : null}
        </>
      )}
    </PagedSection>
  );
}

function OrderCard({ order, onCancel }: { order: OrderView; onCancel: () => void }) {
  const t = useMessages(myOrdersMessages);
  const statusText = useMessages(orderStatusMessages);
  const { language } = useLanguage();
  const placed = formatIstDateTime(order.created_at, language);
  const headingId = `order-${order.id}`;
  return (
    <article className="order-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{order.kind === 'pooja' ? t.booking(placed) : t.order(placed)}</h3>
      <ul className="order-card__lines" aria-label={t.items}>
        {order.lines.map((line) => (
          <li key={line.item_id}>{t.line(line.title, line.quantity, formatRupees(line.amount))}</li>
        ))}
      </ul>
      <p className="order-card__total">{t.total(formatRupees(order.total))}</p>
      {order.shipping ? (
        <div className="order-card__address">
          <h4>{t.shipTo}</h4>
          <address>
            {order.shipping.name}, {order.shipping.phone}
            <br />
            {order.shipping.address_line}, {order.shipping.city}, {order.shipping.state} {order.shipping.pincode}
          </address>
        </div>
      ) : null}
      {order.booking ? (
        <p>
          {t.bookedFor(order.booking.name, order.booking.date)}
          {order.booking.gotra ? ` · ${t.gotra(order.booking.gotra)}` : ''}
        </p>
      ) : null}
      <p className="order-card__status">
        {t.status}: <strong>{statusText[`status_${order.status}`]}</strong>
      </p>
      {order.carrier && order.tracking_number ? (
        <p className="order-card__tracking">
          {t.shippedWith(order.carrier)} · {t.trackingNumber}: <span className="order-card__tracking-number">{order.tracking_number}</span>
        </p>
      ) : null}
      {order.performed_note ? (
        <div className="order-card__performed">
          <h4>{t.performedNote}</h4>
          <p>{order.performed_note}</p>
          {order.performed_media_url ? (
            <a href={order.performed_media_url} target="_blank" rel="noopener noreferrer">
              {t.performedMedia}
            </a>
          ) : null}
        </div>
      ) : null}
      {order.cancel_reason ? <p>{t.cancelledBecause(order.cancel_reason)}</p> : null}
      {order.refunded_amount > 0 ? <p>{t.refunded(formatRupees(order.refunded_amount))}</p> : null}
      {order.status === 'paid' ? (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {order.kind === 'pooja' ? t.cancelBooking : t.cancel}
        </button>
      ) : null}
    </article>
  );
}
