import { astrologerEarningsStreamName, chatStreamName, type ChatMessageView } from '@nakshatra/contracts';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack, type RunningStack } from './stack.js';
import { CHAT_PRICE, chatFixtures } from './testing/chat-fixtures.js';
import { testApi } from './testing/test-api.js';

// Time is this test's subject: the talkers' pace and the kill's place in minute 2 are real time.
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The restart test, on the real processes `npm start` runs: mid-session the command
 * service and the projector are killed with SIGKILL and stay down across the start of minute 2,
 * while both sides keep sending. After the restart no acknowledged message is missing and each
 * minute is billed exactly once. Real time (about 75 s): the services run their own clocks.
 */
describe('a chat survives killed services', () => {
  let db: TestDatabase;
  let stack: RunningStack;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'chat_restart');
    // Silent: the gateway rightly logs every call that finds the command service down.
    stack = await startStack({ databaseUrl: db.url, logLevel: 'silent', env: { CHAT_TICK_MS: '250' } });
    store = await createEventStore({ databaseUrl: db.url });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    await store?.close();
    await db?.drop();
  });

  it('loses no acknowledged message and bills every started minute once', { timeout: 180_000 }, async () => {
    const asStack = { url: stack.url, store, cookie: stack.sessionCookie, stop: stack.stop };
    const api = testApi(asStack);
    const chat = chatFixtures(asStack, api, stack.adminCookie());
    const ravi = await chat.onlineAstrologer();
    const asha = await chat.customer(20 * CHAT_PRICE);
    const free = await chat.request(asha.cookie, ravi.id); // the free first chat, used up first
    await chat.answer(ravi.cookie, free.body.data.id, { action: 'accept' });
    await chat.end(asha.cookie, free.body.data.id);

    const id = (await chat.request(asha.cookie, ravi.id)).body.data.id as string;
    const accepted = await chat.answer(ravi.cookie, id, { action: 'accept' });
    expect(accepted.body.data).toMatchObject({ status: 'active', minutes_billed: 1 });
    const acceptedAt = Date.parse(accepted.body.data.accepted_at as string);

    // Both sides talk all along; a message counts as sent only when the server said 201.
    const acknowledged: string[] = [];
    let talking = true;
    const talk = async (cookie: string, who: string) => {
      for (let n = 1; talking; n += 1) {
        const sent = await chat.say(cookie, id, `${who} ${n}`).catch(() => undefined);
        if (sent?.status === 201) acknowledged.push(sent.body.data.id as string);
        await sleep(400);
      }
    };
    const talkers = [talk(asha.cookie, 'asha'), talk(ravi.cookie, 'ravi')];

    await sleep(Math.max(0, acceptedAt + 50_000 - Date.now()));
    await Promise.all([
      stack.crashAndRestart('command-service', () => sleep(Math.max(0, acceptedAt + 65_000 - Date.now()))),
      stack.crashAndRestart('projections'),
    ]);
    // Minute 2 started while the command service was down: the restarted ticker bills it, once.
    await expect.poll(async () => (await asha.debits()).length, { timeout: 30_000 }).toBe(2);
    // Both sides go on talking to the restarted service: a few more acknowledged messages, then stop.
    const beforeMore = acknowledged.length;
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(beforeMore + 4);
    talking = false;
    await Promise.all(talkers);
    const ended = await chat.end(asha.cookie, id);
    expect(Date.now() - acceptedAt).toBeLessThan(120_000); // still inside minute 2

    expect(await asha.debits()).toEqual([CHAT_PRICE, CHAT_PRICE]);
    const earned = (await store.readStream(astrologerEarningsStreamName(ravi.id))).map((event) => (event.data as { minute: number }).minute);
    expect(earned).toEqual([1, 2]);
    const billedMinutes = (await store.readStream(chatStreamName(id))).filter((event) => event.type === 'MinuteBilled').map((event) => (event.data as { minute: number }).minute);
    expect(billedMinutes).toEqual([1, 2]);
    expect(ended.body.data).toMatchObject({ status: 'ended', minutes_billed: 2, total_billed: 2 * CHAT_PRICE });

    // The restarted projector caught up: every acknowledged message is in the transcript, once.
    const ids: string[] = [];
    for (let page = 1; ; page += 1) {
      const transcript = await api.call('GET', `/api/get_session_message/${id}?limit=200&page=${page}`, { cookie: asha.cookie, headers: chat.after(ended) });
      ids.push(...(transcript.body.data as ChatMessageView[]).map((message) => message.id));
      if (transcript.body.data.length < 200) break;
    }
    expect(acknowledged.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
    expect(acknowledged.filter((messageId) => !ids.includes(messageId))).toEqual([]);
    const row = await api.call('GET', `/api/get_single_astro_chat_session/${ravi.id}`, { cookie: stack.adminCookie(), headers: chat.after(ended) });
    expect(row.body.data[0]).toMatchObject({ id, minutes_billed: 2, total_billed: 2 * CHAT_PRICE, message_count: ids.length });
  });
});
