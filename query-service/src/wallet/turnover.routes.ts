import type { TurnoverRow } from '@nakshatra/contracts';
import { routeHandlers } from '@nakshatra/platform';
import { indiaDateOf, indiaDayEnd, indiaDayStart } from './india-time.js';
import { turnoverRange } from './turnover-range.js';
import type { WalletRouteDeps } from './wallet-route-deps.js';

type Sums = Omit<TurnoverRow, 'period'>;

const ZERO: Sums = { recharge_count: 0, recharges: 0, gst: 0, bonuses: 0, consultation_revenue: 0, order_revenue: 0, refunds: 0, adjustments: 0 };

const add = (a: Sums, b: Sums): Sums => Object.fromEntries((Object.keys(ZERO) as (keyof Sums)[]).map((key) => [key, a[key] + b[key]])) as Record<keyof Sums, number>;

/** get_total_turnover (admins): every period of the range, empty ones too, and the range's totals. */
export function turnoverQueryRoutes({ turnover, awaitFresh, now }: WalletRouteDeps) {
  return routeHandlers({
    get_total_turnover: async (call) => {
      await awaitFresh(['wallet_transactions'], call.minPosition);
      const range = turnoverRange(call.query, indiaDateOf(now()));
      const sums = await turnover.sums(range.by, indiaDayStart(range.from), indiaDayEnd(range.to));
      const rows: TurnoverRow[] = range.periods.map((period) => ({ period, ...(sums.get(period) ?? ZERO) }));
      return { data: { by: range.by, rows, totals: rows.reduce<Sums>((totals, { period: _period, ...row }) => add(totals, row), ZERO) } };
    },
  });
}
