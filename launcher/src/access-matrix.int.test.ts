import { randomUUID } from 'node:crypto';
import { bodyFormatOf, catalogueEntries, pathParams, type Access, type RefusalCode, type RouteEntry } from '@nakshatra/contracts';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { pngForm } from './testing/sample-image.js';
import { testApi, type Answer } from './testing/test-api.js';

type ActorName = 'visitor' | 'customer' | 'other customer' | 'astrologer' | 'other astrologer' | 'admin';
const ACTORS: readonly ActorName[] = ['visitor', 'customer', 'other customer', 'astrologer', 'other astrologer', 'admin'];

/**
 * What the catalogue's `access` says each actor meets at the door of a call whose `{id}` names the
 * customer (for `owner` calls, the customer's own record): undefined when the actor gets through
 * (the call may still refuse for other reasons), else the refusal's code.
 */
function expectedRefusal(access: Access, actor: ActorName): RefusalCode | undefined {
  if (access === 'public' || actor === 'admin') return undefined;
  if (actor === 'visitor') return 'auth.login_required';
  switch (access) {
    case 'customer':
      return undefined;
    case 'owner':
      return actor === 'customer' ? undefined : 'auth.owner_only';
    case 'astrologer':
      return actor === 'astrologer' || actor === 'other astrologer' ? undefined : 'auth.astrologer_only';
    case 'admin':
      return 'auth.admin_only';
  }
}

const AUTH_CODES: ReadonlySet<string> = new Set(['auth.login_required', 'auth.owner_only', 'auth.astrologer_only', 'auth.admin_only']);

/**
 * The authorization matrix, generated from the catalogue: every served call × visitor, customer,
 * another customer, astrologer, another astrologer and admin, through the gateway. Each meets
 * exactly the refusal its access implies, and no one is turned away whom it lets in; then the
 * objects of one customer, read and written by another. A new call is covered without a new test.
 */
describe('authorization matrix', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;
  const ids = { customer: randomUUID(), other: randomUUID(), astrologer: randomUUID(), otherAstrologer: randomUUID() };
  const adminId = randomUUID();
  /**
   * A new session of the actor for each call: `log_out` is in the matrix too, and the session it
   * ends is refused everywhere at once (docs/sessions-and-access.md), so no session is shared.
   */
  const cookieOf = (actor: ActorName): string | undefined => {
    switch (actor) {
      case 'visitor':
        return undefined;
      case 'customer':
        return stack.cookie('customer', ids.customer);
      case 'other customer':
        return stack.cookie('customer', ids.other);
      case 'astrologer':
        return stack.cookie('astrologer', ids.astrologer);
      case 'other astrologer':
        return stack.cookie('astrologer', ids.otherAstrologer);
      case 'admin':
        return stack.cookie('admin', adminId);
    }
  };

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'access_matrix');
    stack = await startInProcessStack(db.url);
    api = testApi(stack);
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  /** The call with its `{id}` (and any other path parameter) naming the customer, and a JSON body when it takes one (an image for the upload). */
  const call = async (entry: RouteEntry, actor: ActorName): Promise<Answer> => {
    const path = pathParams(entry.path).reduce((url, name) => url.replace(`{${name}}`, name === 'id' ? ids.customer : 'test'), entry.path);
    const cookie = cookieOf(actor);
    if (bodyFormatOf(entry) === 'multipart') {
      const answer = await fetch(stack.url + path, { method: entry.method, body: pngForm(), headers: cookie ? { cookie } : {} });
      return { status: answer.status, headers: answer.headers, body: await answer.json() };
    }
    return api.call(entry.method, path, { ...(cookie ? { cookie } : {}), ...(entry.method === 'GET' ? {} : { body: {} }) });
  };

  const served = catalogueEntries.filter((entry) => !entry.planned);

  it.each(served.map((entry) => [entry.name, entry.access, entry] as const))('%s (%s)', async (_name, access, entry) => {
    const met: Record<string, string> = {};
    const wanted: Record<string, string> = {};
    for (const actor of ACTORS) {
      const answer = await call(entry, actor);
      const code = typeof answer.body?.code === 'string' ? (answer.body.code as string) : '';
      met[actor] = answer.status >= 500 ? `${answer.status}` : AUTH_CODES.has(code) ? code : 'through';
      wanted[actor] = expectedRefusal(access, actor) ?? 'through';
    }
    expect(met).toEqual(wanted);
  });

  describe("one customer's objects", () => {
    const vellore = { name: 'Vellore', state: 'Tamil Nadu', country: 'India', lat: 12.5, lon: 78.8333, timezone: 'Asia/Kolkata' };

    it("are neither readable nor writable by another customer: a kundli, a recharge, the wallet and the transactions", async () => {
      const owner = await api.logIn(api.newNumber());
      const stranger = await api.logIn(api.newNumber());
      const kundli = await api.call('POST', '/api/create_kundli', { cookie: owner.cookie, body: { name: 'Asha', gender: 'female', date: '1990-04-01', time: '06:30', place: vellore } });
      expect(kundli.status).toBe(201);
      const recharge = await api.call('POST', '/api/create_transaction', { cookie: owner.cookie, headers: { 'idempotency-key': `matrix-${randomUUID()}` }, body: { amount: 100_00 } });
      expect(recharge.status).toBe(201);
      const after = { 'x-min-position': recharge.body.position as string };

      const asStranger = (method: string, path: string) => api.call(method, path, { cookie: stranger.cookie, headers: after, ...(method === 'GET' ? {} : { body: {} }) });
      const denied = (answer: Answer) => [403, 404].includes(answer.status);
      expect(denied(await asStranger('GET', `/api/get_single_kundli/${kundli.body.data.id}`))).toBe(true);
      expect(denied(await asStranger('DELETE', `/api/delete_kundli/${kundli.body.data.id}`))).toBe(true);
      expect(denied(await asStranger('GET', `/api/get_single_transaction/${recharge.body.data.recharge_id}`))).toBe(true);
      expect(denied(await asStranger('GET', `/api/get_single_wallet/${owner.userId}`))).toBe(true);
      expect(denied(await asStranger('GET', `/api/get_single_transaction2/${owner.userId}`))).toBe(true);
      expect(denied(await asStranger('GET', `/api/get_single_users/${owner.userId}`))).toBe(true);
      expect(denied(await asStranger('PUT', `/api/update_users/${owner.userId}`))).toBe(true);
      // Nor does the stranger's own list show them.
      const theirs = await api.call('GET', '/api/get_my_kundlis', { cookie: stranger.cookie, headers: after });
      expect(theirs.body.data).toEqual([]);
      // The owner still reads both.
      expect((await api.call('GET', `/api/get_single_kundli/${kundli.body.data.id}`, { cookie: owner.cookie, headers: after })).status).toBe(200);
      expect((await api.call('GET', `/api/get_single_transaction/${recharge.body.data.recharge_id}`, { cookie: owner.cookie, headers: after })).status).toBe(200);
    });
  });
});
