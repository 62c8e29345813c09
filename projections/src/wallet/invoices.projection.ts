import { INVOICE_SERIES_PREFIX, type InvoiceIssued, type InvoiceParty } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { DocumentProjection } from '../runtime/projection.js';

export interface InvoiceRow {
  readonly id: string;
  readonly number: string;
  readonly financial_year: string;
  readonly sequence: number;
  readonly user_id: string;
  readonly recharge_id: string;
  readonly issued_at: Date | string;
  readonly supplier: { readonly name: string; readonly address: string; readonly state_code: string; readonly gstin: string | null };
  readonly customer: { readonly name: string; readonly phone: string };
  readonly description: string;
  readonly sac: string;
  readonly taxable: number;
  readonly gst_rate_bp: number;
  readonly cgst: number;
  readonly sgst: number;
  readonly igst: number;
  readonly total: number;
  readonly bonus: number;
}

const party = ({ name, address, stateCode, gstin }: InvoiceParty): InvoiceRow['supplier'] => ({ name, address, state_code: stateCode, gstin });

/** One row per GST invoice; an invoice never changes once issued. */
export const invoicesProjection: DocumentProjection<InvoiceRow> = {
  name: 'invoices',
  table: 'invoices',
  handles: (event) => event.type === 'InvoiceIssued' && event.streamName.startsWith(INVOICE_SERIES_PREFIX),
  keyOf: (event) => (event.data as InvoiceIssued).invoiceId,
  evolve(_row, event: RecordedEvent) {
    const invoice = event.data as InvoiceIssued;
    return {
      id: invoice.invoiceId,
      number: invoice.number,
      financial_year: invoice.financialYear,
      sequence: invoice.sequence,
      user_id: invoice.userId,
      recharge_id: invoice.rechargeId,
      issued_at: invoice.issuedAt,
      supplier: party(invoice.supplier),
      customer: { name: invoice.customer.name, phone: invoice.customer.phone },
      description: invoice.description,
      sac: invoice.sac,
      taxable: invoice.taxable,
      gst_rate_bp: invoice.gstRateBp,
      cgst: invoice.cgst,
      sgst: invoice.sgst,
      igst: invoice.igst,
      total: invoice.total,
      bonus: invoice.bonus,
    };
  },
  toStored: (row) => ({ ...row, supplier: JSON.stringify(row.supplier), customer: JSON.stringify(row.customer) }),
};
