import { fieldError, REFUND_BEARERS, type RefundBearer } from '@nakshatra/contracts';
import { useMessages } from '../../../lib/i18n/messages';
import { refundBearerMessages } from '../admin-refund-bearer.messages';
import type { Notice } from '../lib/notice';
import { AdminField } from './admin-field.component';

/** The field's value: a bearer, or '' until the admin chooses (never defaulted). */
export type RefundBearerChoice = RefundBearer | '';

/** What a form refuses when a consultation's refund does not say who bears it: the server's own field issue, worded alike. */
export const bearerMissing = (): Notice => ({ fieldError: fieldError('borne_by', 'field.refund_bearer') });

/**
 * Who bears a consultation's refund (docs/support.md, "Who bears a refund"): the astrologer at
 * fault, whose earning on the refunded part is taken back, or the platform as goodwill. Shown only
 * where a consultation's minutes are refunded; the admin must choose, nothing is assumed.
 */
export function RefundBearerField({ name, value, error, onChange }: { name: string; value: RefundBearerChoice; error: string | undefined; onChange: (value: RefundBearerChoice) => void }) {
  const t = useMessages(refundBearerMessages);
  return (
    <AdminField name={name} label={t.bearer} hint={t.bearerHint} error={error} required>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value as RefundBearerChoice)}>
          <option value="">{t.bearerChoose}</option>
          {REFUND_BEARERS.map((option) => (
            <option key={option} value={option}>
              {t[`bearer_${option}`]}
            </option>
          ))}
        </select>
      )}
    </AdminField>
  );
}
