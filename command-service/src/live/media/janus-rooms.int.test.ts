import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JanusAdminClient, JanusClient, JanusError, VIDEOROOM_ERROR, type JanusSession } from './janus-client.js';
import { janusConfigFromEnv, type JanusConfig } from './janus-config.js';
import { JanusRooms, VIDEOROOM_PLUGIN } from './janus-rooms.js';
import { startLocalJanus, type LocalJanus } from './testing/local-janus.js';

// A real Janus (scripts/ensure-test-tools.sh installs Debian's) proves that the rooms and tokens the
// server makes are what Janus enforces: a client gets in with a token issued for the room, and
// only then.
let janus: LocalJanus;
let config: JanusConfig;
let rooms: JanusRooms;
const sessions: JanusSession[] = [];

beforeAll(async () => {
  janus = await startLocalJanus();
  const parsed = janusConfigFromEnv(janus.env);
  if (!parsed) throw new Error('the local Janus gave no JANUS_URL');
  config = parsed;
  rooms = new JanusRooms(config);
});

afterAll(async () => {
  await Promise.all(sessions.map((session) => session.destroy().catch(() => undefined)));
  await janus?.stop();
});

/** A client as a browser would be: the Janus API with a token, never the API secret. */
async function clientSession(token: string): Promise<JanusSession> {
  const session = await new JanusClient({ url: janus.url, auth: { token } }).createSession();
  sessions.push(session);
  return session;
}

/** `join` as a publisher (no media: Janus answers `joined` at once), with `joinToken` as the room's token. */
async function joinAsPublisher(session: JanusSession, roomId: number, joinToken: string | undefined) {
  const handle = await session.attach(VIDEOROOM_PLUGIN);
  return handle.message({ request: 'join', room: roomId, ptype: 'publisher', display: 'astrologer', ...(joinToken === undefined ? {} : { token: joinToken }) }, 'join a room');
}

/** The JanusError `promise` rejects with, with Janus's output for the failure message otherwise. */
async function refusalOf(promise: Promise<unknown>): Promise<JanusError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof JanusError) return error;
    throw error;
  }
  throw new Error(`expected Janus to refuse\n--- janus ---\n${janus.output()}`);
}

const UNAUTHORIZED = { source: 'janus', code: 403 };
const notAllowed = { source: 'plugin', code: VIDEOROOM_ERROR.UNAUTHORIZED };

describe('Janus rooms against a real Janus', () => {
  it('creates a private room that the server lists and a client does not', async () => {
    const { roomId } = await rooms.createRoom({ description: 'live session 1', publishers: 1 });
    expect(await rooms.roomExists(roomId)).toBe(true);
    expect((await rooms.listRooms()).find((room) => room.roomId === roomId)).toEqual({
      roomId,
      description: 'live session 1',
      isPrivate: true,
      maxPublishers: 1,
      participants: 0,
      requirePrivateId: false,
      recordingLocked: true,
    });

    const token = await rooms.issueToken(roomId, 'viewer');
    const handle = await (await clientSession(token)).attach(VIDEOROOM_PLUGIN);
    const listed = await handle.request({ request: 'list' }, 'list rooms');
    expect(listed.list).toEqual([]);
    // Only the holder of the VideoRoom admin key creates rooms, so a token is no licence to make them.
    expect(await refusalOf(handle.request({ request: 'create', description: 'mine' }, 'create a room'))).toMatchObject({ source: 'plugin', code: VIDEOROOM_ERROR.MISSING_ELEMENT });
    expect(await refusalOf(handle.request({ request: 'create', description: 'mine', admin_key: 'guess' }, 'create a room'))).toMatchObject(notAllowed);
  });

  it('lets a client with a token issued for the room join it as a publisher', async () => {
    const { roomId } = await rooms.createRoom({ description: 'live session 2' });
    const token = await rooms.issueToken(roomId, 'publisher');
    const joined = await joinAsPublisher(await clientSession(token), roomId, token);
    expect(joined.data).toMatchObject({ videoroom: 'joined', room: roomId, id: expect.any(Number), private_id: expect.any(Number), publishers: [] });
    expect(await rooms.participants(roomId)).toEqual([{ id: joined.data.id, display: 'astrologer', publishing: false }]);

    await rooms.kick(roomId, joined.data.id as number);
    expect(await rooms.participants(roomId)).toEqual([]);
  });

  it("never lets a viewer's token publish: whatever participant id it claims, the room's publisher list keeps it out", async () => {
    const { roomId } = await rooms.createRoom({ description: 'live session 2b' });
    const astrologer = await rooms.issueToken(roomId, 'publisher');
    const viewer = await rooms.issueToken(roomId, 'viewer');
    const feed = 4_242_424;
    const broadcaster = await (await clientSession(astrologer)).attach(VIDEOROOM_PLUGIN);
    await broadcaster.message({ request: 'join', room: roomId, ptype: 'publisher', id: feed, display: 'astrologer', token: astrologer }, 'join a room');
    // The astrologer's connection drops: the id is free, and a viewer who was told it tries to take it.
    await rooms.kick(roomId, feed);
    const claim = (await clientSession(viewer)).attach(VIDEOROOM_PLUGIN).then((handle) => handle.message({ request: 'join', room: roomId, ptype: 'publisher', id: feed, display: 'astrologer', token: viewer }, 'join a room'));
    expect(await refusalOf(claim)).toMatchObject(notAllowed);
    expect(await rooms.participants(roomId)).toEqual([]);
  });

  it('refuses a client without a token, or with a token for another room', async () => {
    const { roomId } = await rooms.createRoom({ description: 'live session 3' });
    const { roomId: otherRoomId } = await rooms.createRoom({ description: 'live session 4' });

    // No token Janus stores: not even a session.
    expect(await refusalOf(clientSession(randomBytes(32).toString('base64url')))).toMatchObject(UNAUTHORIZED);
    // Janus's token, but none in the join: the room's allowed list keeps the client out.
    const token = await rooms.issueToken(roomId, 'publisher');
    expect(await refusalOf(joinAsPublisher(await clientSession(token), roomId, undefined))).toMatchObject(notAllowed);
    // A token issued for another room opens Janus, not this room.
    const otherToken = await rooms.issueToken(otherRoomId, 'publisher');
    expect(await refusalOf(joinAsPublisher(await clientSession(otherToken), roomId, otherToken))).toMatchObject(notAllowed);
  });

  it('refuses a revoked token, on a session opened before the revocation too', async () => {
    const { roomId } = await rooms.createRoom({ description: 'live session 5' });
    const token = await rooms.issueToken(roomId, 'publisher');
    const openedBefore = await clientSession(token);
    await rooms.revokeToken(roomId, token);

    expect(await refusalOf(joinAsPublisher(openedBefore, roomId, token))).toMatchObject(UNAUTHORIZED);
    expect(await refusalOf(clientSession(token))).toMatchObject(UNAUTHORIZED);
    await rooms.revokeToken(roomId, token); // again: no error
  });

  it('destroys a room: gone from Janus, its tokens with it', async () => {
    const { roomId } = await rooms.createRoom({ description: 'live session 6' });
    const token = await rooms.issueToken(roomId, 'publisher');
    await joinAsPublisher(await clientSession(token), roomId, token);

    await rooms.destroyRoom(roomId);
    expect(await rooms.roomExists(roomId)).toBe(false);
    expect((await rooms.listRooms()).map((room) => room.roomId)).not.toContain(roomId);
    expect(await refusalOf(clientSession(token))).toMatchObject(UNAUTHORIZED);
    const stored = await new JanusAdminClient({ adminUrl: janus.adminUrl, adminSecret: config.adminSecret }).listTokens();
    expect(stored.map((entry) => entry.token)).not.toContain(token);
    await rooms.destroyRoom(roomId); // again: no error
  });

  it('is refused with a wrong API or admin secret, and the message names no secret', async () => {
    const wrong = randomBytes(32).toString('hex');
    const secrets = [wrong, janus.apiSecret, janus.adminSecret, janus.roomAdminKey];

    const withWrongApiSecret = new JanusRooms(janusConfigFromEnv({ ...janus.env, JANUS_API_SECRET: wrong }) as JanusConfig);
    const apiRefusal = await refusalOf(withWrongApiSecret.createRoom({ description: 'not allowed' }));
    expect(apiRefusal).toMatchObject(UNAUTHORIZED);
    expect(apiRefusal.message).toBe('Janus refused to create a session: Unauthorized request (wrong or missing secret/token) (403)');

    const { roomId } = await rooms.createRoom({ description: 'live session 7' });
    const withWrongAdminSecret = new JanusRooms(janusConfigFromEnv({ ...janus.env, JANUS_ADMIN_SECRET: wrong }) as JanusConfig);
    const adminRefusal = await refusalOf(withWrongAdminSecret.issueToken(roomId, 'viewer'));
    expect(adminRefusal).toMatchObject(UNAUTHORIZED);

    for (const message of [apiRefusal.message, adminRefusal.message, String(apiRefusal.stack), String(adminRefusal.stack)]) {
      for (const secret of secrets) expect(message).not.toContain(secret);
    }
  });
});
