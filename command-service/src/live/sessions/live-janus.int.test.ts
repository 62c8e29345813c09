import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { createLogger } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedOnlineAstrologer } from '../../astrologers/seed-online-astrologer.js';
import { InAppInbox } from '../../notifications/in-app-inbox.js';
import { commandMetadata } from '../../shared/command-metadata.js';
import { janusConfigFromEnv, JanusRooms, type JanusConfig } from '../media/index.js';
import { startLocalJanus, type LocalJanus } from '../media/testing/local-janus.js';
import { FollowersIndex } from './followers-index.js';
import { JanusLiveMedia, liveMediaFromEnv } from './live-media.js';
import { LiveFollowerNotifier } from './live-notifications.js';
import { LiveSessions } from './live-sessions.js';
import { MemoryChatPresence } from '../../chat/realtime/chat-presence.js';
import { testApplication } from '../../astrologers/testing/test-application.js';

/** Live sessions with a real Janus on 127.0.0.1 (scripts/ensure-test-tools.sh installs Debian's): a room while on air, none after. */
describe('live sessions on Janus', () => {
  let db: TestDatabase;
  let store: EventStore;
  let janus: LocalJanus;
  let rooms: JanusRooms;
  let live: LiveSessions;
  const silent = createLogger('live-janus-test', 'silent');

  beforeAll(async () => {
    [db, janus] = await Promise.all([createTestDatabase(inject('databaseAdminUrl'), 'live_janus'), startLocalJanus()]);
    store = await createEventStore({ databaseUrl: db.url });
    rooms = new JanusRooms(janusConfigFromEnv(janus.env) as JanusConfig);
    const media = liveMediaFromEnv(janus.env);
    expect(media).toBeInstanceOf(JanusLiveMedia);
    live = new LiveSessions(store, media, new FollowersIndex(), new LiveFollowerNotifier(new InAppInbox(store), silent), new MemoryChatPresence(), silent);
  });
  afterAll(async () => {
    await store?.close();
    await janus?.stop();
    await db?.drop();
  });

  it('opens a private Janus room when the astrologer goes live and destroys it at the end; the sweep closes one left behind', async () => {
    expect(liveMediaFromEnv({})).toBeNull();
    const application = testApplication({ profile: { name: 'Tarot Reader Ananya' } });
    const { userId } = application;
    const meta = commandMetadata({ id: userId, role: 'astrologer' }, 'live-janus-test');
    await seedOnlineAstrologer(store, application, commandMetadata({ id: 'admin', role: 'admin' }, 'live-janus-test'));

    const { session } = await live.schedule(userId, { title: 'Sunday tarot', topic: 'Career', now: true }, meta);
    const roomId = session.mediaRoomId!;
    expect(roomId).toEqual(expect.any(Number));
    expect(await rooms.roomExists(roomId)).toBe(true);
    expect((await rooms.listRooms()).find((room) => room.roomId === roomId)).toMatchObject({ isPrivate: true, maxPublishers: 1, description: `nakshatra live ${session.session.sessionId}` });
    await live.end({ id: userId, role: 'astrologer' }, session.session.sessionId, null, meta);
    expect(await rooms.roomExists(roomId)).toBe(false);

    // A room opened for a session that then ended without closing it (a crash): the sweep closes it.
    const left = await new JanusLiveMedia(rooms).openRoom(session.session.sessionId);
    await live.sweepRooms();
    expect(await rooms.roomExists(left)).toBe(false);
  });
});
