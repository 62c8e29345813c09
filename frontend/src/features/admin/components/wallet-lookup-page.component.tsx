import { isUuid } from '@nakshatra/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { moneyMessages } from '../admin-money.messages';
import { adminWalletPath } from '../lib/admin-paths';
import { AdminField } from './admin-field.component';

/** Opens a customer's wallet by user id (the transaction and refund lists link to wallets too). */
export function WalletLookupPage() {
  const navigate = useNavigate();
  const t = useMessages(moneyMessages);
  const common = useMessages(adminMessages);
  const [userId, setUserId] = useState('');
  const [notUserId, setNotUserId] = useState(false);

  const open = (event: FormEvent) => {
    event.preventDefault();
    const id = userId.trim();
    setNotUserId(!isUuid(id));
    if (isUuid(id)) void navigate(adminWalletPath(id.toLowerCase()));
  };

  return (
    <section aria-labelledby="admin-wallets-title">
      <title>{common.pageTitle(common.wallets)}</title>
      <h1 id="admin-wallets-title">{common.wallets}</h1>
      <form className="admin-form" onSubmit={open} noValidate>
        <AdminField name="wallet-user" label={common.userId} hint={t.userIdHint} error={notUserId ? t.notUserId : undefined} required>
          {(control) => <input {...control} type="text" autoComplete="off" value={userId} onChange={(event) => setUserId(event.target.value)} />}
        </AdminField>
        <div className="admin-form__actions">
          <button type="submit" className="admin-button">
            {t.openWallet}
          </button>
        </div>
      </form>
    </section>
  );
}
