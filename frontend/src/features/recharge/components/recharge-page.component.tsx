import { useLocation } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta.component';
import { useMessages } from '../../../lib/i18n/messages';
import { PAYMENT_PARAM } from '../lib/payment-outcome';
import { rechargeMessages } from '../recharge.messages';
import { BalanceCard } from './balance-card.component';
import { OffersList } from './offers-list.component';
import { PaymentOutcome } from './payment-outcome.component';
import { RechargeForm } from './recharge-form.component';
import { RechargeHistory } from './recharge-history.component';
import '../recharge.css';

const MAX_PAGE = 100_000;

/**
 * The wallet page of a logged-in user: how the last payment ended (back from a checkout,
 * `?payment=<rechargeId>`), the balance, what to recharge and its bill, the offers and the recharges so far.
 */
export function RechargePage({ userId }: { userId: string }) {
  const t = useMessages(rechargeMessages);
  const params = new URLSearchParams(useLocation().search);
  const paymentId = params.get(PAYMENT_PARAM) ?? '';
  const page = Number(params.get('page') ?? '1');
  // A payment's end starts the page afresh: its balance and history are read again, the form emptied.
  return (
    <div className="recharge">
      <PageMeta title={`${t.title} · Nakshatra`} description={t.description} />
      <h1>{t.title}</h1>
      {paymentId ? <PaymentOutcome key={paymentId} rechargeId={paymentId} /> : null}
      <BalanceCard key={`balance:${paymentId}`} userId={userId} />
      <RechargeForm key={`form:${paymentId}`} />
      <OffersList />
      <RechargeHistory key={`history:${paymentId}`} userId={userId} page={Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1} />
    </div>
  );
}
