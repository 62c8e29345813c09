import { RequireLogin } from '../../features/auth/components/require-login.component';
import { useMessages } from '../../lib/i18n/messages';
import { OrderHistory } from '../../features/orders/components/order-history.component';
import { ordersMessages } from '../../features/orders/orders.messages';

/** The history is the logged-in user's own: a visitor is asked to log in. */
export default function OrderHistoryPage() {
  const t = useMessages(ordersMessages);
  return <RequireLogin what={t.yourOrders}>{(session) => <OrderHistory userId={session.id} />}</RequireLogin>;
}
