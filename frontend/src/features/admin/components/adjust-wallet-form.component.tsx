import { walletAdjustmentSchema } from '@nakshatra/contracts';
import { useState, type FormEvent } from 'react';
import { NO_ANSWER } from '../../../components/failed-write.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-money';
import { parseRupees } from '../../../lib/parse-rupees';
import { useIdempotencyKeys } from '../../../lib/use-idempotency-key.hook';
import { adjustWallet } from '../api/wallet-admin.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { FORM_ERROR_KEY, issuesByField, serverErrorsByField, type FieldErrors } from '../lib/field-errors';
import { AdminField } from './admin-field.component';
import { fieldId } from './field-ids';

const FIELDS = new Set(['amount', 'reason']);
const NOT_RUPEES = 'Enter rupees, like 250 to add or -99.50 to take away';

/** Checks the form with the server's own schema; the amount is typed in rupees, signed. */
function check(amountText: string, reason: string): { errors: FieldErrors } | { body: { amount: number; reason: string } } {
  const amount = parseRupees(amountText);
  const parsed = walletAdjustmentSchema.safeParse({ amount: amount ?? 0, reason });
  if (parsed.success && amount !== undefined) return { body: parsed.data };
  return { errors: { ...(parsed.success ? {} : issuesByField(parsed.error.issues)), ...(amount === undefined ? { amount: NOT_RUPEES } : {}) } };
}

/**
 * An admin's signed correction of a balance with its mandatory reason. One Idempotency-Key per
 * intended adjustment: a retry after a lost answer is applied once.
 */
export function AdjustWalletForm({ userId, onAdjusted }: { userId: string; onAdjusted: () => void }) {
  const { refused } = useAdminAccess();
  const keys = useIdempotencyKeys();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setDone(undefined);
    const checked = check(amount, reason);
    if ('errors' in checked) {
      setErrors(checked.errors);
      document.getElementById(fieldId(Object.keys(checked.errors).includes('amount') ? 'amount' : 'reason'))?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const answer = await adjustWallet(userId, checked.body, keys.keyFor({ userId, ...checked.body })).catch(() => NO_ANSWER);
    setSaving(false);
    if (isApiFailure(answer)) {
      if (refused(answer.error_status)) return;
      if (answer.error_status === 0) return setErrors({ [FORM_ERROR_KEY]: 'The server could not be reached. Please try again.' });
      return setErrors(serverErrorsByField(answer.errors, answer.message ?? `The adjustment failed (error ${answer.error_status}).`, FIELDS));
    }
    keys.done();
    setAmount('');
    setReason('');
    const signed = `${checked.body.amount > 0 ? '+' : '−'} ${formatRupees(Math.abs(checked.body.amount))}`;
    setDone(`Adjusted by ${signed}. The balance is now ${formatRupees(answer.data.balance)}.`);
    onAdjusted();
  };

  return (
    <form className="admin-form" aria-labelledby="admin-adjust-title" onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
      <h2 id="admin-adjust-title">Adjust the balance</h2>
      <div className={errors[FORM_ERROR_KEY] ? 'admin-alert' : undefined} role="alert">
        {errors[FORM_ERROR_KEY] ? <p>{errors[FORM_ERROR_KEY]}</p> : null}
      </div>
      <AdminField name="amount" label="Amount (₹)" hint="Positive adds to the balance, negative (e.g. -250) takes away. It can never go below zero." error={errors.amount} required>
        {(control) => <input {...control} type="text" inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} />}
      </AdminField>
      <AdminField name="reason" label="Reason" hint="Kept in the wallet's history for good; 3 to 500 characters." error={errors.reason} required>
        {(control) => <textarea {...control} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </AdminField>
      <div className="admin-form__actions">
        <button type="submit" className="admin-button" disabled={saving} aria-busy={saving}>
          {saving ? <Spinner /> : null}
          Adjust balance
        </button>
      </div>
      <p role="status" className="admin-list__total">
        {done ?? ''}
      </p>
    </form>
  );
}
