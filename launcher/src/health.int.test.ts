import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack, type RunningStack } from './stack.js';
import { until, writeThenRead } from './testing/write-and-read.js';

interface Health {
  readonly status: number;
  readonly body: any;
}

/**
 * /api/health on the processes `npm start` runs: 200 when all is well; 503 naming a lagging
 * projection while the projector is paused (SIGSTOP: it holds its locks but applies nothing), or
 * naming the command service while it is down; 200 again once they are back. The place search is
 * built at start, and the first search after that answers at once.
 */
describe('health', () => {
  const MAX_LAG_MS = 2_000;
  let db: TestDatabase;
  let stack: RunningStack;
  const health = async (): Promise<Health> => {
    const answer = await fetch(`${stack.url}/api/health`);
    return { status: answer.status, body: await answer.json() };
  };
  /** Polls /api/health until `wanted` holds, and returns that answer. */
  const healthWhen = async (wanted: (answer: Health) => boolean, what: string): Promise<Health> => {
    let last: Health | undefined;
    await until(async () => wanted((last = await health())), what);
    return last!;
  };
  const healthy = async () => (await health()).status === 200;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'health');
    // Production's bound for a read waiting on its own write (tests raise it to 30 s, vitest.config.ts):
    // the read made while the projector is paused is refused after 2 s instead of holding the file 30 s.
    stack = await startStack({ databaseUrl: db.url, logLevel: 'silent', env: { HEALTH_MAX_PROJECTION_LAG_MS: String(MAX_LAG_MS), READ_YOUR_WRITES_MS: '2000' } });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  it('answers 200 with each projection’s lag once everything runs, and builds the place search at start', { timeout: 120_000 }, async () => {
    const { body } = await healthWhen((answer) => answer.status === 200, 'a healthy stack');
    expect(body).toMatchObject({ status: 200, data: { gateway: 'up', problems: [], commandService: { status: 'up' }, queryService: { status: 'up' } } });
    const projections = body.data.queryService.projections as { name: string; active: boolean; lagMs: number }[];
    expect(projections.map((projection) => projection.name)).toContain('content_items');
    for (const projection of projections) expect(projection).toMatchObject({ active: true, lagMs: expect.any(Number) });

    // Built before anyone searched: the first search does not wait for it. (How fast a search is, is
    // the places benchmark's to say, not a timed test's: bench/README.md "places".)
    await until(async () => (await health()).body.data.queryService.places === 'ready', 'the place search to be built');
    const suggest = await fetch(`${stack.url}/api/get_suggest/Vellore?limit=3`);
    expect(suggest.status).toBe(200);
    expect(((await suggest.json()) as { data: { name: string }[] }).data[0]?.name).toBe('Vellore');
  });

  it('answers 503 naming a lagging projection while the projector is paused, and 200 once it resumes', { timeout: 120_000 }, async () => {
    await until(healthy, 'a healthy stack');
    const projector = stack.service('projections');
    process.kill(projector.pid, 'SIGSTOP');
    try {
      expect(await writeThenRead(stack, 'written while the projector is paused')).toBe(false);
      const lagging = (answer: Health) => answer.status === 503 && (answer.body.data.problems as string[]).some((problem) => problem.startsWith('projection content_items lags'));
      const { body } = await healthWhen(lagging, 'health to name content_items as lagging');
      expect(body.status).toBe(503);
      expect(body.data.problems).toContainEqual(expect.stringMatching(/^projection content_items lags \d+\.\d s \(limit 2\.0 s\)$/));
      const contentItems = body.data.queryService.projections.find((projection: { name: string }) => projection.name === 'content_items');
      expect(contentItems).toMatchObject({ active: true });
      expect(contentItems.lagMs).toBeGreaterThan(MAX_LAG_MS);
    } finally {
      process.kill(projector.pid, 'SIGCONT');
    }
    await until(healthy, 'health to recover once the projector resumed');
    // Within 2 s on a quiet machine; a busy one may take longer, and the write is tried again then.
    await until(() => writeThenRead(stack, 'written after the projector resumed'), 'a write to be read back once the projector resumed');
  });

  it('answers 503 naming the command service while it is down', { timeout: 120_000 }, async () => {
    await until(healthy, 'a healthy stack');
    await stack.crashAndRestart('command-service', async () => {
      const { status, body } = await health();
      expect(status).toBe(503);
      expect(body.data.problems).toContainEqual('command service is down (not reachable)');
    });
    await until(healthy, 'health to recover once the command service is back');
  });
});
