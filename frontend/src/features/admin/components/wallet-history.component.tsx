import type { WalletHistoryEntry } from '@nakshatra/contracts';
import { SignedAmount } from '../../../components/signed-amount.component';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { moneyMessages } from '../admin-money.messages';
import type { Resource } from '../hooks/use-api-resource.hook';
import { usePeople } from '../hooks/use-people.hook';
import { actorName } from '../lib/actor-name';
import { summarizeWalletEvent } from '../lib/wallet-events';
import { LoadFailure, Loading } from './load-failure.component';

interface WalletHistoryProps {
  readonly history: Resource<readonly WalletHistoryEntry[], unknown>;
  readonly onRetry: () => void;
  /** The signed-in admin, named "you". */
  readonly me: string | undefined;
}

/** Every event of the wallet's stream, newest first: what, the change and balance after, why, and who did it. */
export function WalletHistory({ history, onRetry, me }: WalletHistoryProps) {
  const t = useMessages(moneyMessages);
  const common = useMessages(adminMessages);
  const { language } = useLanguage();
  const people = usePeople(history.state === 'loaded' ? history.answer.data.map((entry) => entry.actor_id) : []);
  return (
    <section className="admin-history" aria-labelledby="admin-wallet-history-title">
      <h2 id="admin-wallet-history-title">{t.history}</h2>
      {history.state === 'loading' ? <Loading what={t.theHistory} /> : null}
      {history.state === 'failed' ? <LoadFailure what={t.theHistory} failure={history.failure} onRetry={onRetry} /> : null}
      {history.state === 'loaded' && history.answer.data.length === 0 ? <p className="admin-empty">{t.nothingInWallet}</p> : null}
      {history.state === 'loaded' && history.answer.data.length > 0 ? (
        <div className="admin-table-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">{t.walletEvents}</caption>
            <thead>
              <tr>
                <th scope="col">{common.when}</th>
                <th scope="col">{t.event}</th>
                <th scope="col">{t.change}</th>
                <th scope="col">{t.balanceAfter}</th>
                <th scope="col">{common.reason}</th>
                <th scope="col">{common.by}</th>
              </tr>
            </thead>
            <tbody>
              {[...history.answer.data].reverse().map((entry) => {
                const event = summarizeWalletEvent(entry, language);
                return (
                  <tr key={entry.revision}>
                    <td>
                      <time dateTime={entry.occurred_at}>{formatIstDateTime(entry.occurred_at, language)}</time>
                    </td>
                    <th scope="row">{event.label}</th>
                    <td>{event.change === undefined ? '' : <SignedAmount paise={event.change} />}</td>
                    <td>{event.balanceAfter === undefined ? '' : formatRupees(event.balanceAfter)}</td>
                    <td>{event.why}</td>
                    <td>{actorName({ id: entry.actor_id, role: entry.actor_role }, me, language, people)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
