import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack, type RunningStack } from './stack.js';
import { capturedLogger } from './testing/captured-logger.js';
import { until, writeThenRead } from './testing/write-and-read.js';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The soak test, on the processes `npm start` runs: the command service and the projector
 * are killed with SIGKILL from outside (as an OOM kill would), and the launcher brings both back
 * on their ports — each restart started within 5 s of its crash, logged — until a write and a
 * read of it work again. Stopping the stack then ends every process without a restart.
 */
describe('the launcher restarts crashed services', () => {
  let db: TestDatabase;
  let stack: RunningStack;
  const log = capturedLogger();

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'supervision');
    // Children silent: the gateway rightly logs every call that finds a backend down. The place
    // search is not under test here; building it would only load the machine.
    stack = await startStack({ databaseUrl: db.url, logLevel: 'silent', logger: log.logger, env: { PLACES_PRELOAD: 'false' } });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  it('brings back a killed command service and projector, then serves writes and reads', { timeout: 180_000 }, async () => {
    expect(await writeThenRead(stack, 'before the crash')).toBe(true);
    const victims = [stack.service('command-service'), stack.service('projections')];
    const killed = victims.map((service) => ({ name: service.name, pid: service.pid, port: service.port }));

    const crashedAt = Date.now();
    for (const { pid } of killed) process.kill(pid, 'SIGKILL');
    await until(() => writeThenRead(stack, 'after the crash'), 'a write and its read after the restarts', 120_000);
    await Promise.all(victims.map((service) => service.running()));

    for (const { name, pid, port } of killed) {
      const service = stack.service(name);
      expect(service.pid).not.toBe(pid);
      expect(service.port).toBe(port);
      const crash = log.entries.find((entry) => entry.level === 'error' && entry.details.service === name);
      expect(crash?.details).toMatchObject({ pid, signal: 'SIGKILL', crashesInARow: 1 });
      const restart = log.entries.find((entry) => entry.msg === `restarting ${name}`);
      expect(restart!.time - crashedAt).toBeLessThan(5_000);
      expect(log.entries.find((entry) => entry.msg === `${name} is running again`)?.details).toMatchObject({ pid: service.pid, port });
    }
    // Nothing secret in what the launcher logs: no environment, no URLs with passwords.
    expect(JSON.stringify(log.entries)).not.toMatch(/postgres:\/\/|SESSION_SECRET|DATABASE_URL/);
  });

  it('stops every process without restarting any', { timeout: 60_000 }, async () => {
    const pids = stack.services.map((service) => service.pid);
    const linesBefore = log.entries.length;
    await stack.stop();
    expect(pids.filter(isAlive)).toEqual([]);
    expect(log.entries.slice(linesBefore)).toEqual([]);
  });
});
