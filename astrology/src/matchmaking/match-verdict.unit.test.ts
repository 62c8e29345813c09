import { describe, expect, it } from 'vitest';
import { verdictFor } from './match-verdict.js';

describe('verdictFor', () => {
  it('reads below 18 as not recommended, 18–24½ acceptable, 25–32½ good, 33–36 excellent', () => {
    const totals = [0, 17.5, 18, 24.5, 25, 32.5, 33, 36];
    expect(totals.map(verdictFor)).toEqual(['not_recommended', 'not_recommended', 'acceptable', 'acceptable', 'good', 'good', 'excellent', 'excellent']);
  });
});
