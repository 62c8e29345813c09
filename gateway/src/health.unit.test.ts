import { describe, expect, it } from 'vitest';
import { judgeHealth } from './health.js';

const up = { status: 'up' };
const query = (projections: { name: string; active: boolean; lagMs: number | null }[]) => ({ status: 'up', places: 'warming', projections });

describe('health', () => {
  it('is healthy when both services are up and every projection is worked on and current', () => {
    const report = judgeHealth(up, query([{ name: 'wallets', active: true, lagMs: 800 }]), 30_000);
    expect(report).toMatchObject({ healthy: true, problems: [] });
  });

  it('names each problem: a service down, a projection without a projector, lagging or never caught up', () => {
    const report = judgeHealth(
      { status: 'down', reason: 'fetch failed' },
      query([
        { name: 'wallets', active: true, lagMs: 45_250 },
        { name: 'orders', active: false, lagMs: 10 },
        { name: 'reviews', active: true, lagMs: null },
        { name: 'users', active: true, lagMs: 30_000 },
      ]),
      30_000,
    );
    expect(report.healthy).toBe(false);
    expect(report.problems).toEqual([
      'command service is down (not reachable)',
      'projection wallets lags 45.3 s (limit 30.0 s)',
      'projection orders has no projector running',
      'projection reviews has not caught up yet',
    ]);
  });

  it('reports a query service that cannot reach its database in fixed words, never its own error text', () => {
    const report = judgeHealth(up, { status: 'degraded', readModels: 'down', reason: 'password authentication failed for user "nakshatra" at db.internal:5432' }, 30_000);
    expect(report.problems).toEqual(['query service is degraded (its database does not answer)']);
    expect(JSON.stringify(report)).not.toContain('db.internal');
  });
});
