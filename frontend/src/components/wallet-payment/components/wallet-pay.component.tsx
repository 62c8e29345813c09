import { AppLink } from '../../../components/app-link.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { Spinner } from '../../../components/spinner.component';
import type { ApiFailure } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { useBalance } from '../hooks/use-balance.hook';
import { walletPaymentMessages } from '../wallet-payment.messages';
import '../wallet-payment.css';
import { WalletRefusal } from './wallet-refusal.component';

interface WalletPayProps {
  readonly userId: string;
  /** What the button offers to pay, from the prices on the page; the server charges its own total. */
  readonly amount: number;
  readonly busy: boolean;
  /** A refusal to say as a whole; field errors show on their fields instead. */
  readonly failure: ApiFailure | undefined;
}

/** The end of a form paid from the wallet: the balance (read only), "Pay ₹X from wallet" (its submit button) and why a payment was refused. */
export function WalletPay({ userId, amount, busy, failure }: WalletPayProps) {
  const t = useMessages(walletPaymentMessages);
  return (
    <div className="wallet-pay">
      <WalletBalance userId={userId} amount={amount} />
      <button type="submit" className="button wallet-pay__button" disabled={busy} aria-busy={busy}>
        {busy ? <Spinner /> : null}
        {t.pay(formatRupees(amount))}
      </button>
      <WalletRefusal failure={failure} nextStep={t.payAgain} />
    </div>
  );
}

function WalletBalance({ userId, amount }: { userId: string; amount: number }) {
  const t = useMessages(walletPaymentMessages);
  const [user, retry] = useBalance(userId);
  if (user.state === 'loading') {
    return (
      <p role="status" className="wallet-pay__balance">
        {t.balanceLoading}
      </p>
    );
  }
  if (user.state === 'failed') return <LoadFailed text={t.balanceFailed} onRetry={retry} />;
  const { balance } = user.answer.data;
  return (
    <>
      <p className="wallet-pay__balance">
        {t.balance}: <strong>{formatRupees(balance)}</strong>
      </p>
      {balance < amount ? (
        <p className="wallet-pay__low">
          {t.lowBalance} <AppLink to="/recharge">{t.recharge}</AppLink>
        </p>
      ) : null}
    </>
  );
}
