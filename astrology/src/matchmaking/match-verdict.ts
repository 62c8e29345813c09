import { MATCH_ACCEPTABLE_POINTS, type MatchVerdict } from '@nakshatra/contracts';

/**
 * The usual reading of a guna milan total, highest band first: below 18 is not recommended
 * (MATCH_ACCEPTABLE_POINTS), 18–24½ acceptable, 25–32½ good, 33–36 excellent.
 */
export const VERDICT_BANDS: readonly { readonly from: number; readonly verdict: MatchVerdict }[] = [
  { from: 33, verdict: 'excellent' },
  { from: 25, verdict: 'good' },
  { from: MATCH_ACCEPTABLE_POINTS, verdict: 'acceptable' },
  { from: 0, verdict: 'not_recommended' },
];

export const verdictFor = (total: number): MatchVerdict => VERDICT_BANDS.find((band) => total >= band.from)?.verdict ?? 'not_recommended';
