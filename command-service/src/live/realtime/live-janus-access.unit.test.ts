import type { LiveMediaAccess } from '@nakshatra/contracts';
import { createLogger, HttpError } from '@nakshatra/platform';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveMediaClients } from '../sessions/live-media.js';
import { LiveJanusAccess, type JanusSocketMedia } from './live-janus-access.js';

/**
 * A room as Janus keeps it, in memory: the tokens issued and revoked, who is in it and who
 * publishes, who was kicked. The real Janus's side is proven by janus-rooms.int.test.ts and the
 * browser test live-janus.e2e.test.ts; this one drives the rules of the slot and the tokens
 * through every case, publishers a browser would need real media for included.
 */
class RoomInMemory implements LiveMediaClients {
  readonly issued: { token: string; role: string }[] = [];
  readonly revoked: string[] = [];
  readonly kicked: number[] = [];
  publishing: number[] = [];
  refuseTokens = false;

  async issueToken(_roomId: number, role: 'publisher' | 'viewer'): Promise<string> {
    if (this.refuseTokens) throw new Error('Janus is away');
    const token = `token-${this.issued.length + 1}`;
    this.issued.push({ token, role });
    return token;
  }

  async revokeToken(_roomId: number, token: string): Promise<void> {
    this.revoked.push(token);
  }

  async participants(): Promise<{ id: number; publishing: boolean }[]> {
    return this.publishing.map((id) => ({ id, publishing: true }));
  }

  async kick(_roomId: number, participantId: number): Promise<void> {
    this.kicked.push(participantId);
    this.publishing = this.publishing.filter((id) => id !== participantId);
  }
}

const ROOM = 42;
const SESSION = 'session-1';
const silent = createLogger('live-janus-access-test', 'silent');
const started: LiveJanusAccess[] = [];

function setUp(room = new RoomInMemory()) {
  const announced: (number | null)[] = [];
  const access = new LiveJanusAccess({ clients: room, logger: silent, watchMs: 20, announce: async (_sessionId, feed) => void announced.push(feed) });
  started.push(access);
  return { room, access, announced };
}

/** A viewer socket as the hub holds it: its media and the `media` messages it was sent. */
function viewerSocket(media: JanusSocketMedia) {
  const sent: LiveMediaAccess[] = [];
  return { media, sent, send: (access: LiveMediaAccess) => void sent.push(access) };
}

afterEach(() => {
  for (const access of started.splice(0)) access.stop();
});

describe('Janus access for the live sockets', () => {
  it('gives the broadcaster a publisher token and a participant id of its own, and a viewer nothing until the astrologer publishes', async () => {
    const { room, access } = setUp();
    const broadcaster = await access.join(SESSION, ROOM, 'broadcaster', []);
    expect(broadcaster).toMatchObject({ token: 'token-1', roomId: ROOM });
    expect(Number.isSafeInteger(broadcaster.feed)).toBe(true);
    expect((await access.join(SESSION, ROOM, 'broadcaster', [])).feed).not.toBe(broadcaster.feed);
    const viewer = await access.join(SESSION, ROOM, 'viewer', []);
    expect(viewer).toMatchObject({ token: null, feed: null });
    expect(room.issued.map((issued) => issued.role)).toEqual(['publisher', 'publisher']);
  });

  it('announces the broadcaster once it publishes, and kicks anyone else who publishes', async () => {
    const { room, access, announced } = setUp();
    const broadcaster = await access.join(SESSION, ROOM, 'broadcaster', []);
    access.watch(SESSION, broadcaster);
    await expect.poll(() => announced.length).toBeGreaterThan(0);
    expect(announced.every((feed) => feed === null)).toBe(true);

    room.publishing = [7, broadcaster.feed!]; // a viewer took the slot first, then the astrologer published
    await expect.poll(() => announced.at(-1)).toBe(broadcaster.feed);
    expect(room.kicked).toEqual([7]);
  });

  it('hands each viewer a token and the feed when it is announced, once, and tells them when it goes', async () => {
    const { room, access } = setUp();
    const viewer = viewerSocket(await access.join(SESSION, ROOM, 'viewer', []));
    access.feedChanged(SESSION, 99, [viewer]);
    access.feedChanged(SESSION, 99, [viewer]); // every watchdog tick announces again
    await expect.poll(() => viewer.sent.length).toBe(1);
    expect(viewer.sent[0]).toEqual({ engine: 'janus', path: '/api/live/janus', room_id: ROOM, ice_servers: [], token: 'token-1', feed: 99 });
    access.feedChanged(SESSION, null, [viewer]);
    await expect.poll(() => viewer.sent.at(-1)?.engine === 'janus' && viewer.sent.at(-1)).toMatchObject({ token: 'token-1', feed: null });
    expect(room.issued).toEqual([{ token: 'token-1', role: 'viewer' }]);

    // A viewer who joins after the announcement gets the feed and a token at once.
    expect(await access.join(SESSION, ROOM, 'viewer', [])).toMatchObject({ feed: null });
    access.feedChanged(SESSION, 99, []);
    expect(await access.join(SESSION, ROOM, 'viewer', [])).toMatchObject({ feed: 99, token: 'token-2' });
  });

  it('revokes a viewer token when its socket leaves, and one still being issued as soon as it arrives', async () => {
    const { room, access } = setUp();
    const viewer = viewerSocket(await access.join(SESSION, ROOM, 'viewer', []));
    access.feedChanged(SESSION, 5, [viewer]);
    await expect.poll(() => viewer.media.token).toBe('token-1');
    access.leave(SESSION, viewer.media);
    await expect.poll(() => room.revoked).toEqual(['token-1']);

    const late = viewerSocket(await access.join(SESSION, ROOM, 'viewer', []));
    access.feedChanged(SESSION, 6, [late]);
    access.leave(SESSION, late.media);
    await expect.poll(() => room.revoked).toEqual(['token-1', 'token-2']);
    expect(late.sent).toEqual([]);
  });

  it('drops a broadcaster who leaves from the room, freeing the slot, ', async () => {
    const { room, access, announced } = setUp();
    const broadcaster = await access.join(SESSION, ROOM, 'broadcaster', []);
    access.watch(SESSION, broadcaster);
    await expect.poll(() => announced.length).toBeGreaterThan(0);
    access.leave(SESSION, broadcaster);
    await expect.poll(() => room.kicked).toEqual([broadcaster.feed]);
    expect(room.revoked).toEqual(['token-1']);
  });

  it('refuses a join as live.media_unavailable when Janus gives no token', async () => {
    const room = new RoomInMemory();
    room.refuseTokens = true;
    const { access } = setUp(room);
    const refusal = await access.join(SESSION, ROOM, 'broadcaster', []).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ code: 'live.media_unavailable' });
  });
});
