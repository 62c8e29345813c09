import { randomBytes } from 'node:crypto';
import type { JanusConfig } from './janus-config.js';
import { JanusAdminClient, JanusClient, JanusError, VIDEOROOM_ERROR, type JanusHandle } from './janus-client.js';

export const VIDEOROOM_PLUGIN = 'janus.plugin.videoroom';

/** Who a token is for: the astrologer who broadcasts, or a customer who watches. */
export type LiveMediaRole = 'publisher' | 'viewer';
export const LIVE_MEDIA_ROLES: readonly LiveMediaRole[] = ['publisher', 'viewer'];

export interface CreateRoomRequest {
  /** Shown in Janus's own listings and logs only (e.g. the live session's id); at most 200 characters. */
  readonly description: string;
  /** How many may publish at the same time: 1 for a live session, the astrologer. */
  readonly publishers?: number;
  /** A cap on each publisher's video bitrate in bit/s, or Janus's default (none). */
  readonly bitrate?: number;
}

export interface JanusRoom {
  readonly roomId: number;
}

/** A room as the server lists it (VideoRoom `list` with the admin key, which includes private rooms). */
export interface JanusRoomSummary {
  readonly roomId: number;
  readonly description: string;
  readonly isPrivate: boolean;
  readonly maxPublishers: number;
  readonly participants: number;
  readonly requirePrivateId: boolean;
  /** Recording can be changed with the room's secret only: never by a participant. */
  readonly recordingLocked: boolean;
}

/** A participant of a room (VideoRoom `listparticipants`): `publishing` once its media flows. */
export interface JanusParticipant {
  readonly id: number;
  readonly display?: string;
  readonly publishing: boolean;
}

/** Room ids are ours to choose: random, below 2^53 so that JSON numbers carry them exactly. */
const MAX_ROOM_ID = 2 ** 53 - 1;
const ROOM_ID_ATTEMPTS = 3;
const MAX_DESCRIPTION_LENGTH = 200;
const MAX_PUBLISHERS = 16;

/**
 * What live sessions need from Janus's VideoRoom plugin on the server side (docs/live-media.md):
 * rooms created and destroyed, and client tokens issued and revoked.
 *
 * Access takes two locks (the "token decision" in docs/live-media.md): Janus's stored tokens
 * (`token_auth`, admin API `add_token` / `remove_token`, each token limited to the VideoRoom
 * plugin) let a client use the Janus API at all without the API secret; the room's `allowed` list
 * (VideoRoom `allowed`, rooms created with an empty list) is checked by Janus 1.1 on publisher joins
 * only, so only the astrologer's token goes on it. A viewer's token is a stored token alone: it
 * subscribes to the feed it is told (rooms have no `require_pvtid`), and can never join as a
 * publisher, so no viewer can take the publishing slot, whatever id it claims. Rooms lock
 * recording (`lock_record`): a participant's `configure` cannot make Janus write files.
 *
 * Rooms are private (unlisted but to the admin key) and each has its own `secret`, which Janus
 * requires to destroy the room, change its `allowed` list or kick someone. The secret is derived
 * from JANUS_VIDEOROOM_ADMIN_KEY and the room id, so every instance of the command service knows
 * it, across restarts, and it never leaves the server. Each operation opens its own short Janus
 * session: no keepalive to run, nothing stale after Janus restarts.
 */
export class JanusRooms {
  readonly #config: JanusConfig;
  readonly #client: JanusClient;
  readonly #admin: JanusAdminClient;

  constructor(config: JanusConfig) {
    this.#config = config;
    this.#client = new JanusClient({ url: config.url, auth: { apiSecret: config.apiSecret }, timeoutMs: config.timeoutMs });
    this.#admin = new JanusAdminClient({ adminUrl: config.adminUrl, adminSecret: config.adminSecret, timeoutMs: config.timeoutMs });
  }

  /** A new private room with an empty `allowed` list: nobody joins until a token is issued for it. */
  async createRoom({ description, publishers = 1, bitrate }: CreateRoomRequest): Promise<JanusRoom> {
    if (description === '' || description.length > MAX_DESCRIPTION_LENGTH) throw new RangeError(`description must be 1 to ${MAX_DESCRIPTION_LENGTH} characters`);
    if (!Number.isInteger(publishers) || publishers < 1 || publishers > MAX_PUBLISHERS) throw new RangeError(`publishers must be an integer from 1 to ${MAX_PUBLISHERS}`);
    if (bitrate !== undefined && (!Number.isInteger(bitrate) || bitrate < 1)) throw new RangeError('bitrate must be a positive integer (bit/s)');
    return this.#withVideoRoom(async (handle) => {
      for (let attempt = 1; ; attempt++) {
        const roomId = randomRoomId();
        try {
          await handle.request(
            {
              request: 'create',
              admin_key: this.#config.roomAdminKey.reveal(),
              room: roomId,
              permanent: false,
              description,
              is_private: true,
              secret: this.#roomSecret(roomId),
              allowed: [],
              require_pvtid: false,
              lock_record: true,
              publishers,
              ...(bitrate === undefined ? {} : { bitrate }),
            },
            'create a room',
          );
          return { roomId };
        } catch (error) {
          if (!(isPluginError(error, VIDEOROOM_ERROR.ROOM_EXISTS) && attempt < ROOM_ID_ATTEMPTS)) throw error;
        }
      }
    });
  }

  /**
   * Destroys the room (its participants are told and dropped) after taking every token issued for
   * it out of Janus. A room that is already gone counts as destroyed.
   */
  async destroyRoom(roomId: number): Promise<void> {
    checkRoomId(roomId);
    await this.#withVideoRoom(async (handle) => {
      let tokens: string[];
      try {
        tokens = await this.#allowed(handle, roomId, 'add', []);
      } catch (error) {
        if (isPluginError(error, VIDEOROOM_ERROR.NO_SUCH_ROOM)) return;
        throw error;
      }
      for (const token of tokens) await this.#admin.removeToken(token);
      try {
        await handle.request({ request: 'destroy', room: roomId, secret: this.#roomSecret(roomId), permanent: false }, 'destroy a room');
      } catch (error) {
        if (!isPluginError(error, VIDEOROOM_ERROR.NO_SUCH_ROOM)) throw error;
      }
    });
  }

  async roomExists(roomId: number): Promise<boolean> {
    checkRoomId(roomId);
    const data = await this.#withVideoRoom((handle) => handle.request({ request: 'exists', room: roomId }, 'check a room'));
    return data.exists === true;
  }

  /** Every room on this Janus, private ones included (the admin key shows them). */
  async listRooms(): Promise<JanusRoomSummary[]> {
    const data = await this.#withVideoRoom((handle) => handle.request({ request: 'list', admin_key: this.#config.roomAdminKey.reveal() }, 'list rooms'));
    const list = Array.isArray(data.list) ? (data.list as Record<string, unknown>[]) : [];
    return list.map((room) => ({
      roomId: Number(room.room),
      description: String(room.description ?? ''),
      isPrivate: room.is_private === true,
      maxPublishers: Number(room.max_publishers),
      participants: Number(room.num_participants ?? 0),
      requirePrivateId: room.require_pvtid === true,
      recordingLocked: room.lock_record === true,
    }));
  }

  /**
   * A new token for one client of `roomId`, stored in Janus for the VideoRoom plugin only. A
   * publisher's is also added to the room's `allowed` list, which Janus checks on publisher joins:
   * a viewer's is not, so a viewer can subscribe and never publish (module comment). Hand it to the
   * client, who sends it as `token` on every Janus request and in its `join`.
   */
  async issueToken(roomId: number, role: LiveMediaRole): Promise<string> {
    checkRoomId(roomId);
    if (!LIVE_MEDIA_ROLES.includes(role)) throw new RangeError(`role must be ${LIVE_MEDIA_ROLES.join(' or ')}`);
    const token = randomBytes(32).toString('base64url');
    // The room first: a failure there (no such room) leaves nothing behind in Janus's token store.
    if (role === 'publisher') await this.#withVideoRoom((handle) => this.#allowed(handle, roomId, 'add', [token]));
    else if (!(await this.roomExists(roomId))) throw new JanusError(`Janus has no room ${roomId}`, 'plugin', VIDEOROOM_ERROR.NO_SUCH_ROOM);
    await this.#admin.addToken(token, [VIDEOROOM_PLUGIN]);
    return token;
  }

  /**
   * Takes `token` out of Janus and out of the room: every later request with it is refused,
   * so a client holding it can neither join nor, once joined, go on talking to Janus. A media
   * connection already up stays up until the participant is kicked (see `kick`). Revoking twice,
   * or after the room is gone, is no error.
   */
  async revokeToken(roomId: number, token: string): Promise<void> {
    checkRoomId(roomId);
    await this.#admin.removeToken(token);
    await this.#withVideoRoom(async (handle) => {
      try {
        await this.#allowed(handle, roomId, 'remove', [token]);
      } catch (error) {
        if (!isPluginError(error, VIDEOROOM_ERROR.NO_SUCH_ROOM)) throw error;
      }
    });
  }

  /** Who is in the room (VideoRoom `listparticipants`). */
  async participants(roomId: number): Promise<JanusParticipant[]> {
    checkRoomId(roomId);
    const data = await this.#withVideoRoom((handle) => handle.request({ request: 'listparticipants', room: roomId }, 'list participants'));
    const list = Array.isArray(data.participants) ? (data.participants as Record<string, unknown>[]) : [];
    return list.map((participant) => ({
      id: Number(participant.id),
      ...(typeof participant.display === 'string' ? { display: participant.display } : {}),
      publishing: participant.publisher === true,
    }));
  }

  /** Drops a participant from the room, and with it the subscriptions made with its private id. */
  async kick(roomId: number, participantId: number): Promise<void> {
    checkRoomId(roomId);
    await this.#withVideoRoom((handle) => handle.request({ request: 'kick', room: roomId, secret: this.#roomSecret(roomId), id: participantId }, 'kick a participant'));
  }

  /** The room's `allowed` list after adding or removing `tokens` (adding none reads it). */
  async #allowed(handle: JanusHandle, roomId: number, action: 'add' | 'remove', tokens: string[]): Promise<string[]> {
    const data = await handle.request({ request: 'allowed', room: roomId, secret: this.#roomSecret(roomId), action, allowed: tokens }, 'change who may join a room');
    return Array.isArray(data.allowed) ? data.allowed.map(String) : [];
  }

  #roomSecret(roomId: number): string {
    return this.#config.roomAdminKey.derive(`nakshatra/janus/videoroom/${roomId}/secret`);
  }

  /** Runs `work` on a VideoRoom handle of a session of its own, which is destroyed afterwards. */
  async #withVideoRoom<T>(work: (handle: JanusHandle) => Promise<T>): Promise<T> {
    const session = await this.#client.createSession();
    try {
      return await work(await session.attach(VIDEOROOM_PLUGIN));
    } finally {
      // A session left behind ends by itself after Janus's session_timeout; this error must not hide work's.
      await session.destroy().catch(() => undefined);
    }
  }
}

const isPluginError = (error: unknown, code: number): boolean => error instanceof JanusError && error.source === 'plugin' && error.code === code;

function randomRoomId(): number {
  const id = Number(randomBytes(8).readBigUInt64BE() % BigInt(MAX_ROOM_ID));
  return id + 1;
}

function checkRoomId(roomId: number): void {
  if (!Number.isSafeInteger(roomId) || roomId < 1) throw new RangeError('roomId must be a positive safe integer');
}
