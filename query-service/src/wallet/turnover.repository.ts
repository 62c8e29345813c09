import type { TurnoverRow } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import { sql, type Kysely } from 'kysely';
import type { TurnoverBy } from './turnover-range.js';

type Sums = Omit<TurnoverRow, 'period'>;

/** Reads the wallet_transactions read model for the admin's turnover. */
export class TurnoverRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  /**
   * The money that moved in [from, to), by the India day or month it moved in (a recharge counts
   * when it was credited, not when it started). Periods without any movement are absent.
   */
  async sums(by: TurnoverBy, from: Date, to: Date): Promise<Map<string, Sums>> {
    const period = by === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
    const { rows } = await sql<Record<keyof Sums, string> & { period: string }>`
      SELECT to_char(settled_at AT TIME ZONE 'Asia/Kolkata', ${period}) AS period,
        count(*) FILTER (WHERE type = 'recharge') AS recharge_count,
        coalesce(sum(amount - bonus) FILTER (WHERE type = 'recharge'), 0) AS recharges,
        coalesce(sum(gst) FILTER (WHERE type = 'recharge'), 0) AS gst,
        coalesce(sum(bonus) FILTER (WHERE type = 'recharge'), 0) AS bonuses,
        coalesce(sum(-amount) FILTER (WHERE type = 'debit' AND source_kind = 'session'), 0) AS consultation_revenue,
        coalesce(sum(-amount) FILTER (WHERE type = 'debit' AND source_kind IN ('order', 'pooja')), 0) AS order_revenue,
        coalesce(sum(amount) FILTER (WHERE type = 'refund'), 0) AS refunds,
        coalesce(sum(amount) FILTER (WHERE type = 'adjustment'), 0) AS adjustments
      FROM wallet_transactions
      WHERE settled_at >= ${from} AND settled_at < ${to}
      GROUP BY 1`.execute(this.db);
    return new Map(
      rows.map((row) => [
        row.period,
        {
          recharge_count: Number(row.recharge_count),
          recharges: Number(row.recharges),
          gst: Number(row.gst),
          bonuses: Number(row.bonuses),
          consultation_revenue: Number(row.consultation_revenue),
          order_revenue: Number(row.order_revenue),
          refunds: Number(row.refunds),
          adjustments: Number(row.adjustments),
        },
      ]),
    );
  }
}
