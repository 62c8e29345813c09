import type { DashaPeriod } from '@nakshatra/contracts';

/** Whether a dasha period is running at a moment (today, for the report): from its start, up to (not including) its end. */
export function isRunning(period: DashaPeriod, at: number): boolean {
  return Date.parse(period.start) <= at && at < Date.parse(period.end);
}
