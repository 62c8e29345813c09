/**
 * GST invoices for credited recharges. Numbers are gapless within an Indian financial year
 * (1 April to 31 March, by the date in India): each year's invoices are the events of one stream,
 * `invoice-series-<year>`, so an invoice's sequence is its position in that stream and the append's
 * expected revision is what keeps two invoices from taking one number or leaving a hole.
 */
export const INVOICE_SERIES_PREFIX = 'invoice-series-';
export const invoiceSeriesStream = (financialYear: string): string => `${INVOICE_SERIES_PREFIX}${financialYear}`;

const IST_OFFSET_MS = 330 * 60_000;

/** `2026-27` for any instant from 1 April 2026 00:00 IST to 31 March 2027 23:59 IST. */
export function financialYearOf(instant: Date): string {
  const india = new Date(instant.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * `NK/26-27/000042`: prefix, financial year, six-digit sequence; 15 characters, as GST invoice
 * numbers may have at most 16 (CGST Rules, rule 46(b)), which a million invoices in a year still keep.
 */
export const invoiceNumber = (financialYear: string, sequence: number): string => `NK/${financialYear.slice(2)}/${String(sequence).padStart(6, '0')}`;

export interface InvoiceParty {
  readonly name: string;
  readonly address: string;
  /** Two-digit GST state code, e.g. 29 for Karnataka. */
  readonly stateCode: string;
  readonly gstin: string | null;
}

export interface InvoiceIssued {
  readonly invoiceId: string;
  readonly number: string;
  readonly financialYear: string;
  /** 1, 2, 3… within the financial year, with no gaps. */
  readonly sequence: number;
  readonly userId: string;
  readonly rechargeId: string;
  readonly issuedAt: string;
  readonly supplier: InvoiceParty;
  readonly customer: { readonly name: string; readonly phone: string };
  readonly description: string;
  /** SAC of the service (999799: other services n.e.c.). */
  readonly sac: string;
  /** Taxable value: the recharge amount, paise. */
  readonly taxable: number;
  readonly gstRateBp: number;
  /** Intra-state supply splits the tax into CGST and SGST; inter-state is IGST. */
  readonly cgst: number;
  readonly sgst: number;
  readonly igst: number;
  readonly total: number;
  /** Credited on top, free of charge; shown on the invoice, not taxed. */
  readonly bonus: number;
}

export interface InvoiceEventDataByType {
  readonly InvoiceIssued: InvoiceIssued;
}
export type InvoiceEvent = { readonly type: 'InvoiceIssued'; readonly data: InvoiceIssued };
