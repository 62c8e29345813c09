import type { WalletHistoryEntry } from '@nakshatra/contracts';
import { SignedAmount } from '../../../components/signed-amount.component';
import { formatRupees } from '../../../lib/format-money';
import type { Resource } from '../hooks/use-api-resource.hook';
import { actorName } from '../lib/actor-name';
import { formatIst } from '../lib/format-ist';
import { summarizeWalletEvent } from '../lib/wallet-events';
import { LoadFailure, Loading } from './load-failure.component';

interface WalletHistoryProps {
  readonly history: Resource<WalletHistoryEntry[]>;
  readonly onRetry: () => void;
  /** The signed-in admin, named "you". */
  readonly me: string | undefined;
}

/** Every event of the wallet's stream, newest first: what, the change and balance after, why, and who did it. */
export function WalletHistory({ history, onRetry, me }: WalletHistoryProps) {
  return (
    <section className="admin-history" aria-labelledby="admin-wallet-history-title">
      <h2 id="admin-wallet-history-title">History</h2>
      {history.state === 'loading' ? <Loading what="the history" /> : null}
      {history.state === 'failed' ? <LoadFailure what="The history" errorStatus={history.errorStatus} message={history.message} onRetry={onRetry} /> : null}
      {history.state === 'loaded' && history.answer.data.length === 0 ? <p className="admin-empty">Nothing has happened in this wallet yet.</p> : null}
      {history.state === 'loaded' && history.answer.data.length > 0 ? (
        <div className="admin-table-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">The wallet&apos;s events, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Event</th>
                <th scope="col">Change</th>
                <th scope="col">Balance after</th>
                <th scope="col">Reason</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {[...history.answer.data].reverse().map((entry) => {
                const event = summarizeWalletEvent(entry);
                return (
                  <tr key={entry.revision}>
                    <td>
                      <time dateTime={entry.occurred_at}>{formatIst(entry.occurred_at)}</time>
                    </td>
                    <th scope="row">{event.label}</th>
                    <td>{event.change === undefined ? '' : <SignedAmount paise={event.change} />}</td>
                    <td>{event.balanceAfter === undefined ? '' : formatRupees(event.balanceAfter)}</td>
                    <td>{event.why}</td>
                    <td>{actorName({ id: entry.actor_id, role: entry.actor_role }, me)}</td>
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
