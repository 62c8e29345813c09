import type { TransactionView } from '@nakshatra/contracts';
import { AppLink } from '../../../components/app-link.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { useTransaction } from '../hooks/use-recharge-data.hook';
import { paymentMessages } from '../payment.messages';

const NOT_FOUND = 404;

/** How the payment of a recharge ended, read back from the server: the credit and invoice, or why nothing was added. */
export function PaymentOutcome({ rechargeId }: { rechargeId: string }) {
  const t = useMessages(paymentMessages);
  const [recharge, retry] = useTransaction(rechargeId);
  if (recharge.state === 'loading') {
    return (
      <p role="status" className="payment-outcome payment-outcome--checking">
        {t.checking}
      </p>
    );
  }
  if (recharge.state === 'failed') return <LoadFailed text={recharge.errorStatus === NOT_FOUND ? t.notFound : t.checkFailed} onRetry={retry} />;
  const found = recharge.answer.data;
  if (found.status === 'success') return <Credited recharge={found} />;
  if (found.status === 'pending') {
    return (
      <section role="status" className="payment-outcome payment-outcome--pending" aria-labelledby="payment-outcome-title">
        <h2 id="payment-outcome-title">{t.pendingTitle}</h2>
        <p>{t.pendingText}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          {t.checkAgain}
        </button>
      </section>
    );
  }
  return (
    <section role="alert" className="payment-outcome payment-outcome--failed" aria-labelledby="payment-outcome-title">
      <h2 id="payment-outcome-title">{t[`${found.status}Title`]}</h2>
      <p>{t[`${found.status}Text`]}</p>
      <AppLink className="button" to="/recharge">
        {t.tryAgain}
      </AppLink>
    </section>
  );
}

function Credited({ recharge }: { recharge: TransactionView }) {
  const t = useMessages(paymentMessages);
  return (
    <section role="status" className="payment-outcome payment-outcome--success" aria-labelledby="payment-outcome-title">
      <h2 id="payment-outcome-title">{t.successTitle}</h2>
      <p>{t.added(formatRupees(recharge.amount))}</p>
      {recharge.balance_after !== null ? <p className="payment-outcome__balance">{t.newBalance(formatRupees(recharge.balance_after))}</p> : null}
      {recharge.invoice_id && recharge.invoice_number ? <AppLink to={`/invoice/${encodeURIComponent(recharge.invoice_id)}`}>{t.viewInvoice(recharge.invoice_number)}</AppLink> : null}
    </section>
  );
}
