import { randomUUID } from 'node:crypto';
import { catalogueEntries, type RouteEntry } from '@nakshatra/contracts';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ZodType } from 'zod';
import { deep, nastyNumber, nastyText } from './testing/fuzz/nasty-values.js';
import { pathOf, roleFor, servedWrites, writeProber } from './testing/fuzz/write-prober.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { storedEventCounter } from './testing/stored-events.js';

/** How many malformed bodies each write route gets: bounded so the file fits CI (a few seconds a route). */
const RUNS_PER_ROUTE = 12;
/** Fixed, so a failure reproduces; change it to explore. */
const SEED = 19;

/**
 * Every write route of the catalogue, fuzzed through the gateway with bodies derived from its own
 * schema and made wrong — wrong types, missing and extra fields, huge strings, NUL and control
 * characters, deep nesting, `__proto__` keys, negative, fractional and huge money, a text/plain
 * body — by a caller allowed to make the call (so the input, not the access check, is what is
 * tested). Every answer must be a 4xx (or a success, for a body that happens to be valid), never a
 * 5xx, and a refused request appends nothing. A route added to the catalogue is fuzzed without a new test.
 */
describe('fuzzing every write route from its schema', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let events: Awaited<ReturnType<typeof storedEventCounter>>;
  let prober: ReturnType<typeof writeProber>;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'fuzz_writes');
    stack = await startInProcessStack(db.url);
    events = await storedEventCounter(db.url);
    prober = writeProber(stack, events);
  });
  afterAll(async () => {
    await events?.close();
    await stack?.stop();
    await db?.drop();
  });

  const writes = servedWrites(catalogueEntries).filter((entry) => entry.body !== undefined);

  it('covers the write routes that take a body', () => {
    expect(writes.length).toBeGreaterThan(60);
  });

  it.each(writes.map((entry) => [entry.name, entry] as const))('%s: malformed bodies get 4xx and append nothing', async (_name, entry) => {
    const userId = randomUUID();
    const cookie = stack.cookie(roleFor(entry), userId);
    const path = pathOf(entry, () => (entry.access === 'owner' ? userId : randomUUID()));
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(malformedRequest(entry), async ({ body, contentType }) => {
        const failure = await prober.probe({ label: `${contentType} ${body.slice(0, 200)}`, method: entry.method, path, cookie, headers: { 'content-type': contentType }, body });
        if (failure) failures.push(failure);
        return failure === undefined;
      }),
      { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true, examples: mustTry(entry).map((request) => [request]) },
    );
    expect(failures).toEqual([]);
  });
});

const anyValue = fc.oneof(fc.anything({ maxDepth: 3 }), nastyText, nastyNumber, fc.constant(null));

/** The keys of an object schema, when the body schema is one (after its checks). */
function keysOf(schema: ZodType | undefined): string[] {
  const node = schema as unknown as { shape?: Record<string, unknown>; def?: { in?: ZodType; schema?: ZodType; options?: ZodType[] } } | undefined;
  if (!node) return [];
  if (node.shape) return Object.keys(node.shape);
  if (node.def?.options) return [...new Set(node.def.options.flatMap(keysOf))];
  return keysOf(node.def?.in ?? node.def?.schema);
}

/** What every route gets besides the random runs: a NUL and a bidi override in every field, and a text/plain body. */
function mustTry(entry: RouteEntry): { body: string; contentType: string }[] {
  const keys = keysOf(entry.body);
  const every = (value: string) => JSON.stringify(Object.fromEntries(keys.map((key) => [key, value])));
  return [
    { body: every('nul\u0000here'), contentType: 'application/json' },
    { body: every('abc\u202egnp.exe'), contentType: 'application/json' },
    { body: every('x'), contentType: 'text/plain' },
  ];
}

/** A request body a route's schema must refuse (or, by chance, take), and the content type it is sent as. */
function malformedRequest(entry: RouteEntry): fc.Arbitrary<{ body: string; contentType: string }> {
  const keys = keysOf(entry.body);
  const field = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('field');
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });
  return fc.oneof(
    // Each known field with a wrong or nasty value, the rest missing.
    fc.record({ name: field, value: anyValue }).map(({ name, value }) => json({ [name]: value })),
    // Every field wrong at once.
    fc.array(anyValue, { minLength: keys.length, maxLength: keys.length }).map((values) => json(Object.fromEntries(keys.map((key, index) => [key, values[index]])))),
    // An extra field, a prototype key, an empty or non-object body.
    fc.constantFrom(json({}), json([]), json('text'), json(null), json(42), { body: `{"__proto__":{"admin":true},"${keys[0] ?? 'field'}":"x"}`, contentType: 'application/json' }),
    fc.record({ name: fc.string({ minLength: 1, maxLength: 20 }), value: anyValue }).map(({ name, value }) => json({ [`extra_${name}`]: value })),
    // Deep nesting in a field.
    field.map((name) => json({ [name]: deep(2_000) })),
    // The same body as text/plain, as a cross-site form would send it.
    fc.constant({ body: JSON.stringify(Object.fromEntries(keys.map((key) => [key, 'x']))), contentType: 'text/plain' }),
    // Not JSON at all.
    fc.constantFrom({ body: '{"unclosed":', contentType: 'application/json' }, { body: '\u0000\u0001', contentType: 'application/json' }),
  );
}
