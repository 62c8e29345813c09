import type { ConsultationBillView } from '@nakshatra/contracts';
import type { RawRouteResult } from '@nakshatra/platform';
import { toCsv, type CsvCell } from '../wallet/csv.js';
import { indiaDateTimeOf } from '../wallet/india-time.js';

const HEADER = ['kind', 'minute', 'at_ist', 'at_utc', 'rate_paise', 'amount_paise', 'free', 'balance_after_paise', 'event_id', 'wallet_transaction_id', 'reason'] as const;

const ist = (iso: string): string => indiaDateTimeOf(new Date(iso));

/**
 * The bill as one CSV table a spreadsheet can add up: a `minute` row per billed minute, a `refund`
 * row per refund (its amount is money given back), then `total`, `refunded` and `net`. Amounts stay
 * integer paise, as in the admin's transaction export; times are in India and in UTC.
 */
export function billCsv(bill: ConsultationBillView): RawRouteResult {
  const rows: CsvCell[][] = [
    ...bill.lines.map((line) => ['minute', line.minute, ist(line.starts_at), line.starts_at, line.rate, line.amount, line.free ? 'yes' : 'no', line.balance_after, line.event_id, line.wallet_transaction_id, null]),
    ...bill.refunds.map((refund) => ['refund', null, ist(refund.refunded_at), refund.refunded_at, null, refund.amount, null, refund.balance_after, null, refund.id, refund.reason]),
    ['total', null, null, null, null, bill.total, null, null, null, null, null],
    ['refunded', null, null, null, null, bill.refunded, null, null, null, null, null],
    ['net', null, null, null, null, bill.net, null, null, null, null, null],
  ];
  return { contentType: 'text/csv; charset=utf-8', headers: { 'Content-Disposition': `attachment; filename="${billFileName(bill)}.csv"` }, body: toCsv(HEADER, rows) };
}

/** `bill-<session id>`: one name for the CSV and the PDF of a consultation. */
export const billFileName = (bill: ConsultationBillView): string => `bill-${bill.session_id}`;
