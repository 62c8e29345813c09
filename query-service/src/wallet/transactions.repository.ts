import type { PageMeta, TransactionStatus, TransactionType, TransactionView } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import { indiaDayEnd, indiaDayStart } from './india-time.js';

export interface TransactionFilter {
  readonly userId?: string;
  readonly type?: TransactionType;
  readonly status?: TransactionStatus;
  /** India dates, inclusive, on when the transaction started. */
  readonly from?: string;
  readonly to?: string;
  /** Paise, on the size of the change whichever its sign. */
  readonly minAmount?: number;
  readonly maxAmount?: number;
}

export interface TransactionPage {
  readonly items: TransactionView[];
  readonly meta: PageMeta;
}

type Row = Selectable<ReadModelDatabase['wallet_transactions']> & {
  readonly invoice_id: string | null;
  readonly invoice_number: string | null;
  readonly refunded_amount: string | null;
};

/** A stored row as the lists show it: its status as the wallet's events left it (a recharge not paid in time is expired by WalletRechargeExpired). */
function toView(row: Row): TransactionView {
  return {
    id: row.id,
    user_id: row.user_id,
    type: row.type,
    status: row.status,
    amount: Number(row.amount),
    bonus: Number(row.bonus),
    gst: Number(row.gst),
    total_paid: Number(row.total_paid),
    balance_after: row.balance_after === null ? null : Number(row.balance_after),
    reason: row.reason,
    source_kind: row.source_kind,
    source_id: row.source_id,
    provider: row.provider,
    provider_order_id: row.provider_order_id,
    provider_payment_id: row.provider_payment_id,
    invoice_id: row.invoice_id,
    invoice_number: row.invoice_number,
    refund_of: row.refund_of,
    refunded_amount: Number(row.refunded_amount ?? 0),
    refund_rule: row.refund_rule,
    failure_detail: row.failure_detail,
    actor_id: row.actor_id,
    actor_role: row.actor_role,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function matching(filter: TransactionFilter) {
  return (eb: ExpressionBuilder<ReadModelDatabase, 'wallet_transactions'>) => {
    const conditions = [];
    if (filter.userId !== undefined) conditions.push(eb('wallet_transactions.user_id', '=', filter.userId));
    if (filter.type !== undefined) conditions.push(eb('wallet_transactions.type', '=', filter.type));
    if (filter.status !== undefined) conditions.push(eb('wallet_transactions.status', '=', filter.status));
    if (filter.from !== undefined) conditions.push(eb('wallet_transactions.created_at', '>=', indiaDayStart(filter.from)));
    if (filter.to !== undefined) conditions.push(eb('wallet_transactions.created_at', '<', indiaDayEnd(filter.to)));
    if (filter.minAmount !== undefined) conditions.push(eb(sql`abs(wallet_transactions.amount)`, '>=', filter.minAmount));
    if (filter.maxAmount !== undefined) conditions.push(eb(sql`abs(wallet_transactions.amount)`, '<=', filter.maxAmount));
    return eb.and(conditions);
  };
}

/** The only code that reads the wallet_transactions read model (with the invoices of recharges). */
export class TransactionsRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  /**
   * Transactions with what other rows say about them: a recharge's invoice, and how much of a
   * debit its refunds returned (summed here, so a refund never has to rewrite the debit's row).
   */
  private selectViews() {
    return this.db
      .selectFrom('wallet_transactions')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('invoices')
            .select(['invoices.id as invoice_id', 'invoices.number as invoice_number'])
            .whereRef('invoices.recharge_id', '=', 'wallet_transactions.id')
            .orderBy('invoices.issued_at')
            .limit(1)
            .as('invoice'),
        (join) => join.onTrue(),
      )
      .selectAll('wallet_transactions')
      .select(['invoice.invoice_id', 'invoice.invoice_number'])
      .select((eb) =>
        eb
          .selectFrom('wallet_transactions as refund')
          .select(sql<string>`coalesce(sum(refund.amount), 0)`.as('refunded'))
          .whereRef('refund.refund_of', '=', 'wallet_transactions.id')
          .as('refunded_amount'),
      );
  }

  /** Newest first. */
  async page(filter: TransactionFilter, page: number, limit: number): Promise<TransactionPage> {
    const [rows, total] = await Promise.all([
      this.selectViews()
        .where(matching(filter))
        .orderBy('wallet_transactions.created_at', 'desc')
        .orderBy('wallet_transactions.id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      this.count(filter),
    ]);
    return { items: rows.map(toView), meta: { page, limit, total } };
  }

  /** Every match, newest first (exports); callers bound the size with count() first. */
  async all(filter: TransactionFilter): Promise<TransactionView[]> {
    const rows = await this.selectViews().where(matching(filter)).orderBy('wallet_transactions.created_at', 'desc').orderBy('wallet_transactions.id', 'desc').execute();
    return rows.map(toView);
  }

  async count(filter: TransactionFilter): Promise<number> {
    const { total } = await this.db
      .selectFrom('wallet_transactions')
      .where(matching(filter))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(total);
  }

  async findOne(id: string): Promise<TransactionView | undefined> {
    const row = await this.selectViews().where('wallet_transactions.id', '=', id).executeTakeFirst();
    return row ? toView(row) : undefined;
  }
}
