import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIVE_JANUS_PATH } from '@nakshatra/contracts';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { createLogger, MemoryLiveAudience } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedOnlineAstrologer } from '../../astrologers/seed-online-astrologer.js';
import { testApplication } from '../../astrologers/testing/test-application.js';
import { MemoryChatPresence } from '../../chat/realtime/chat-presence.js';
import { InAppInbox } from '../../notifications/in-app-inbox.js';
import { commandMetadata } from '../../shared/command-metadata.js';
import { janusConfigFromEnv, JanusClient, JanusError, JanusRooms, VIDEOROOM_PLUGIN, type JanusConfig } from '../media/index.js';
import { startLocalJanus, type LocalJanus } from '../media/testing/local-janus.js';
import { FollowersIndex } from '../sessions/followers-index.js';
import { liveMediaFromEnv } from '../sessions/live-media.js';
import { LiveFollowerNotifier } from '../sessions/live-notifications.js';
import { LiveSessions } from '../sessions/live-sessions.js';
import { LiveHub } from './live-hub.js';
import { MemoryLiveSignals } from './live-signals.js';
import { attachLiveSocketServer } from './live-socket-server.js';
import { LiveSocketTester, TEST_SESSION_SECRET } from './testing/live-socket-tester.js';

const silent = createLogger('live-socket-janus-test', process.env.LIVE_TEST_LOG ?? 'silent');

/**
 * The live socket with a real Janus behind LIVE_MEDIA (as with JANUS_URL set): the broadcaster is
 * handed a token Janus takes, for the participant id it was given; viewers get no token while
 * nobody publishes and meet no viewer cap; a socket that leaves takes its token and its participant
 * out of Janus. (Publishing needs real media: the browser test live-janus.e2e.test.ts publishes
 * and subscribes; live-janus-access.unit.test.ts drives the watchdog's cases.)
 */
describe('live socket on Janus', () => {
  let db: TestDatabase;
  let store: EventStore;
  let janus: LocalJanus;
  let rooms: JanusRooms;
  let live: LiveSessions;
  let hub: LiveHub;
  let server: Server;
  let port: number;
  let socketServer: { close(): Promise<void> };
  const opened: LiveSocketTester[] = [];
  const open = async (userId: string | null, role: 'customer' | 'astrologer' = 'customer') => {
    const socket = await LiveSocketTester.open(port, userId, role);
    opened.push(socket);
    return socket;
  };

  beforeAll(async () => {
    [db, janus] = await Promise.all([createTestDatabase(inject('databaseAdminUrl'), 'live_socket_janus'), startLocalJanus()]);
    store = await createEventStore({ databaseUrl: db.url });
    rooms = new JanusRooms(janusConfigFromEnv(janus.env) as JanusConfig);
    const media = liveMediaFromEnv(janus.env)!;
    const presence = new MemoryChatPresence();
    live = new LiveSessions(store, media, new FollowersIndex(), new LiveFollowerNotifier(new InAppInbox(store), silent), presence, silent);
    hub = new LiveHub({
      sessions: live,
      store,
      signals: new MemoryLiveSignals(),
      presence,
      audience: new MemoryLiveAudience(),
      ice: { stunUrls: [], turn: null },
      logger: silent,
      now: () => new Date(),
      maxViewers: 1,
      media: media.clients ?? null,
      janusWatchMs: 200,
    });
    await hub.start();
    server = createServer();
    socketServer = attachLiveSocketServer(server, { hub, sessionSecret: TEST_SESSION_SECRET, sessions: { verify: async () => ({ status: 'active' }) }, logger: silent });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of opened) socket.ws.terminate();
    hub?.stop();
    await socketServer?.close();
    await new Promise((resolve) => server?.close(resolve));
    await store?.close();
    await janus?.stop();
    await db?.drop();
  });

  it('hands the broadcaster a publisher token and id that Janus takes, viewers nothing until a feed, and takes a leaver out of Janus', async () => {
    const application = testApplication({ profile: { name: 'Tarot Reader Ananya' } });
    const { userId } = application;
    await seedOnlineAstrologer(store, application, commandMetadata({ id: 'admin', role: 'admin' }, 'live-socket-janus-test'));
    const { session } = await live.schedule(userId, { title: 'Sunday tarot', topic: 'Career', now: true }, commandMetadata({ id: userId, role: 'astrologer' }, 'live-socket-janus-test'));
    const roomId = session.mediaRoomId!;
    const sessionId = session.session.sessionId;

    const broadcaster = await open(userId, 'astrologer');
    broadcaster.send({ type: 'join', session_id: sessionId });
    const { media } = await broadcaster.ready();
    expect(media).toEqual({ engine: 'janus', path: LIVE_JANUS_PATH, room_id: roomId, ice_servers: [], token: expect.any(String), feed: expect.any(Number) });
    if (media.engine !== 'janus' || media.token === null || media.feed === null) throw new Error('no Janus access for the broadcaster');

    // The browser's part, without media: with only its token, it joins the room as the participant it was given.
    const client = await new JanusClient({ url: janus.url, auth: { token: media.token } }).createSession();
    const handle = await client.attach(VIDEOROOM_PLUGIN);
    const joined = await handle.message({ request: 'join', room: roomId, ptype: 'publisher', id: media.feed, display: 'astrologer', token: media.token }, 'join a room');
    expect(joined.data).toMatchObject({ videoroom: 'joined', id: media.feed });

    // Viewers, more than the embedded engine's cap of 1 here: no token while nobody publishes.
    const viewers = [await open(null), await open(null)];
    for (const viewer of viewers) viewer.send({ type: 'join', session_id: sessionId });
    for (const viewer of viewers) expect((await viewer.ready()).media).toEqual({ engine: 'janus', path: LIVE_JANUS_PATH, room_id: roomId, ice_servers: [], token: null, feed: null });
    expect(viewers.flatMap((viewer) => viewer.of('room_full'))).toEqual([]);

    // The broadcaster's socket leaves: its participant is dropped and its token refused from then on.
    broadcaster.ws.close();
    await expect.poll(async () => (await rooms.participants(roomId)).map((participant) => participant.id)).toEqual([]);
    const refused = await new JanusClient({ url: janus.url, auth: { token: media.token } }).createSession().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(JanusError);
    expect(refused).toMatchObject({ source: 'janus', code: 403 });
    await client.destroy().catch(() => undefined);
    expect(viewers.flatMap((viewer) => viewer.of('media'))).toEqual([]);
  });
});
