import { refuseField } from '@nakshatra/platform';
import { addDays, firstOfMonth } from './india-time.js';

export type TurnoverBy = 'day' | 'month';

export interface TurnoverRange {
  readonly by: TurnoverBy;
  /** India dates, inclusive. */
  readonly from: string;
  readonly to: string;
  /** Every period of the range, oldest first: `2026-11-23` by day, `2026-11` by month. */
  readonly periods: readonly string[];
}

/** Beyond this, one answer would be a wall of rows: ask by month, or for a shorter range. */
const MAX_PERIODS: Record<TurnoverBy, number> = { day: 366, month: 120 };

function tooManyPeriods(by: TurnoverBy) {
  const code = by === 'day' ? 'field.range_too_many_days' : 'field.range_too_many_months';
  return refuseField('from', code, { maximum: MAX_PERIODS[by] });
}

/** The range a turnover query covers: by default the last 30 days (by day) or the last 12 months (by month), up to today in India. */
export function turnoverRange(query: { by: TurnoverBy; from?: string; to?: string }, today: string): TurnoverRange {
  const { by } = query;
  const to = query.to ?? today;
  const from = query.from ?? (by === 'day' ? addDays(to, -29) : firstOfMonth(to, -11));
  if (from > to) throw refuseField('from', 'field.from_after_to');
  const periods: string[] = [];
  for (let day = by === 'day' ? from : firstOfMonth(from); day <= to; day = by === 'day' ? addDays(day, 1) : firstOfMonth(day, 1)) {
    if (periods.length === MAX_PERIODS[by]) throw tooManyPeriods(by);
    periods.push(by === 'day' ? day : day.slice(0, 7));
  }
  return { by, from, to, periods };
}
