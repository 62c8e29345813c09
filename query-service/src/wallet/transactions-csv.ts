import type { TransactionView } from '@nakshatra/contracts';
import type { RawRouteResult } from '@nakshatra/platform';
import { toCsv, type CsvCell } from './csv.js';
import { indiaDateOf, indiaDateTimeOf } from './india-time.js';

/** Amounts stay integer paise (named *_paise) so totals add up exactly in any spreadsheet. */
const COLUMNS: readonly [header: string, cell: (view: TransactionView) => CsvCell][] = [
  ['id', (view) => view.id],
  ['user_id', (view) => view.user_id],
  ['type', (view) => view.type],
  ['status', (view) => view.status],
  ['amount_paise', (view) => view.amount],
  ['bonus_paise', (view) => view.bonus],
  ['gst_paise', (view) => view.gst],
  ['total_paid_paise', (view) => view.total_paid],
  ['balance_after_paise', (view) => view.balance_after],
  ['refunded_amount_paise', (view) => view.refunded_amount],
  ['reason', (view) => view.reason],
  ['source_kind', (view) => view.source_kind],
  ['source_id', (view) => view.source_id],
  ['provider', (view) => view.provider],
  ['provider_order_id', (view) => view.provider_order_id],
  ['provider_payment_id', (view) => view.provider_payment_id],
  ['invoice_number', (view) => view.invoice_number],
  ['refund_of', (view) => view.refund_of],
  ['failure_detail', (view) => view.failure_detail],
  ['actor_id', (view) => view.actor_id],
  ['actor_role', (view) => view.actor_role],
  ['created_at_utc', (view) => view.created_at],
  ['created_at_ist', (view) => indiaDateTimeOf(new Date(view.created_at))],
];

/** A download of transactions, newest first, named by the India date it was made on. */
export function transactionsCsv(views: readonly TransactionView[], now: Date): RawRouteResult {
  return {
    contentType: 'text/csv; charset=utf-8',
    headers: { 'Content-Disposition': `attachment; filename="transactions-${indiaDateOf(now)}.csv"` },
    body: toCsv(
      COLUMNS.map(([header]) => header),
      views.map((view) => COLUMNS.map(([, cell]) => cell(view))),
    ),
  };
}
