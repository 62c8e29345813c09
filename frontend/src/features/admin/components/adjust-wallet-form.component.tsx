import { walletAdjustmentSchema } from '@nakshatra/contracts';
import { useState, type FormEvent } from 'react';
import { Spinner } from '../../../components/spinner.component';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { parseRupees } from '../../../lib/parse-rupees';
import { useIdempotencyKeys } from '../../../lib/use-idempotency-key.hook';
import { adminMessages } from '../admin.messages';
import { moneyMessages } from '../admin-money.messages';
import { adjustWallet } from '../api/wallet-admin.api';
import { useAdminWrite } from '../hooks/use-admin-write.hook';
import { useNoticeText } from '../hooks/use-notice-text.hook';
import { checkNotices, type FieldNotices } from '../lib/field-errors';
import { say, type Notice } from '../lib/notice';
import { AdminField } from './admin-field.component';
import { fieldId } from './field-ids';

const FIELDS = new Set(['amount', 'reason']);

/** Checks the form with the server's own schema; the amount is typed in rupees, signed. */
function check(amountText: string, reason: string): { errors: FieldNotices } | { body: { amount: number; reason: string } } {
  const amount = parseRupees(amountText);
  const input = { amount: amount ?? 0, reason };
  const parsed = walletAdjustmentSchema.safeParse(input);
  if (parsed.success && amount !== undefined) return { body: parsed.data };
  const notices = parsed.success ? {} : checkNotices(parsed.error.issues, input, FIELDS);
  return { errors: amount === undefined ? { ...notices, amount: say(moneyMessages, (t) => t.signedNotRupees) } : notices };
}

/**
 * An admin's signed correction of a balance with its mandatory reason. One Idempotency-Key per
 * intended adjustment: a retry after a lost answer is applied once.
 */
export function AdjustWalletForm({ userId, onAdjusted }: { userId: string; onAdjusted: () => void }) {
  const t = useMessages(moneyMessages);
  const common = useMessages(adminMessages);
  const text = useNoticeText();
  const keys = useIdempotencyKeys();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const write = useAdminWrite(FIELDS);
  const [done, setDone] = useState<Notice>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (write.saving) return;
    setDone(undefined);
    const checked = check(amount, reason);
    if ('errors' in checked) {
      write.refuse(checked.errors);
      document.getElementById(fieldId('amount' in checked.errors ? 'amount' : 'reason'))?.focus();
      return;
    }
    const adjusted = await write.send(() => adjustWallet(userId, checked.body, keys.keyFor({ userId, ...checked.body })));
    if (adjusted === undefined) return;
    keys.done();
    setAmount('');
    setReason('');
    const change = `${checked.body.amount > 0 ? '+' : '−'} ${formatRupees(Math.abs(checked.body.amount))}`;
    const balance = formatRupees(adjusted.balance);
    setDone(say(moneyMessages, (words) => words.adjusted(change, balance)));
    onAdjusted();
  };

  const { errorText, formError, saving } = write;

  return (
    <form className="admin-form" aria-labelledby="admin-adjust-title" onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
      <h2 id="admin-adjust-title">{t.adjustTitle}</h2>
      <div className={formError ? 'admin-alert' : undefined} role="alert">
        {formError ? <p>{formError}</p> : null}
      </div>
      <AdminField name="amount" label={t.amountInRupees} hint={t.adjustHint} error={errorText('amount')} required>
        {(control) => <input {...control} type="text" inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} />}
      </AdminField>
      <AdminField name="reason" label={common.reason} hint={t.adjustReasonHint} error={errorText('reason')} required>
        {(control) => <textarea {...control} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </AdminField>
      <div className="admin-form__actions">
        <button type="submit" className="admin-button" disabled={saving} aria-busy={saving}>
          {saving ? <Spinner /> : null}
          {t.adjust}
        </button>
      </div>
      <p role="status" className="admin-list__total">
        {done ? text(done) : ''}
      </p>
    </form>
  );
}
