import { LoadFailed } from '../../../components/load-failed.component';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { useBalance } from '../hooks/use-recharge-data.hook';
import { rechargeMessages } from '../recharge.messages';

/** The wallet's balance now, from the user's own record. */
export function BalanceCard({ userId }: { userId: string }) {
  const t = useMessages(rechargeMessages);
  const [user, retry] = useBalance(userId);
  return (
    <section className="balance-card" aria-labelledby="balance-title" aria-busy={user.state === 'loading'}>
      <h2 id="balance-title" className="balance-card__title">
        {t.balance}
      </h2>
      {user.state === 'loaded' ? <p className="balance-card__amount">{formatRupees(user.answer.data.balance)}</p> : null}
      {user.state === 'loading' ? (
        <p role="status" className="balance-card__amount">
          <span className="visually-hidden">{t.balanceLoading}</span>
          <span className="skeleton-line skeleton-line--short" aria-hidden="true" />
        </p>
      ) : null}
      {user.state === 'failed' ? <LoadFailed text={t.balanceFailed} onRetry={retry} /> : null}
    </section>
  );
}
