import type { PaidOrderView } from '@nakshatra/contracts';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { walletPaymentMessages } from '../wallet-payment.messages';
import '../wallet-payment.css';

/** The receipt of an order paid from the wallet, as the server answered it; focus moves to it. `children`: more rows of its list. */
export function OrderPaid({ title, order, children }: { title: string; order: PaidOrderView; children?: ReactNode }) {
  const t = useMessages(walletPaymentMessages);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="order-paid" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-paid__title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <dl className="order-paid__facts">
        <div>
          <dt>{t.orderId}</dt>
          <dd>{order.order_id}</dd>
        </div>
        {children}
        <div>
          <dt>{t.paid}</dt>
          <dd>{formatRupees(order.total)}</dd>
        </div>
        <div>
          <dt>{t.balanceNow}</dt>
          <dd>{formatRupees(order.balance)}</dd>
        </div>
      </dl>
      <AppLink className="button" to="/order-history">
        {t.seeOrders}
      </AppLink>
    </section>
  );
}
