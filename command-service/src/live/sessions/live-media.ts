import { janusConfigFromEnv, JanusRooms } from '../media/index.js';

/**
 * The media rooms live sessions broadcast in, as the session use cases need them (docs/live.md):
 * a room opened when the astrologer goes on air, closed when the session ends. With JANUS_URL set,
 * Janus VideoRoom rooms (`JanusLiveMedia`); without it there is no room on the server (null): the
 * embedded peer-to-peer engine needs none.
 */
export interface LiveMedia {
  /** Opens the room a session broadcasts in; its id is recorded in LiveSessionStarted. */
  openRoom(sessionId: string): Promise<number>;
  /** Closes a room (its participants are dropped); a room already gone counts as closed. */
  closeRoom(roomId: number): Promise<void>;
  /** The rooms opened for live sessions that exist now, with the session each was opened for: what the sweep reconciles. */
  openRooms(): Promise<readonly LiveMediaRoom[]>;
  /** What the live sockets hand browsers to reach the rooms themselves (absent: a media server browsers do not speak to). */
  readonly clients?: LiveMediaClients;
}

/**
 * The browsers' side of the rooms, as the live hub needs it (live-janus-access.ts): a token per
 * socket, and who is in a room, so that only the broadcaster publishes. JanusRooms is one.
 */
export interface LiveMediaClients {
  issueToken(roomId: number, role: 'publisher' | 'viewer'): Promise<string>;
  revokeToken(roomId: number, token: string): Promise<void>;
  participants(roomId: number): Promise<readonly { readonly id: number; readonly publishing: boolean }[]>;
  kick(roomId: number, participantId: number): Promise<void>;
}

export interface LiveMediaRoom {
  readonly roomId: number;
  readonly sessionId: string;
}

/** Nest token of the command service's LiveMedia, or null when there is no media server. */
export const LIVE_MEDIA = Symbol('LiveMedia');

/** What a room's description says, so the sweep (and an operator reading Janus's own list) knows whose it is. */
const DESCRIPTION_PREFIX = 'nakshatra live ';

/** Janus's VideoRoom (command-service/src/live/media, docs/live-media.md): one publisher, the astrologer. */
export class JanusLiveMedia implements LiveMedia {
  constructor(private readonly janus: JanusRooms) {}

  get clients(): LiveMediaClients {
    return this.janus;
  }

  async openRoom(sessionId: string): Promise<number> {
    const { roomId } = await this.janus.createRoom({ description: `${DESCRIPTION_PREFIX}${sessionId}`, publishers: 1 });
    return roomId;
  }

  async closeRoom(roomId: number): Promise<void> {
    await this.janus.destroyRoom(roomId);
  }

  async openRooms(): Promise<readonly LiveMediaRoom[]> {
    const rooms = await this.janus.listRooms();
    return rooms.filter((room) => room.description.startsWith(DESCRIPTION_PREFIX)).map((room) => ({ roomId: room.roomId, sessionId: room.description.slice(DESCRIPTION_PREFIX.length) }));
  }
}

/** JANUS_URL and its secrets (janusConfigFromEnv, which stops the start on a half-done configuration), or null: no media server. */
export function liveMediaFromEnv(env: NodeJS.ProcessEnv = process.env): LiveMedia | null {
  const config = janusConfigFromEnv(env);
  return config ? new JanusLiveMedia(new JanusRooms(config)) : null;
}
