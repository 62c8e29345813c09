import type { OrderKind, OrderStatus, OrderView, PageMeta } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { indiaDayEnd, indiaDayStart } from '../wallet/india-time.js';

export interface OrderFilter {
  readonly userId?: string;
  readonly kind?: OrderKind;
  readonly status?: OrderStatus;
  /** India dates, inclusive, on when the order was placed. */
  readonly from?: string;
  readonly to?: string;
}

export interface OrderPage {
  readonly items: OrderView[];
  readonly meta: PageMeta;
}

const toView = (row: Selectable<ReadModelDatabase['orders']>): OrderView => ({
  id: row.id,
  user_id: row.user_id,
  kind: row.kind,
  status: row.status,
  lines: row.lines,
  total: Number(row.total),
  shipping: row.shipping,
  booking: row.booking,
  wallet_transaction_id: row.wallet_transaction_id,
  refunded_amount: Number(row.refunded_amount),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

function matching(filter: OrderFilter) {
  return (eb: ExpressionBuilder<ReadModelDatabase, 'orders'>) => {
    const conditions = [];
    if (filter.userId !== undefined) conditions.push(eb('user_id', '=', filter.userId));
    if (filter.kind !== undefined) conditions.push(eb('kind', '=', filter.kind));
    if (filter.status !== undefined) conditions.push(eb('status', '=', filter.status));
    if (filter.from !== undefined) conditions.push(eb('created_at', '>=', indiaDayStart(filter.from)));
    if (filter.to !== undefined) conditions.push(eb('created_at', '<', indiaDayEnd(filter.to)));
    return eb.and(conditions);
  };
}

/** The only code that reads the orders read model. */
export class OrdersRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  /** Newest first. */
  async page(filter: OrderFilter, page: number, limit: number): Promise<OrderPage> {
    const [rows, { total }] = await Promise.all([
      this.db.selectFrom('orders').selectAll().where(matching(filter)).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
      this.db.selectFrom('orders').where(matching(filter)).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toView), meta: { page, limit, total: Number(total) } };
  }
}
