import { randomUUID } from 'node:crypto';
import { catalogueEntries, pathParams, webPushStreamName, type RouteEntry } from '@nakshatra/contracts';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { exampleBody } from './testing/fuzz/schema-example.js';
import { pathOf } from './testing/fuzz/write-prober.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { prepareOwnedObjects } from './testing/owned-objects.js';
import { storedEventCounter } from './testing/stored-events.js';
import { testApi, type Answer } from './testing/test-api.js';

type Stranger = 'another customer' | 'another astrologer';

/**
 * Objects are their owners' (issue #19, "Authorization matrix"): everything a customer and an
 * astrologer own — a kundli, a paid recharge and its invoice, an order, a chat with its messages
 * and review, a call, notifications, a follow; live sessions and chat requests — tried by another
 * customer and another astrologer through every call that takes an id, every body that names one,
 * and every list of "my" things. Generated from the catalogue: a new call that takes an id, names
 * one in its body, or lists the caller's own things is covered without a new test. A stranger gets
 * 403 or 404 (as the call's docs say: 404 where a stranger must not learn the thing exists) and
 * never the data, or the very answer an id naming nothing gets; and nothing is appended.
 */
describe("one owner's objects, tried by strangers", () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;
  let events: Awaited<ReturnType<typeof storedEventCounter>>;
  let world: Awaited<ReturnType<typeof prepareOwnedObjects>>;
  let strangers: Record<Stranger, { userId: string; cookie: string }>;
  let clock = new Date();
  const advance = (seconds: number) => void (clock = new Date(clock.getTime() + seconds * 1000));
  /** Every object of the customer and the astrologer, named for failure messages. */
  let objects: [string, string][];

  // Many objects are made through the API first: a generous limit, for a loaded CI machine.
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'access_ownership');
    stack = await startInProcessStack(db.url, { chat: { commissionBp: 3000, tickMs: null, now: () => clock } });
    api = testApi(stack);
    events = await storedEventCounter(db.url);
    world = await prepareOwnedObjects(stack, api, advance);
    const otherAstrologer = await world.chat.onlineAstrologer({ name: 'Acharya Meera Iyer', email: 'meera@example.com' });
    strangers = { 'another customer': await api.logIn(api.newNumber()), 'another astrologer': otherAstrologer };
    objects = [...Object.entries(world.owned), ...Object.entries(world.astrologers)];
    // Whatever the last writes set off has landed before anything is judged by what it appends.
    await events.quiet();
  }, 180_000);
  afterAll(async () => {
    await events?.close();
    await stack?.stop();
    await db?.drop();
  });

  /** The calls an owner makes about their own things: any access but public (anyone's) and admin (refused at the door, as the access matrix proves). */
  const ownersCalls = catalogueEntries.filter((entry) => !entry.planned && ['customer', 'owner', 'astrologer'].includes(entry.access));
  const STRANGER_NAMES: readonly Stranger[] = ['another customer', 'another astrologer'];

  /**
   * The call as a stranger, with a JSON body for writes that take one, judged: a 403 or 404 with no
   * data, or else exactly what the same call answers about an id that names nothing (an idempotent
   * unfollow of someone not followed) — either way the stranger learns nothing — and nothing appended.
   */
  async function tryAsStranger(stranger: Stranger, entry: RouteEntry, call: (id: string) => { path: string; body: unknown }, id: string): Promise<string | undefined> {
    const send = async (someId: string) => {
      const { path, body } = call(someId);
      const answer: Answer = await api.call(entry.method, path, { cookie: strangers[stranger].cookie, headers: world.since, ...(body === undefined ? {} : { body }) });
      return { path, answer, masked: JSON.stringify(answer.body).replaceAll(someId, '<id>') };
    };
    const before = await events.count();
    const { path, answer, masked } = await send(id);
    const appended = (await events.count()) - before;
    const refused = [403, 404].includes(answer.status) && !('data' in answer.body);
    const asForNothing = refused || (await send(randomUUID())).masked === masked;
    if (!asForNothing || appended > 0) return `${stranger}: ${entry.method} ${path.slice(0, 120)} answered ${answer.status} ${masked.slice(0, 200)}, appended ${appended}`;
    return undefined;
  }
  const bodyOf = (entry: RouteEntry, hints: Record<string, unknown> = {}) => (entry.method !== 'GET' && entry.body ? exampleBody(entry.body, hints) : undefined);

  /**
   * Calls whose `{id}` names something public that any customer may act on, whoever owns it: joining the
   * queue of a live session (docs/waitlist.md). What they answer about the astrologer's session (not on
   * air) is what get_live_session tells every visitor, so only "nothing appended" holds for them.
   */
  const ANYONES_TO_USE: ReadonlySet<string> = new Set(['join_live_queue']);
  const byId = ownersCalls.filter((entry) => pathParams(entry.path).includes('id') && !ANYONES_TO_USE.has(entry.name));
  it.each([...ANYONES_TO_USE].map((name) => [name, catalogueEntries.find((entry) => entry.name === name)!] as const))('%s/{id} naming any of them appends nothing for a stranger', async (_name, entry) => {
    for (const stranger of STRANGER_NAMES) {
      for (const [what, id] of objects) {
        const before = await events.count();
        const answer = await api.call(entry.method, pathOf(entry, () => id), { cookie: strangers[stranger].cookie, headers: world.since, body: bodyOf(entry) });
        expect(answer.status, `${what}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBeLessThan(500);
        expect((await events.count()) - before, `${stranger} on ${what}`).toBe(0);
      }
    }
  });
  it.each(byId.map((entry) => [entry.name, entry] as const))('%s/{id} naming any of them tells a stranger nothing', async (_name, entry) => {
    const failures: string[] = [];
    for (const stranger of STRANGER_NAMES) {
      for (const [what, id] of objects) {
        const failure = await tryAsStranger(stranger, entry, (someId) => ({ path: pathOf(entry, () => someId), body: bodyOf(entry) }), id);
        if (failure) failures.push(`${what}: ${failure}`);
      }
    }
    expect(failures).toEqual([]);
  });

  /** Writes whose body names something by id (`session_id`, `recharge_id`, `astrologer_id`): each field is given each object's id, the rest of the body as its owner would send it. */
  const idFieldsOf = (entry: RouteEntry) => Object.keys(exampleBody(entry.body!) as object).filter((field) => field.endsWith('_id'));
  const namingInBody = ownersCalls.filter((entry) => entry.method !== 'GET' && entry.body && pathParams(entry.path).length === 0 && idFieldsOf(entry).length > 0);
  it.each(namingInBody.map((entry) => [entry.name, entry] as const))('%s with a body naming any of them tells a stranger nothing', async (_name, entry) => {
    const asOwner = { session_id: world.owned['chat session'], recharge_id: world.owned.recharge, ...world.payment };
    const failures: string[] = [];
    for (const field of idFieldsOf(entry)) {
      for (const stranger of STRANGER_NAMES) {
        for (const [what, id] of objects) {
          const failure = await tryAsStranger(stranger, entry, (someId) => ({ path: entry.path, body: bodyOf(entry, { ...asOwner, [field]: someId }) }), id);
          if (failure) failures.push(`${field} = ${what}: ${failure}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  const lists = ownersCalls.filter((entry) => entry.method === 'GET');
  it.each(lists.map((entry) => [entry.name, entry] as const))("%s, on the stranger's own id, shows none of them", async (_name, entry) => {
    for (const stranger of STRANGER_NAMES) {
      const { userId, cookie } = strangers[stranger];
      const answer = await api.call('GET', pathOf(entry, () => userId), { cookie, headers: world.since });
      expect(answer.status, `${stranger}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(500);
      const text = JSON.stringify(answer.body);
      expect(objects.filter(([, id]) => text.includes(id)).map(([what]) => what), `${stranger}: ${entry.name}`).toEqual([]);
    }
  });

  it('while the owners themselves read them: the transcript, the invoice, the bill, the order, the notification, the follow', async () => {
    const { owner, astrologer, owned, since } = world;
    const read = (cookie: string, path: string) => api.call('GET', path, { cookie, headers: since });
    for (const cookie of [owner.cookie, astrologer.cookie]) {
      expect((await read(cookie, `/api/get_session_message/${owned['chat session']}`)).body.data.map((message: { text: string }) => message.text)).toEqual([
        'Will I change jobs this year?',
        'Saturn says wait until March.',
      ]);
    }
    expect((await read(owner.cookie, `/api/get_single_invoice/${owned.invoice}`)).status).toBe(200);
    // The bill is the customer's alone: its astrologer, who took part, is sent to their earnings (docs/bill.md).
    expect((await read(owner.cookie, `/api/get_consultation_bill/${owned['chat session']}`)).body.data.session_id).toBe(owned['chat session']);
    expect((await read(astrologer.cookie, `/api/get_consultation_bill/${owned['chat session']}`)).body).toMatchObject({ status: 403, code: 'chat.bill_customer_only' });
    expect((await read(owner.cookie, `/api/get_user_order/${owner.userId}`)).body.data.map((order: { id: string }) => order.id)).toEqual([owned.order]);
    expect((await read(owner.cookie, '/api/get_my_notifications')).body.data).toContainEqual(expect.objectContaining({ id: owned.notification, read: false }));
    expect((await read(owner.cookie, '/api/get_my_follows')).body.data).toEqual([expect.objectContaining({ astrologer_id: astrologer.id })]);
    expect((await read(astrologer.cookie, '/api/get_my_earnings')).body.data.recent.map((row: { session_id: string }) => row.session_id)).toContain(owned['chat session']);
  });

  it("a stranger can neither mark the customer's notification read nor unfollow for them", async () => {
    const { owner, astrologer, owned, since } = world;
    const stranger = strangers['another customer'];
    const before = await events.count();
    const read = await api.call('PUT', '/api/read_notifications', { cookie: stranger.cookie, body: { ids: [owned.notification] } });
    expect(read).toMatchObject({ status: 200, body: { data: { unread: 0 } } });
    const unfollowed = await api.call('DELETE', `/api/unfollow_astrologer/${astrologer.id}`, { cookie: stranger.cookie });
    expect(unfollowed.status).toBeLessThan(500);
    expect(await events.count()).toBe(before);
    expect((await api.call('GET', '/api/get_my_notifications', { cookie: owner.cookie, headers: since })).body.data).toContainEqual(expect.objectContaining({ id: owned.notification, read: false }));
    expect((await api.call('GET', '/api/get_my_follows', { cookie: owner.cookie, headers: since })).body.data).toEqual([expect.objectContaining({ astrologer_id: astrologer.id })]);
  });

  it("a stranger cannot turn off the customer's Web Push: unregistering acts on the caller's own browsers only", async () => {
    const { owner } = world;
    const stranger = strangers['another customer'];
    const endpoint = `https://push.example.com/send/${randomUUID()}`;
    const registered = await api.call('POST', '/api/register_web_push', { cookie: owner.cookie, body: { endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) }, language: 'hi' } });
    expect(registered).toMatchObject({ status: 200, body: { data: { registered: true } } });
    const before = await events.count();
    expect(await api.call('POST', '/api/unregister_web_push', { cookie: stranger.cookie, body: { endpoint } })).toMatchObject({ status: 200 });
    expect(await events.count()).toBe(before);
    expect((await stack.store.readStream(webPushStreamName(owner.userId))).map((event) => event.type)).toEqual(['WebPushSubscribed']);
  });

  describe('one astrologer against another', () => {
    const notFound = { status: 404, body: { code: 'chat.not_found' } };
    const notTheirs = { status: 403, body: { code: 'live.astrologer_only' } };
    /** What the other astrologer is answered, checked to append nothing and to carry no data. */
    async function asOther(call: () => Promise<Answer>): Promise<Answer> {
      const before = await events.count();
      const answer = await call();
      expect(answer.body).not.toHaveProperty('data');
      expect(await events.count()).toBe(before);
      return answer;
    }

    it("cannot accept, reject or end another's chat request, write into it or read its transcript", async () => {
      const { chat, astrologer } = world;
      const other = strangers['another astrologer'].cookie;
      const customer = await chat.customer(100_00);
      const requested = await chat.request(customer.cookie, astrologer.id);
      expect(requested.status, JSON.stringify(requested.body)).toBe(201);
      const id = requested.body.data.id as string;
      expect(await asOther(() => chat.answer(other, id, { action: 'accept' }))).toMatchObject(notFound);
      expect(await asOther(() => chat.answer(other, id, { action: 'reject', reason: 'Not my customer' }))).toMatchObject(notFound);
      const accepted = await chat.answer(astrologer.cookie, id, { action: 'accept' });
      expect(accepted.status).toBe(200);
      expect(await asOther(() => chat.say(other, id, 'Hello from someone else'))).toMatchObject(notFound);
      expect(await asOther(() => api.call('GET', `/api/get_session_message/${id}`, { cookie: other, headers: chat.after(accepted) }))).toMatchObject(notFound);
      expect(await asOther(() => chat.end(other, id))).toMatchObject(notFound);
      expect((await chat.end(astrologer.cookie, id)).body.data).toMatchObject({ status: 'ended', end: { by: 'astrologer' } });
    });

    it("cannot start, end or cancel another's live session", async () => {
      const { astrologer } = world;
      const other = strangers['another astrologer'].cookie;
      const live = (method: string, action: string, id: string, cookie: string) => api.call(method, `/api/${action}_live_session/${id}`, { cookie, ...(method === 'PUT' ? { body: {} } : {}) });
      const scheduled = await api.call('POST', '/api/create_live_session', { cookie: astrologer.cookie, body: { title: 'Evening vastu', topic: 'Homes', starts_at: new Date(Date.now() + 7_200_000).toISOString() } });
      const id = scheduled.body.data.id as string;
      expect(await asOther(() => live('PUT', 'start', id, other))).toMatchObject(notTheirs);
      expect(await asOther(() => live('DELETE', 'delete', id, other))).toMatchObject(notTheirs);
      const onAir = await api.call('POST', '/api/create_live_session', { cookie: astrologer.cookie, body: { title: 'Tarot now', topic: 'Love', now: true } });
      expect(onAir.body.data, JSON.stringify(onAir.body)).toMatchObject({ status: 'live' });
      // The follower is told in the background; that append must not land while the other astrologer's refusal is judged.
      const told = async () => (await api.call('GET', '/api/get_my_notifications', { cookie: world.owner.cookie })).body.data.map((item: { data: { session_id?: string } }) => item.data.session_id);
      await expect.poll(told, { timeout: 30_000, interval: 100 }).toContain(onAir.body.data.id);
      expect(await asOther(() => live('PUT', 'end', onAir.body.data.id, other))).toMatchObject(notTheirs);
      expect((await live('PUT', 'end', onAir.body.data.id, astrologer.cookie)).body.data).toMatchObject({ status: 'ended' });
      expect((await live('DELETE', 'delete', id, astrologer.cookie)).body.data).toMatchObject({ status: 'cancelled' });
    });

    it("cannot see another's earnings", async () => {
      const { astrologer, owned, since, admin } = world;
      const other = strangers['another astrologer'].cookie;
      const theirs = await api.call('GET', '/api/get_my_earnings', { cookie: other, headers: since });
      expect(theirs.body.data).toMatchObject({ totals: { all_time: { sessions: 0, gross: 0 } }, recent: [] });
      const own = await api.call('GET', '/api/get_my_earnings', { cookie: astrologer.cookie, headers: since });
      expect(own.body.data.recent.map((row: { session_id: string }) => row.session_id)).toContain(owned['chat session']);
      // The calls that name an astrologer are an admin's.
      for (const path of [`/api/get_astrologer_earnings?astrologer_id=${astrologer.id}`, `/api/get_astro_user/${astrologer.id}`, `/api/get_single_astro_chat_session/${astrologer.id}`]) {
        expect(await api.call('GET', path, { cookie: other }), path).toMatchObject({ status: 403, body: { code: 'auth.admin_only' } });
        expect((await api.call('GET', path, { cookie: admin })).status, path).toBe(200);
      }
    });
  });
});
