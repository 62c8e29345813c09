import { randomUUID } from 'node:crypto';
import { catalogueEntries, type RouteEntry } from '@nakshatra/contracts';
import { RazorpayPaymentProvider } from '@nakshatra/command-service';
import { hexHmacSha256, phoneBridgeSetupFromEnv, signCallbackUrl } from '@nakshatra/command-service/testing';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { edgeRequests, GARBAGE_BODIES, MULTIPART_BODIES, someOf, type EdgeBody, type EdgeTarget } from './testing/fuzz/edge-requests.js';
import { serialise } from './testing/fuzz/one-field-mutations.js';
import { exampleBody } from './testing/fuzz/schema-example.js';
import { pathOf, roleFor, servedWrites, writeProber, type ProbeRequest } from './testing/fuzz/write-prober.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { storedEventCounter } from './testing/stored-events.js';

/** Random edge requests per route besides the ones every route gets; bounded so the file fits CI. */
const RUNS_PER_ROUTE = 4;
const SEED = 1920;

const WEBHOOK_SECRET = 'fuzz-razorpay-webhook-secret';
const CALLBACK_SECRET = 'fuzz-phone-bridge-callback-secret-0123456789';
const CALLBACK_URL = 'http://127.0.0.1/api/calls/phone-bridge/exotel/status';
/** Nothing listens there: no request of this file may reach a real provider. */
const NOWHERE = 'http://127.0.0.1:9';

/**
 * The raw-body calls answer a provider, who signs what it sends. With the provider configured and
 * the request signed as it would sign it, a garbage body gets past the signature into the parsing.
 */
const providers: Record<string, { name: string; sign: (request: ProbeRequest) => ProbeRequest }> = {
  payment_webhook: {
    name: 'razorpay',
    sign: (request) => ({ ...request, headers: { ...request.headers, 'x-razorpay-signature': hexHmacSha256(WEBHOOK_SECRET, Buffer.from(request.body ?? '')) } }),
  },
  phone_call_status: {
    name: 'exotel',
    sign: (request) => {
      const signed = new URL(signCallbackUrl(CALLBACK_URL, CALLBACK_SECRET, 'exotel', randomUUID()));
      return { ...request, path: `${request.path}${signed.search}` };
    },
  },
};

/** Provider bodies of the right shape with a wrong value in them. */
const capture = (entity: string): EdgeBody => ({ name: 'a capture', body: `{"event":"payment.captured","payload":{"payment":{"entity":${entity}}}}`, contentType: 'application/json' });
const PROVIDER_SHAPES: readonly EdgeBody[] = [
  capture('{"id":"pay_fuzz","order_id":"order_fuzz","amount":-1,"status":"captured"}'),
  capture('{"id":"pay_fuzz","order_id":"order_fuzz","amount":1e999,"status":"captured"}'),
  capture('{"id":"pay_fuzz","order_id":{"$ne":null},"amount":100,"status":"captured"}'),
  { name: 'a status form', body: 'Status=completed&CallSid=%00&DialCallDuration=-1&Legs[0][Status]=x', contentType: 'application/x-www-form-urlencoded' },
  { name: 'a status', body: `{"Status":"completed","CallSid":"${'x'.repeat(10_000)}","ConversationDuration":1e999}`, contentType: 'application/json' },
];

/**
 * Every write route of the catalogue — bodyless deletes and logout, the multipart upload and the
 * raw-body provider callbacks included — sent what is wrong before any field is read: its body as
 * text/plain, a form or multipart (what a page of another site can send), with no Content-Type,
 * no body at all, bodies that are not JSON or not the JSON any call takes, broken multipart, and
 * path parameters huge, NUL or half-encoded; the provider callbacks also signed as their provider
 * signs. Never a 5xx; a refusal appends nothing. A new route is covered without a new test.
 */
describe('fuzzing every write route at the edge', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let events: Awaited<ReturnType<typeof storedEventCounter>>;
  let prober: ReturnType<typeof writeProber>;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'fuzz_edges');
    const payments = new RazorpayPaymentProvider({ keyId: 'rzp_test_fuzz', keySecret: 'fuzz-key-secret', webhookSecret: WEBHOOK_SECRET, apiBaseUrl: NOWHERE });
    const phoneBridge = phoneBridgeSetupFromEnv({
      PHONE_BRIDGE: 'exotel',
      EXOTEL_API_URL: NOWHERE,
      EXOTEL_SID: 'fuzz',
      EXOTEL_API_KEY: 'fuzz-key',
      EXOTEL_API_TOKEN: 'fuzz-token',
      EXOTEL_CALLER_ID: '08047112233',
      PHONE_BRIDGE_CALLBACK_SECRET: CALLBACK_SECRET,
      PHONE_BRIDGE_CALLBACK_URL: CALLBACK_URL,
    })!;
    stack = await startInProcessStack(db.url, { payments, phoneBridge, chat: { commissionBp: 3000, tickMs: null, now: () => new Date() } });
    events = await storedEventCounter(db.url);
    prober = writeProber(stack, events);
  });
  afterAll(async () => {
    await events?.close();
    await stack?.stop();
    await db?.drop();
  });

  const writes = servedWrites(catalogueEntries);

  it('covers the write routes without a JSON body too: deletes, logout, the upload and the provider callbacks', () => {
    const bodyless = writes.filter((entry) => entry.body === undefined).map((entry) => entry.name);
    expect(bodyless).toEqual(expect.arrayContaining(['logout', 'delete_blog', 'delete_kundli', 'upload_image', 'payment_webhook', 'phone_call_status']));
  });

  /** As someone the door lets in, on their own record for `owner` calls, at the configured provider for callbacks. */
  function targetOf(entry: RouteEntry): EdgeTarget {
    const userId = randomUUID();
    const fixed: Record<string, string> = { id: entry.access === 'owner' ? userId : randomUUID(), provider: providers[entry.name]?.name ?? 'fuzz' };
    return { entry, cookie: stack.cookie(roleFor(entry), userId), path: (fill) => pathOf(entry, (name) => fill?.(name) ?? fixed[name] ?? randomUUID()) };
  }

  it.each(writes.map((entry) => [entry.name, entry] as const))('%s: wrong media types, garbage and nasty path parameters get 4xx and append nothing', async (_name, entry) => {
    const target = targetOf(entry);
    const { mustSend, rest } = edgeRequests(target, entry.body ? serialise(exampleBody(entry.body)) : '{}');
    const provider = providers[entry.name];
    const signed = provider
      ? [...GARBAGE_BODIES, ...MULTIPART_BODIES, ...PROVIDER_SHAPES].map((body) =>
          provider.sign({ label: `${body.name}, signed by ${provider.name}`, method: entry.method, path: target.path(), headers: body.contentType ? { 'content-type': body.contentType } : {}, ...(body.body === undefined ? {} : { body: body.body }) }),
        )
      : [];
    const failures: string[] = [];
    const examples = [...mustSend, ...signed];
    await fc.assert(
      fc.asyncProperty(someOf(rest), async (request) => {
        const failure = await prober.probe(request);
        if (failure) failures.push(failure);
        return failure === undefined;
      }),
      { numRuns: examples.length + RUNS_PER_ROUTE, seed: SEED, endOnFailure: true, examples: examples.map((request) => [request]) },
    );
    expect(failures).toEqual([]);
  });
});
