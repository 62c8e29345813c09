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

type OrderWithCustomer = Selectable<ReadModelDatabase['orders']> & { readonly customer_name: string | null; readonly customer_phone: string | null };

const isoOrNull = (at: Date | null): string | null => at && at.toISOString();

const toView = (row: OrderWithCustomer, withCustomer: boolean): OrderView => ({
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
  customer: withCustomer ? { name: row.customer_name, phone: row.customer_phone } : null,
  packed_at: isoOrNull(row.packed_at),
  shipped_at: isoOrNull(row.shipped_at),
  carrier: row.carrier,
  tracking_number: row.tracking_number,
  delivered_at: isoOrNull(row.delivered_at),
  performed_at: isoOrNull(row.performed_at),
  performed_note: row.performed_note,
  performed_media_url: row.performed_media_url,
  cancelled_at: isoOrNull(row.cancelled_at),
  cancelled_by: row.cancelled_by,
  cancel_reason: row.cancel_reason,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

function matching(filter: OrderFilter) {
  return (eb: ExpressionBuilder<ReadModelDatabase, 'orders'>) => {
    const conditions = [];
    if (filter.userId !== undefined) conditions.push(eb('orders.user_id', '=', filter.userId));
    if (filter.kind !== undefined) conditions.push(eb('orders.kind', '=', filter.kind));
    if (filter.status !== undefined) conditions.push(eb('orders.status', '=', filter.status));
    if (filter.from !== undefined) conditions.push(eb('orders.created_at', '>=', indiaDayStart(filter.from)));
    if (filter.to !== undefined) conditions.push(eb('orders.created_at', '<', indiaDayEnd(filter.to)));
    return eb.and(conditions);
  };
}

/** The only code that reads the orders read model. */
export class OrdersRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  /** Newest first; `withCustomer` adds the customer's account name and phone (for admins, who see people, not ids). */
  async page(filter: OrderFilter, page: number, limit: number, { withCustomer = false } = {}): Promise<OrderPage> {
    const [rows, { total }] = await Promise.all([
      this.db
        .selectFrom('orders')
        .leftJoin('users', 'users.id', 'orders.user_id')
        .selectAll('orders')
        .select(['users.name as customer_name', 'users.phone as customer_phone'])
        .where(matching(filter))
        .orderBy('orders.created_at', 'desc')
        .orderBy('orders.id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      this.db.selectFrom('orders').where(matching(filter)).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map((row) => toView(row, withCustomer)), meta: { page, limit, total: Number(total) } };
  }
}
