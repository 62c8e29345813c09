import { refundSchema, type RouteBodyInput, type TransactionView } from '@nakshatra/contracts';
import { useId, useState, type FormEvent } from 'react';
import { NO_ANSWER } from '../../../components/failed-write.component';
import { ModalDialog } from '../../../components/modal-dialog.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure } from '../../../lib/api-client';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { parseRupees } from '../../../lib/parse-rupees';
import { useIdempotencyKeys } from '../../../lib/use-idempotency-key.hook';
import { adminMessages } from '../admin.messages';
import { moneyMessages } from '../admin-money.messages';
import { refundDebit } from '../api/wallet-admin.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useNoticeText } from '../hooks/use-notice-text.hook';
import { checkNotices, FORM_ERROR_KEY, refusalNotices, type FieldNotices } from '../lib/field-errors';
import { say, type Notice } from '../lib/notice';
import { AdminField } from './admin-field.component';

const FIELDS = new Set(['amount', 'reason']);

/** What of a debit can still be refunded: what it took minus what was refunded already. */
export const refundableOf = (debit: TransactionView): number => -debit.amount - debit.refunded_amount;

/** Checks the refund with the server's own schema; the amount is typed in rupees, at most what is left of the debit. */
function check(debit: TransactionView, amountText: string, reason: string): { errors: FieldNotices } | { body: RouteBodyInput<'create_refund_transaction'> } {
  const amount = parseRupees(amountText);
  const refundable = refundableOf(debit);
  const input = { user_id: debit.user_id, transaction_id: debit.id, amount: amount ?? 0, reason };
  const parsed = refundSchema.safeParse(input);
  const notices = parsed.success ? {} : checkNotices(parsed.error.issues, input, FIELDS);
  if (amount === undefined) return { errors: { ...notices, amount: say(moneyMessages, (t) => t.notRupees) } };
  if (amount > refundable) return { errors: { ...notices, amount: say(moneyMessages, (t) => t.atMostLeft(formatRupees(refundable))) } };
  return parsed.success ? { body: parsed.data } : { errors: notices };
}

interface RefundDialogProps {
  readonly debit: TransactionView;
  readonly onClose: () => void;
  readonly onRefunded: (done: Notice) => void;
}

/** Refunds (part of) a debit, at most what is left of it, with a reason; one Idempotency-Key per intended refund. */
export function RefundDialog({ debit, onClose, onRefunded }: RefundDialogProps) {
  const headingId = useId();
  const { refused } = useAdminAccess();
  const t = useMessages(moneyMessages);
  const common = useMessages(adminMessages);
  const { language } = useLanguage();
  const text = useNoticeText();
  const keys = useIdempotencyKeys();
  const refundable = refundableOf(debit);
  const [amount, setAmount] = useState(String(refundable / 100));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldNotices>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(debit, amount, reason);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setSaving(true);
    const answer = await refundDebit(checked.body, keys.keyFor(checked.body)).catch(() => NO_ANSWER);
    setSaving(false);
    if (isApiFailure(answer)) {
      if (!refused(answer.error_status)) setErrors(refusalNotices(answer, FIELDS));
      return;
    }
    const refunded = formatRupees(checked.body.amount);
    const balance = formatRupees(answer.data.balance);
    onRefunded(say(moneyMessages, (words) => words.refundDone(refunded, balance)));
  };

  const errorText = (name: string): string | undefined => {
    const notice = errors[name];
    return notice ? text(notice) : undefined;
  };
  const formError = errorText(FORM_ERROR_KEY);

  return (
    <ModalDialog labelledBy={headingId} onClose={onClose} className="admin-dialog">
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
        <h2 id={headingId}>{t.refundTitle}</h2>
        <p>{t.refundDebit(formatRupees(-debit.amount), formatIstDateTime(debit.created_at, language), debit.reason, formatRupees(refundable))}</p>
        {formError ? (
          <p className="admin-field__error" role="alert">
            {formError}
          </p>
        ) : null}
        <AdminField name="refund-amount" label={t.refundAmount} error={errorText('amount')} required>
          {(control) => <input {...control} type="text" inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} />}
        </AdminField>
        <AdminField name="refund-reason" label={common.reason} hint={t.refundReasonHint} error={errorText('reason')} required>
          {(control) => <textarea {...control} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} data-autofocus />}
        </AdminField>
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button admin-button--quiet" onClick={onClose}>
            {common.cancel}
          </button>
          <button type="submit" className="admin-button" disabled={saving} aria-busy={saving}>
            {saving ? <Spinner /> : null}
            {t.refund}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
