import { updateSupportTicketSchema, type SupportTicketView } from '@nakshatra/contracts';
import { useState } from 'react';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { parseRupees } from '../../../lib/parse-rupees';
import { adminSupportMessages } from '../admin-support.messages';
import { updateSupportTicket } from '../api/support-admin.api';
import { useAdminWrite } from '../hooks/use-admin-write.hook';
import { checkNotices } from '../lib/field-errors';
import { say, type Notice } from '../lib/notice';
import { AdminField } from './admin-field.component';
import { AdminWriteDialog } from './admin-write-dialog.component';
import { bearerMissing, RefundBearerField, type RefundBearerChoice } from './refund-bearer-field.component';

const FIELDS = new Set(['decision', 'amount', 'note', 'borne_by']);
const DECISIONS = ['full', 'partial', 'none'] as const;

interface SupportRefundDialogProps {
  readonly ticket: SupportTicketView;
  /** What the customer paid for the linked item and was not refunded yet (from their wallet's lines), in paise. */
  readonly refundable: number;
  readonly onClose: () => void;
  readonly onDecided: (done: Notice) => void;
}

/**
 * Decides a refund request in its ticket: full (what is left of the payment), partial (an amount in
 * rupees) or none, with a note the customer reads; for a consultation refunded, who bears it (the
 * astrologer at fault, their earning on it taken back, or the platform as goodwill: chosen each
 * time, never defaulted). The server caps the refund by what was paid and pays it to the wallet
 * through the wallet's own refunds (update_support_ticket, action refund).
 */
export function SupportRefundDialog({ ticket, refundable, onClose, onDecided }: SupportRefundDialogProps) {
  const t = useMessages(adminSupportMessages);
  const write = useAdminWrite(FIELDS);
  const [decision, setDecision] = useState<(typeof DECISIONS)[number]>('partial');
  const [amountText, setAmountText] = useState('');
  const [bearer, setBearer] = useState<RefundBearerChoice>('');
  const [note, setNote] = useState('');
  // Only a consultation's minutes earned an astrologer anything (docs/support.md, "Who bears a refund").
  const asksBearer = ticket.link?.kind === 'consultation' && decision !== 'none';

  const submit = async () => {
    const amount = decision === 'partial' ? parseRupees(amountText) : undefined;
    if (decision === 'partial' && amount === undefined) return write.refuse({ amount: say(adminSupportMessages, (words) => words.notRupees) });
    if (asksBearer && !bearer) return write.refuse({ borne_by: bearerMissing() });
    const input = { action: 'refund' as const, decision, ...(amount === undefined ? {} : { amount }), ...(asksBearer && bearer ? { borne_by: bearer } : {}), note };
    const checked = updateSupportTicketSchema.safeParse(input);
    if (!checked.success) return write.refuse(checkNotices(checked.error.issues, input, FIELDS));
    const done = await write.send(() => updateSupportTicket(ticket.id, input));
    if (done !== undefined) onDecided(say(adminSupportMessages, (words) => words.refundDone(formatRupees(decision === 'full' ? refundable : (amount ?? 0)))));
  };

  return (
    <AdminWriteDialog
      title={t.refundTitle}
      intro={t.refundIntro(formatRupees(refundable))}
      submitLabel={t.decideRefund}
      saving={write.saving}
      formError={write.formError}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <AdminField name="support-refund-decision" label={t.decision} error={write.errorText('decision')} required>
        {(control) => (
          <select {...control} value={decision} onChange={(event) => setDecision(event.target.value as (typeof DECISIONS)[number])}>
            {DECISIONS.map((option) => (
              <option key={option} value={option}>
                {t[`decision_${option}`]}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      {decision === 'partial' ? (
        <AdminField name="support-refund-amount" label={t.amount} error={write.errorText('amount')} required>
          {(control) => <input {...control} type="text" inputMode="decimal" autoComplete="off" value={amountText} onChange={(event) => setAmountText(event.target.value)} />}
        </AdminField>
      ) : null}
      {asksBearer ? <RefundBearerField name="support-refund-bearer" value={bearer} error={write.errorText('borne_by')} onChange={setBearer} /> : null}
      <AdminField name="support-refund-note" label={t.note} hint={t.noteHint} error={write.errorText('note')} required>
        {(control) => <textarea {...control} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} data-autofocus />}
      </AdminField>
    </AdminWriteDialog>
  );
}
