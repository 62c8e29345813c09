import type { InvoiceView } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import type { Kysely } from 'kysely';

/** The only code that reads the invoices read model. */
export class InvoicesRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  async findOne(id: string): Promise<InvoiceView | undefined> {
    const row = await this.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      number: row.number,
      financial_year: row.financial_year,
      issued_at: row.issued_at.toISOString(),
      user_id: row.user_id,
      recharge_id: row.recharge_id,
      supplier: row.supplier,
      customer: row.customer,
      description: row.description,
      sac: row.sac,
      taxable: Number(row.taxable),
      gst_rate_bp: row.gst_rate_bp,
      cgst: Number(row.cgst),
      sgst: Number(row.sgst),
      igst: Number(row.igst),
      total: Number(row.total),
      bonus: Number(row.bonus),
    };
  }
}
