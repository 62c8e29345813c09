import { isUuid } from '@nakshatra/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminWalletPath } from '../lib/admin-paths';
import { AdminField } from './admin-field.component';

/** Opens a customer's wallet by user id (the transaction and refund lists link to wallets too). */
export function WalletLookupPage() {
  const navigate = useNavigate();
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string>();

  const open = (event: FormEvent) => {
    event.preventDefault();
    const id = userId.trim();
    if (!isUuid(id)) return setError('Enter a user id like 11111111-1111-4111-8111-111111111111');
    void navigate(adminWalletPath(id.toLowerCase()));
  };

  return (
    <section aria-labelledby="admin-wallets-title">
      <title>Wallets · Admin · Nakshatra</title>
      <h1 id="admin-wallets-title">Wallets</h1>
      <form className="admin-form" onSubmit={open} noValidate>
        <AdminField name="wallet-user" label="User id" hint="The id shown in the transaction lists." error={error} required>
          {(control) => <input {...control} type="text" autoComplete="off" value={userId} onChange={(event) => setUserId(event.target.value)} />}
        </AdminField>
        <div className="admin-form__actions">
          <button type="submit" className="admin-button">
            Open wallet
          </button>
        </div>
      </form>
    </section>
  );
}
