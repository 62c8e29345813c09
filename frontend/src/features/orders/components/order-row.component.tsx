import { formatIstDate } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import type { OrderRecord } from '../api/get-user-orders.api';
import { ordersMessages } from '../orders.messages';

const KNOWN_STATUSES = ['pending', 'paid', 'completed', 'cancelled', 'failed', 'refunded'] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];
const isKnownStatus = (status: string): status is KnownStatus => KNOWN_STATUSES.includes(status as KnownStatus);

/** One entry of the history: what, when (the day in India), how much, and where it stands. */
export function OrderRow({ order }: { order: OrderRecord }) {
  const t = useMessages(ordersMessages);
  const { language } = useLanguage();
  const status = isKnownStatus(order.status) ? t[`status_${order.status}`] : order.status;
  return (
    <li className="order-row">
      <h2 className="order-row__title">{order.title}</h2>
      <dl className="order-row__facts">
        <div>
          <dt>{t.date}</dt>
          <dd>
            <time dateTime={order.created_at}>{formatIstDate(order.created_at, language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t.amount}</dt>
          <dd>{formatRupees(order.amount)}</dd>
        </div>
        <div>
          <dt>{t.status}</dt>
          <dd className={`order-status order-status--${isKnownStatus(order.status) ? order.status : 'other'}`}>{status}</dd>
        </div>
      </dl>
    </li>
  );
}
