import { refundSchema, type RouteBodyInput, type TransactionView } from '@nakshatra/contracts';
import { useState } from 'react';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { parseRupees } from '../../../lib/parse-rupees';
import { useIdempotencyKeys } from '../../../lib/use-idempotency-key.hook';
import { adminMessages } from '../admin.messages';
import { moneyMessages } from '../admin-money.messages';
import { refundDebit } from '../api/wallet-admin.api';
import { useAdminWrite } from '../hooks/use-admin-write.hook';
import { checkNotices, type FieldNotices } from '../lib/field-errors';
import { say, type Notice } from '../lib/notice';
import { AdminField } from './admin-field.component';
import { AdminWriteDialog } from './admin-write-dialog.component';
import { bearerMissing, RefundBearerField, type RefundBearerChoice } from './refund-bearer-field.component';

const FIELDS = new Set(['amount', 'reason', 'borne_by']);

/** What of a debit can still be refunded: what it took minus what was refunded already. */
export const refundableOf = (debit: TransactionView): number => -debit.amount - debit.refunded_amount;

/** Only a consultation's minutes earned an astrologer something: refunding them says who bears it (docs/support.md, "Who bears a refund"). */
const asksBearer = (debit: TransactionView): boolean => debit.source_kind === 'session';

/** Checks the refund with the server's own schema; the amount is typed in rupees, at most what is left of the debit. */
function check(debit: TransactionView, amountText: string, reason: string, bearer: RefundBearerChoice): { errors: FieldNotices } | { body: RouteBodyInput<'create_refund_transaction'> } {
  const amount = parseRupees(amountText);
  const refundable = refundableOf(debit);
  const input = { user_id: debit.user_id, transaction_id: debit.id, amount: amount ?? 0, reason, ...(asksBearer(debit) && bearer ? { borne_by: bearer } : {}) };
  const parsed = refundSchema.safeParse(input);
  const checked = parsed.success ? {} : checkNotices(parsed.error.issues, input, FIELDS);
  const notices = asksBearer(debit) && !bearer ? { ...checked, borne_by: bearerMissing() } : checked;
  if (amount === undefined) return { errors: { ...notices, amount: say(moneyMessages, (t) => t.notRupees) } };
  if (amount > refundable) return { errors: { ...notices, amount: say(moneyMessages, (t) => t.atMostLeft(formatRupees(refundable))) } };
  return parsed.success && Object.keys(notices).length === 0 ? { body: parsed.data } : { errors: notices };
}

interface RefundDialogProps {
  readonly debit: TransactionView;
  readonly onClose: () => void;
  readonly onRefunded: (done: Notice) => void;
}

/**
 * Refunds (part of) a debit, at most what is left of it, with a reason and, for a consultation's
 * minute, who bears it; one Idempotency-Key per intended refund.
 */
export function RefundDialog({ debit, onClose, onRefunded }: RefundDialogProps) {
  const t = useMessages(moneyMessages);
  const common = useMessages(adminMessages);
  const { language } = useLanguage();
  const write = useAdminWrite(FIELDS);
  const keys = useIdempotencyKeys();
  const refundable = refundableOf(debit);
  const [amount, setAmount] = useState(String(refundable / 100));
  const [reason, setReason] = useState('');
  const [bearer, setBearer] = useState<RefundBearerChoice>('');

  const submit = async () => {
    const checked = check(debit, amount, reason, bearer);
    if ('errors' in checked) return write.refuse(checked.errors);
    const refund = await write.send(() => refundDebit(checked.body, keys.keyFor(checked.body)));
    if (refund === undefined) return;
    const refunded = formatRupees(checked.body.amount);
    const balance = formatRupees(refund.balance);
    onRefunded(say(moneyMessages, (words) => words.refundDone(refunded, balance)));
  };

  return (
    <AdminWriteDialog
      title={t.refundTitle}
      intro={t.refundDebit(formatRupees(-debit.amount), formatIstDateTime(debit.created_at, language), debit.reason, formatRupees(refundable))}
      submitLabel={t.refund}
      saving={write.saving}
      formError={write.formError}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <AdminField name="refund-amount" label={t.refundAmount} error={write.errorText('amount')} required>
        {(control) => <input {...control} type="text" inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} />}
      </AdminField>
      {asksBearer(debit) ? <RefundBearerField name="refund-bearer" value={bearer} error={write.errorText('borne_by')} onChange={setBearer} /> : null}
      <AdminField name="refund-reason" label={common.reason} hint={t.refundReasonHint} error={write.errorText('reason')} required>
        {(control) => <textarea {...control} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} data-autofocus />}
      </AdminField>
    </AdminWriteDialog>
  );
}
