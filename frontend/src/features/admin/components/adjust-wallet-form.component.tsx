import { walletAdjustmentSchema } from '@nakshatra/contracts';
import { useState, type FormEvent } from 'react';
import { NO_ANSWER } from '../../../components/failed-write.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { parseRupees } from '../../../lib/parse-rupees';
import { useIdempotencyKeys } from '../../../lib/use-idempotency-key.hook';
import { adminMessages } from '../admin.messages';
import { moneyMessages } from '../admin-money.messages';
import { adjustWallet } from '../api/wallet-admin.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useNoticeText } from '../hooks/use-notice-text.hook';
import { checkNotices, FORM_ERROR_KEY, refusalNotices, type FieldNotices } from '../lib/field-errors';
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
  const { refused } = useAdminAccess();
  const t = useMessages(moneyMessages);
  const common = useMessages(adminMessages);
  const text = useNoticeText();
  const keys = useIdempotencyKeys();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldNotices>({});
  const [done, setDone] = useState<Notice>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setDone(undefined);
    const checked = check(amount, reason);
    if ('errors' in checked) {
      setErrors(checked.errors);
      document.getElementById(fieldId('amount' in checked.errors ? 'amount' : 'reason'))?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const answer = await adjustWallet(userId, checked.body, keys.keyFor({ userId, ...checked.body })).catch(() => NO_ANSWER);
    setSaving(false);
    if (isApiFailure(answer)) {
      if (!refused(answer.error_status)) setErrors(refusalNotices(answer, FIELDS));
      return;
    }
    keys.done();
    setAmount('');
    setReason('');
    const change = `${checked.body.amount > 0 ? '+' : '−'} ${formatRupees(Math.abs(checked.body.amount))}`;
    const balance = formatRupees(answer.data.balance);
    setDone(say(moneyMessages, (words) => words.adjusted(change, balance)));
    onAdjusted();
  };

  const errorText = (name: string): string | undefined => {
    const notice = errors[name];
    return notice ? text(notice) : undefined;
  };
  const formError = errorText(FORM_ERROR_KEY);

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
