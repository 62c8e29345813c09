import { refundSchema, type TransactionView } from '@nakshatra/contracts';
import { useId, useState, type FormEvent } from 'react';
import { NO_ANSWER } from '../../../components/failed-write.component';
import { ModalDialog } from '../../../components/modal-dialog.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-money';
import { parseRupees } from '../../../lib/parse-rupees';
import { useIdempotencyKeys } from '../../../lib/use-idempotency-key.hook';
import { refundDebit } from '../api/wallet-admin.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { FORM_ERROR_KEY, issuesByField, serverErrorsByField, type FieldErrors } from '../lib/field-errors';
import { formatIst } from '../lib/format-ist';
import { AdminField } from './admin-field.component';

const FIELDS = new Set(['amount', 'reason']);

/** What of a debit can still be refunded: what it took minus what was refunded already. */
export const refundableOf = (debit: TransactionView): number => -debit.amount - debit.refunded_amount;

interface RefundDialogProps {
  readonly debit: TransactionView;
  readonly onClose: () => void;
  readonly onRefunded: (message: string) => void;
}

/** Refunds (part of) a debit, at most what is left of it, with a reason; one Idempotency-Key per intended refund. */
export function RefundDialog({ debit, onClose, onRefunded }: RefundDialogProps) {
  const headingId = useId();
  const { refused } = useAdminAccess();
  const keys = useIdempotencyKeys();
  const refundable = refundableOf(debit);
  const [amount, setAmount] = useState(String(refundable / 100));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const paise = parseRupees(amount);
    const parsed = refundSchema.safeParse({ user_id: debit.user_id, transaction_id: debit.id, amount: paise ?? 0, reason });
    const problems: Record<string, string> = parsed.success ? {} : { ...issuesByField(parsed.error.issues) };
    if (paise === undefined) problems.amount = 'Enter rupees, like 50 or 12.50';
    else if (paise > refundable) problems.amount = `At most ${formatRupees(refundable)} is left to refund`;
    if (!parsed.success || Object.keys(problems).length > 0) return setErrors(problems);
    setErrors({});
    setSaving(true);
    const answer = await refundDebit(parsed.data, keys.keyFor(parsed.data)).catch(() => NO_ANSWER);
    setSaving(false);
    if (isApiFailure(answer)) {
      if (refused(answer.error_status)) return;
      if (answer.error_status === 0) return setErrors({ [FORM_ERROR_KEY]: 'The server could not be reached. Please try again.' });
      return setErrors(serverErrorsByField(answer.errors, answer.message ?? `The refund failed (error ${answer.error_status}).`, FIELDS));
    }
    onRefunded(`Refunded ${formatRupees(parsed.data.amount)}. The balance is now ${formatRupees(answer.data.balance)}.`);
  };

  return (
    <ModalDialog labelledBy={headingId} onClose={onClose} className="admin-dialog">
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
        <h2 id={headingId}>Refund a debit</h2>
        <p>
          {formatRupees(-debit.amount)} on {formatIst(debit.created_at)} for “{debit.reason}”. {formatRupees(refundable)} can still be refunded.
        </p>
        {errors[FORM_ERROR_KEY] ? (
          <p className="admin-field__error" role="alert">
            {errors[FORM_ERROR_KEY]}
          </p>
        ) : null}
        <AdminField name="refund-amount" label="Amount to refund (₹)" error={errors.amount} required>
          {(control) => <input {...control} type="text" inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} />}
        </AdminField>
        <AdminField name="refund-reason" label="Reason" hint="3 to 500 characters, kept in the wallet's history." error={errors.reason} required>
          {(control) => <textarea {...control} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} data-autofocus />}
        </AdminField>
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button admin-button--quiet" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="admin-button" disabled={saving} aria-busy={saving}>
            {saving ? <Spinner /> : null}
            Refund
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
