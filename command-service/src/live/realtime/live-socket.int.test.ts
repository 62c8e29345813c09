import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIVE_SOCKET_ENDED, LIVE_SOCKET_FULL, LIVE_SOCKET_REPLACED, liveStreamName, userStreamName } from '@nakshatra/contracts';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { createLogger, MemoryLiveAudience } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedOnlineAstrologer } from '../../astrologers/seed-online-astrologer.js';
import { MemoryChatPresence } from '../../chat/realtime/chat-presence.js';
import { InAppInbox } from '../../notifications/in-app-inbox.js';
import { commandMetadata } from '../../shared/command-metadata.js';
import { StoreFeed } from '../../shared/store-feed.js';
import { FollowersIndex } from '../sessions/followers-index.js';
import { LiveFollowerNotifier } from '../sessions/live-notifications.js';
import { liveBroadcasterKey, LiveSessions } from '../sessions/live-sessions.js';
import { LiveHub } from './live-hub.js';
import { MemoryLiveSignals } from './live-signals.js';
import { attachLiveSocketServer } from './live-socket-server.js';
import { LiveSocketTester as Viewer, TEST_SESSION_SECRET as SECRET } from './testing/live-socket-tester.js';
import { testApplication } from '../../astrologers/testing/test-application.js';

const MAX_VIEWERS = 3;
const silent = createLogger('live-socket-test', process.env.LIVE_TEST_LOG ?? 'silent');

/**
 * The live socket on a real event store: a broadcaster and viewers (customers and a visitor) join a
 * session on air, the broadcaster hears each viewer's peer and relays WebRTC signalling to it, the
 * chat reaches everyone (not visitors' attempts, not a flood), the broadcaster removes a message and
 * mutes a viewer (recorded), the embedded engine's cap says the room is full, a late joiner gets the
 * recent chat, and the end closes every socket.
 */
describe('live socket', () => {
  let db: TestDatabase;
  let store: EventStore;
  let server: Server;
  let port: number;
  let socketServer: { close(): Promise<void> };
  let hub: LiveHub;
  let live: LiveSessions;
  const feed = new StoreFeed(['live-']);
  const presence = new MemoryChatPresence();
  const opened: Viewer[] = [];
  /** Runs before the hub reads a stream (its joins read the viewer's account): a test times a race with it. */
  let beforeHubReads: ((stream: string) => Promise<void>) | undefined;
  const open = async (userId: string | null, role: 'customer' | 'astrologer' = 'customer') => {
    const viewer = await Viewer.open(port, userId, role);
    opened.push(viewer);
    return viewer;
  };

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'live_socket');
    store = await createEventStore({ databaseUrl: db.url });
    live = new LiveSessions(store, null, new FollowersIndex(), new LiveFollowerNotifier(new InAppInbox(store), silent), presence, silent);
    const hubStore = new Proxy(store, {
      get(target, property) {
        if (property === 'readStream') return async (stream: string, options?: object) => (await beforeHubReads?.(stream), target.readStream(stream, options));
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    hub = new LiveHub({ sessions: live, store: hubStore, signals: new MemoryLiveSignals(), presence, audience: new MemoryLiveAudience(), ice: { stunUrls: [], turn: null }, logger: silent, now: () => new Date(), maxViewers: MAX_VIEWERS });
    await hub.start();
    feed.listen(hub.apply);
    await feed.follow(store, (error) => {
      throw error;
    });
    server = createServer();
    socketServer = attachLiveSocketServer(server, { hub, sessionSecret: SECRET, sessions: { verify: async () => ({ status: 'active' }) }, logger: silent });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const viewer of opened) viewer.ws.terminate();
    hub?.stop();
    await socketServer?.close();
    await new Promise((resolve) => server?.close(resolve));
    await feed.stop();
    await store?.close();
    await db?.drop();
  });

  async function onAir() {
    const admin = commandMetadata({ id: randomUUID(), role: 'admin' }, 'live-socket-test');
    const application = testApplication({ profile: { name: 'Tarot Reader Ananya' } });
    const { userId } = application;
    await seedOnlineAstrologer(store, application, admin);
    const meta = commandMetadata({ id: userId, role: 'astrologer' }, 'live-socket-test');
    const { session } = await live.schedule(userId, { title: 'Sunday tarot', topic: 'Career', now: true }, meta);
    return { userId, sessionId: session.session.sessionId, meta };
  }

  it('joins a broadcaster and viewers, relays signalling, carries the chat to all, moderates, fills up and ends', async () => {
    const { userId: astrologerUser, sessionId, meta } = await onAir();
    const [asha, bharat] = [randomUUID(), randomUUID()];

    const broadcaster = await open(astrologerUser, 'astrologer');
    broadcaster.send({ type: 'join', session_id: sessionId });
    const onStage = await broadcaster.ready();
    // People are named by a pseudonym per session, never their user id (which derives from a phone number).
    expect(onStage.you).toMatchObject({ role: 'broadcaster', user_id: expect.stringMatching(/^[0-9a-f-]{36}$/), muted: false });
    expect(onStage.you.user_id).not.toBe(astrologerUser);
    expect(onStage.media).toEqual({ engine: 'p2p', ice_servers: [], max_viewers: MAX_VIEWERS });
    expect(await presence.lastSeen(liveBroadcasterKey(sessionId))).toBeDefined();

    const first = await open(asha);
    first.send({ type: 'join', session_id: sessionId });
    const second = await open(bharat);
    second.send({ type: 'join', session_id: sessionId });
    const visitor = await open(null);
    visitor.send({ type: 'join', session_id: sessionId });
    const [a, b, v] = [await first.ready(), await second.ready(), await visitor.ready()];
    expect([a.you.role, b.you.role, v.you.role, v.you.user_id]).toEqual(['viewer', 'viewer', 'viewer', null]);
    // Everyone hears the count; the broadcaster hears a viewer's peer once that viewer listens for an offer.
    await expect.poll(() => first.of('viewers').at(-1)?.count).toBe(3);
    expect(broadcaster.of('peer')).toEqual([]);
    for (const viewer of [first, second, visitor]) viewer.send({ type: 'media_ready' });
    await expect.poll(() => broadcaster.of('peer').map((peer) => peer.peer_id).sort()).toEqual([a.you.peer_id, b.you.peer_id, v.you.peer_id].sort());

    // The room is full for a fourth (the embedded engine's cap).
    const late = await open(randomUUID());
    late.send({ type: 'join', session_id: sessionId });
    await expect.poll(() => late.closedWith).toBe(LIVE_SOCKET_FULL);
    expect(late.of('room_full')).toEqual([{ type: 'room_full', max_viewers: MAX_VIEWERS }]);

    // Signalling: the broadcaster's offer reaches that viewer only, named by the broadcaster's peer; the answer comes back named by the viewer's.
    broadcaster.send({ type: 'signal', peer_id: a.you.peer_id, signal: { kind: 'offer', sdp: 'v=0 offer' } });
    await expect.poll(() => first.of('signal')).toEqual([{ type: 'signal', peer_id: onStage.you.peer_id, signal: { kind: 'offer', sdp: 'v=0 offer' } }]);
    first.send({ type: 'signal', peer_id: onStage.you.peer_id, signal: { kind: 'answer', sdp: 'v=0 answer' } });
    await expect.poll(() => broadcaster.of('signal')).toEqual([{ type: 'signal', peer_id: a.you.peer_id, signal: { kind: 'answer', sdp: 'v=0 answer' } }]);
    expect(second.of('signal')).toEqual([]);

    // The chat reaches everyone, sanitized; a visitor is asked to log in.
    first.send({ type: 'chat', text: '  <b>Will I get the job?</b> ' });
    for (const socket of [broadcaster, first, second, visitor]) await expect.poll(() => socket.lines().map((line) => line.text)).toEqual(['Will I get the job?']);
    const question = first.lines()[0]!;
    expect(question).toMatchObject({ user_id: a.you.user_id, name: 'Viewer', from_astrologer: false });
    expect(broadcaster.lines()[0]!.user_id).toBe(a.you.user_id);
    visitor.send({ type: 'chat', text: 'hello' });
    await expect.poll(() => visitor.of('error').map((error) => error.code)).toEqual(['live.login_to_chat']);

    // A flood is refused past LIVE_CHAT_LIMIT (5 per 10 s); the broadcaster is not limited.
    for (let index = 0; index < 5; index += 1) first.send({ type: 'chat', text: `again ${index}` });
    await expect.poll(() => first.of('error').map((error) => error.code)).toEqual(['live.chat_too_fast']);
    // The refusal may overtake lines still held to be sent together (LIVE_CHAT_COALESCE_MS): they follow, in order.
    await expect.poll(() => first.lines().map((line) => line.text)).toEqual(['Will I get the job?', 'again 0', 'again 1', 'again 2', 'again 3']);

    // Moderation: only the broadcaster removes and mutes; the mute is recorded.
    second.send({ type: 'mute', user_id: a.you.user_id });
    await expect.poll(() => second.of('error').map((error) => error.code)).toEqual(['live.broadcaster_only']);
    broadcaster.send({ type: 'remove_message', message_id: question.id });
    for (const socket of [first, second, visitor]) await expect.poll(() => socket.of('chat_removed')).toEqual([{ type: 'chat_removed', message_id: question.id }]);
    // A name the room was never shown mutes nobody.
    broadcaster.send({ type: 'mute', user_id: randomUUID() });
    await expect.poll(() => broadcaster.of('error').map((error) => error.code)).toEqual(['live.peer_gone']);
    broadcaster.send({ type: 'mute', user_id: b.you.user_id });
    await expect.poll(() => second.of('muted')).toEqual([{ type: 'muted', user_id: b.you.user_id }]);
    expect(first.of('muted')).toEqual([]);
    second.send({ type: 'chat', text: 'let me speak' });
    await expect.poll(() => second.of('error').map((error) => error.code)).toEqual(['live.broadcaster_only', 'live.muted']);
    expect((await store.readStream(liveStreamName(sessionId))).map((event) => [event.type, event.data])).toContainEqual(['LiveViewerMuted', expect.objectContaining({ userId: bharat })]);
    broadcaster.send({ type: 'chat', text: 'Yes, after March.' });
    await expect.poll(() => visitor.lines().at(-1)).toMatchObject({ text: 'Yes, after March.', from_astrologer: true, name: 'Tarot Reader Ananya' });
    // Nothing any socket heard names anyone by their user id: not the viewers who chatted or were muted, nor the astrologer.
    for (const socket of [broadcaster, first, second, visitor]) for (const id of [asha, bharat, astrologerUser]) expect(JSON.stringify(socket.heard)).not.toContain(id);

    // A viewer leaves: the broadcaster hears it, the count drops, and there is room again; the newcomer gets the recent chat without the removed message.
    first.ws.close();
    await expect.poll(() => broadcaster.of('peer').filter((peer) => !peer.joined).map((peer) => peer.peer_id)).toEqual([a.you.peer_id]);
    await expect.poll(() => second.of('viewers').at(-1)?.count).toBe(2);
    const newcomer = await open(randomUUID());
    newcomer.send({ type: 'join', session_id: sessionId });
    const joined = await newcomer.ready();
    expect(joined.chat.map((chat) => chat.text)).toEqual(['again 0', 'again 1', 'again 2', 'again 3', 'Yes, after March.']);
    expect(joined.viewers).toBe(3);

    // The end reaches every socket from the store, and closes it.
    await live.end({ id: astrologerUser, role: 'astrologer' }, sessionId, null, meta);
    for (const socket of [broadcaster, second, visitor, newcomer]) {
      await expect.poll(() => socket.closedWith).toBe(LIVE_SOCKET_ENDED);
      expect(socket.of('session').at(-1)?.session.status).toBe('ended');
    }
    const afterwards = await open(randomUUID());
    afterwards.send({ type: 'join', session_id: sessionId });
    await expect.poll(() => afterwards.of('error').map((error) => error.code)).toEqual(['live.ended']);
  });

  it('hands the broadcast to the astrologer’s newest tab, and asks every listening viewer’s peer of it again', async () => {
    const { userId: astrologerUser, sessionId } = await onAir();
    const firstTab = await open(astrologerUser, 'astrologer');
    firstTab.send({ type: 'join', session_id: sessionId });
    await firstTab.ready();
    const viewer = await open(randomUUID());
    viewer.send({ type: 'join', session_id: sessionId });
    const { you } = await viewer.ready();
    viewer.send({ type: 'media_ready' });
    await expect.poll(() => firstTab.of('peer').map((peer) => peer.peer_id)).toEqual([you.peer_id]);
    // A viewer whose page does not listen for video yet is not offered.
    const idle = await open(randomUUID());
    idle.send({ type: 'join', session_id: sessionId });
    await idle.ready();
    const secondTab = await open(astrologerUser, 'astrologer');
    secondTab.send({ type: 'join', session_id: sessionId });
    const { you: stage } = await secondTab.ready();
    await expect.poll(() => firstTab.closedWith).toBe(LIVE_SOCKET_REPLACED);
    await expect.poll(() => viewer.of('broadcaster').filter((message) => message.present).at(-1)?.peer_id).toBe(stage.peer_id);
    await expect.poll(() => secondTab.of('peer').map((peer) => peer.peer_id)).toContain(you.peer_id);

    // The new tab's engine starts listening: the listening viewer is announced to it again, the idle one still not.
    const heard = secondTab.of('peer').length;
    secondTab.send({ type: 'media_ready' });
    await expect.poll(() => secondTab.of('peer').length).toBeGreaterThan(heard);
    expect(new Set(secondTab.of('peer').map((peer) => peer.peer_id))).toEqual(new Set([you.peer_id]));
  });
  it('refuses a socket whose session ends while it joins (the first socket here: the feed passed the end by)', async () => {
    const { userId: astrologerUser, sessionId, meta } = await onAir();
    const late = randomUUID();
    beforeHubReads = async (stream) => {
      if (stream !== userStreamName(late)) return;
      beforeHubReads = undefined;
      await live.end({ id: astrologerUser, role: 'astrologer' }, sessionId, null, meta);
    };
    const viewer = await open(late);
    viewer.send({ type: 'join', session_id: sessionId });
    await expect.poll(() => viewer.of('error').map((error) => error.code)).toEqual(['live.ended']);
    expect(viewer.of('ready')).toEqual([]);
  });
});
