import type { TransactionView, WalletHistoryEntry, WalletView } from '@nakshatra/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatRupees } from '../../../lib/format-money';
import { getTransactions, getWallet, getWalletHistory } from '../api/wallet-admin.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useQueryParams } from '../hooks/use-query-params.hook';
import { ADMIN_WALLETS_PATH } from '../lib/admin-paths';
import { formatIst } from '../lib/format-ist';
import { TRANSACTIONS_PAGE_SIZE } from '../lib/transaction-filters';
import { AdjustWalletForm } from './adjust-wallet-form.component';
import { AdminPager } from './admin-pager.component';
import { AdminTransactionTable } from './admin-transaction-table.component';
import { LoadFailure, Loading } from './load-failure.component';
import { RefundDialog } from './refund-dialog.component';
import { WalletHistory } from './wallet-history.component';

const NOT_FOUND = 404;

/** One customer's wallet: balance, an adjustment, their transactions (debits refundable) and the full history of the stream. */
export function WalletPage({ userId }: { userId: string }) {
  const { userId: me } = useAdminAccess();
  const [params, setParams] = useQueryParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // A write bumps it: the balance, transactions and history are read again (the client asks for the write's position).
  const [writes, setWrites] = useState(0);
  const [refunding, setRefunding] = useState<TransactionView>();
  const [message, setMessage] = useState<string>();
  const [wallet, retryWallet] = useApiResource<WalletView>(`wallet:${userId}:${writes}`, (signal) => getWallet(userId, signal));
  const query = { user_id: userId, page, limit: TRANSACTIONS_PAGE_SIZE };
  const [list, retryList] = useApiResource<TransactionView[]>(`wallet-transactions:${JSON.stringify(query)}:${writes}`, (signal) => getTransactions(query, signal));
  const [history, retryHistory] = useApiResource<WalletHistoryEntry[]>(`wallet-history:${userId}:${writes}`, (signal) => getWalletHistory(userId, signal));
  const written = () => setWrites((count) => count + 1);

  const total = list.state === 'loaded' ? (list.answer.meta?.total ?? list.answer.data.length) : 0;
  const pages = Math.max(1, Math.ceil(total / TRANSACTIONS_PAGE_SIZE));

  return (
    <section aria-labelledby="admin-wallet-title">
      <title>Wallet · Admin · Nakshatra</title>
      <Link to={ADMIN_WALLETS_PATH} className="admin-back">
        ← Wallets
      </Link>
      <div className="admin-heading">
        <h1 id="admin-wallet-title">Wallet of {userId}</h1>
      </div>
      <div className="admin-editor__columns">
        <div>
          <section className="admin-panel" aria-labelledby="admin-balance-title">
            <h2 id="admin-balance-title">Balance</h2>
            {wallet.state === 'loading' ? <Loading what="the balance" /> : null}
            {wallet.state === 'failed' && wallet.errorStatus === NOT_FOUND ? <p>No wallet yet: nothing has been credited to this user. The balance is {formatRupees(0)}.</p> : null}
            {wallet.state === 'failed' && wallet.errorStatus !== NOT_FOUND ? <LoadFailure what="The wallet" errorStatus={wallet.errorStatus} message={wallet.message} onRetry={retryWallet} /> : null}
            {wallet.state === 'loaded' ? (
              <>
                <p className="admin-wallet__balance">{formatRupees(wallet.answer.data.balance)}</p>
                <p className="admin-field__hint">
                  {wallet.answer.data.recharge_count} credited {wallet.answer.data.recharge_count === 1 ? 'recharge' : 'recharges'}
                  {wallet.answer.data.updated_at ? `, last change ${formatIst(wallet.answer.data.updated_at)}` : ''}
                </p>
              </>
            ) : null}
          </section>
          <section aria-labelledby="admin-wallet-transactions-title">
            <h2 id="admin-wallet-transactions-title">Transactions</h2>
            <p role="status" className="admin-list__total">
              {message ?? ''}
            </p>
            {list.state === 'loading' ? <Loading what="transactions" /> : null}
            {list.state === 'failed' ? <LoadFailure what="The transactions" errorStatus={list.errorStatus} message={list.message} onRetry={retryList} /> : null}
            {list.state === 'loaded' && list.answer.data.length === 0 ? <p className="admin-empty">No transactions yet.</p> : null}
            {list.state === 'loaded' && list.answer.data.length > 0 ? (
              <AdminTransactionTable transactions={list.answer.data} caption={`Transactions of this wallet, page ${page} of ${pages}`} onRefund={setRefunding} />
            ) : null}
            <AdminPager page={page} pages={pages} onPage={(next) => setParams(new URLSearchParams(next > 1 ? { page: String(next) } : {}))} />
          </section>
        </div>
        <AdjustWalletForm userId={userId} onAdjusted={written} />
      </div>
      <WalletHistory history={history} onRetry={retryHistory} me={me} />
      {refunding ? (
        <RefundDialog
          debit={refunding}
          onClose={() => setRefunding(undefined)}
          onRefunded={(done) => {
            setRefunding(undefined);
            setMessage(done);
            written();
          }}
        />
      ) : null}
    </section>
  );
}
