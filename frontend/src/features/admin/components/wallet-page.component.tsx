import type { TransactionView } from '@nakshatra/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { moneyMessages } from '../admin-money.messages';
import { getTransactions, getWallet, getWalletHistory } from '../api/wallet-admin.api';
import { userMessages } from '../admin-users.messages';
import { usePeople } from '../hooks/use-people.hook';
import { phoneOf, whoIs } from '../lib/person-words';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useNoticeText } from '../hooks/use-notice-text.hook';
import { useQueryParams } from '../hooks/use-query-params.hook';
import { ADMIN_WALLETS_PATH } from '../lib/admin-paths';
import type { Notice } from '../lib/notice';
import { pageOf } from '../lib/one-of';
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
  const t = useMessages(moneyMessages);
  const common = useMessages(adminMessages);
  const { language } = useLanguage();
  const text = useNoticeText();
  const [params, setParams] = useQueryParams();
  const page = pageOf(params);
  // A write bumps it: the balance, transactions and history are read again (the client asks for the write's position).
  const [writes, setWrites] = useState(0);
  const [refunding, setRefunding] = useState<TransactionView>();
  const [message, setMessage] = useState<Notice>();
  const [wallet, retryWallet] = useApiResource(`wallet:${userId}:${writes}`, (signal) => getWallet(userId, signal));
  const query = { user_id: userId, page, limit: TRANSACTIONS_PAGE_SIZE };
  const [list, retryList] = useApiResource(`wallet-transactions:${JSON.stringify(query)}:${writes}`, (signal) => getTransactions(query, signal));
  const [history, retryHistory] = useApiResource(`wallet-history:${userId}:${writes}`, (signal) => getWalletHistory(userId, signal));
  const written = () => setWrites((count) => count + 1);
  // Whose wallet, by name and phone; the id only until the account is known.
  const owner = usePeople([userId]).get(userId);
  const people = useMessages(userMessages);

  const total = list.state === 'loaded' ? (list.answer.meta?.total ?? list.answer.data.length) : 0;
  const pages = Math.max(1, Math.ceil(total / TRANSACTIONS_PAGE_SIZE));

  return (
    <section aria-labelledby="admin-wallet-title">
      <title>{common.pageTitle(t.wallet)}</title>
      <Link to={ADMIN_WALLETS_PATH} className="admin-back">
        <span aria-hidden="true">← </span>
        {common.wallets}
      </Link>
      <div className="admin-heading">
        <h1 id="admin-wallet-title">{owner ? t.walletOfWhom(owner.status === 'erased' ? people.erasedAccount : whoIs(owner, people.unnamed), phoneOf(owner)) : t.walletOf(userId)}</h1>
      </div>
      <div className="admin-editor__columns">
        <div>
          <section className="admin-panel" aria-labelledby="admin-balance-title">
            <h2 id="admin-balance-title">{t.balance}</h2>
            {wallet.state === 'loading' ? <Loading what={t.theBalance} /> : null}
            {wallet.state === 'failed' && wallet.errorStatus === NOT_FOUND ? <p>{t.noWallet(formatRupees(0))}</p> : null}
            {wallet.state === 'failed' && wallet.errorStatus !== NOT_FOUND ? <LoadFailure what={t.theWallet} failure={wallet.failure} onRetry={retryWallet} /> : null}
            {wallet.state === 'loaded' ? (
              <>
                <p className="admin-wallet__balance">{formatRupees(wallet.answer.data.balance)}</p>
                <p className="admin-field__hint">
                  {t.rechargeCount(wallet.answer.data.recharge_count)}
                  {wallet.answer.data.updated_at ? t.lastChange(formatIstDateTime(wallet.answer.data.updated_at, language)) : ''}
                </p>
              </>
            ) : null}
          </section>
          <section aria-labelledby="admin-wallet-transactions-title">
            <h2 id="admin-wallet-transactions-title">{common.transactions}</h2>
            <p role="status" className="admin-list__total">
              {message ? text(message) : ''}
            </p>
            {list.state === 'loading' ? <Loading what={t.someTransactions} /> : null}
            {list.state === 'failed' ? <LoadFailure what={t.someTransactions} failure={list.failure} onRetry={retryList} /> : null}
            {list.state === 'loaded' && list.answer.data.length === 0 ? <p className="admin-empty">{t.noTransactionsYet}</p> : null}
            {list.state === 'loaded' && list.answer.data.length > 0 ? (
              <AdminTransactionTable transactions={list.answer.data} caption={common.captionPage(t.walletTransactions, page, pages)} onRefund={setRefunding} />
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
