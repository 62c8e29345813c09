import { randomUUID } from 'node:crypto';
import { catalogueEntries } from '@nakshatra/contracts';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { prepareFuzzWorld } from './testing/fuzz/fuzz-world.js';
import { describeMutation, mustTryMutations, mutate, oneMutation } from './testing/fuzz/one-field-mutations.js';
import { exampleBody } from './testing/fuzz/schema-example.js';
import { servedWrites, writeProber } from './testing/fuzz/write-prober.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { storedEventCounter } from './testing/stored-events.js';

/** Random mutations per route besides the ones every route gets; bounded so the file fits CI. */
const RUNS_PER_ROUTE = 8;
/** Fixed, so a failure reproduces; change it to explore. Each route draws from its own seed, so routes of one shape do not all get the same mutations. */
const SEED = 1919;
const seedOf = (name: string): number => [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);

/**
 * Near-valid bodies for every write route with a body schema: a valid body built from the schema,
 * naming real objects (a funded customer, an online astrologer, their chat, a recharge, a live
 * session, an item of every content family), with exactly one place made wrong — a wrong type, a
 * NUL or a bidi override, a huge or empty string, a negative, fractional, huge or infinite number,
 * a `__proto__` or extra key, deep nesting, a field removed. Each answer is a 4xx, or a success
 * where the one change happens to be allowed; never a 5xx; and a refusal appends nothing. Every
 * route also gets -1, 0.5, 1e20 and 1e999 in each of its numbers and a NUL in its first text field.
 * A route added to the catalogue is fuzzed without a new test.
 */
describe('fuzzing every write route with near-valid bodies', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let events: Awaited<ReturnType<typeof storedEventCounter>>;
  let world: Awaited<ReturnType<typeof prepareFuzzWorld>>;
  let prober: ReturnType<typeof writeProber>;

  // Many objects are made through the API first: a generous limit, for a loaded CI machine.
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'fuzz_near_valid');
    // No chat ticker: nothing is appended in the background while a refusal is being judged.
    stack = await startInProcessStack(db.url, { chat: { commissionBp: 3000, tickMs: null, now: () => new Date() } });
    events = await storedEventCounter(db.url);
    world = await prepareFuzzWorld(stack);
    prober = writeProber(stack, events);
  }, 180_000);
  afterAll(async () => {
    await events?.close();
    await stack?.stop();
    await db?.drop();
  });

  const withBody = servedWrites(catalogueEntries).filter((entry) => entry.body !== undefined);

  it('finds what a request stored by the correlation id it was sent with, so a refusal that stores anything is caught', async () => {
    const correlationId = `fuzz-${randomUUID()}`;
    const answer = await prober.send({ label: 'send_otp', method: 'POST', path: '/api/send_otp', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ numbers: '9123400001', route: 'otp' }) }, correlationId);
    expect(answer.status, answer.text).toBe(200);
    expect(await events.writtenIn(correlationId)).not.toEqual([]);
  });

  it.each(withBody.map((entry) => [entry.name, entry] as const))('%s: one wrong field is a 4xx or a success, never a 5xx, and a refusal appends nothing', async (_name, entry) => {
    const valid = exampleBody(entry.body!, world.hints);
    const request = (label: string, body: string) => ({ label, method: entry.method, path: world.pathFor(entry), cookie: world.cookieFor(entry), headers: { 'content-type': 'application/json' }, body });
    // The example itself gets past input validation, so what follows tries one wrong field at a time.
    const baseline = await prober.send(request('the example', JSON.stringify(valid)));
    expect(baseline.text, `the example ${JSON.stringify(valid).slice(0, 300)} got ${baseline.text.slice(0, 400)}`).not.toContain('"code":"request.invalid"');
    const failures: string[] = [];
    const mustTry = mustTryMutations(valid);
    await fc.assert(
      fc.asyncProperty(oneMutation(valid), async (mutation) => {
        // A fresh example of the same shape each time, so a create's slug is new and only the mutation can be wrong.
        const failure = await prober.probe(request(describeMutation(mutation), mutate(exampleBody(entry.body!, world.hints), mutation)));
        if (failure) failures.push(failure);
        return failure === undefined;
      }),
      { numRuns: mustTry.length + RUNS_PER_ROUTE, seed: seedOf(entry.name), endOnFailure: true, examples: mustTry.map((mutation) => [mutation]) },
    );
    expect(failures).toEqual([]);
  });
});
