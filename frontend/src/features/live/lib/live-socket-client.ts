import type { LiveChatMessage, LiveIceServer, LiveMediaAccess, LiveSessionView, LiveSocketClientMessage, LiveSocketServerMessage } from '@nakshatra/contracts';
import { LIVE_SOCKET_ENDED, LIVE_SOCKET_FULL, LIVE_SOCKET_PATH, LIVE_SOCKET_REPLACED } from '@nakshatra/contracts/client';
import { isFiniteNumber, isRecord, isString, parseSignal, parseSocketError, parseTyped } from '../../../lib/realtime/parse-socket';
import { ReconnectingSocket, type ReconnectingSocketOptions } from '../../../lib/realtime/reconnecting-socket';
import { parseLiveGift } from './parse-live-gift';

/**
 * One live page's socket (contracts/src/live/live-socket-protocol.ts): joins its session on every
 * open (so a reconnect joins again, as a new peer), and stops for good when the session ends, the
 * room is full or another tab took over broadcasting.
 */
export class LiveSocketClient extends ReconnectingSocket<LiveSocketClientMessage, LiveSocketServerMessage> {
  constructor(
    private readonly sessionId: string,
    options: ReconnectingSocketOptions = {},
  ) {
    super(LIVE_SOCKET_PATH, parseLiveMessage, options, [LIVE_SOCKET_ENDED, LIVE_SOCKET_FULL, LIVE_SOCKET_REPLACED]);
  }

  protected override opened(): void {
    this.send({ type: 'join', session_id: this.sessionId });
  }
}

/** What the live socket sent, field by field; anything unknown or misshapen is dropped. */
export function parseLiveMessage(raw: unknown): LiveSocketServerMessage | undefined {
  const value = parseTyped(raw);
  if (!value) return undefined;
  switch (value.type) {
    case 'ready': {
      const you = isRecord(value.you) ? value.you : {};
      const media = parseMedia(value.media);
      const session = parseSessionView(value.session);
      if (!isString(you.peer_id) || (you.role !== 'broadcaster' && you.role !== 'viewer') || !session || !media) return undefined;
      return {
        type: 'ready',
        you: { peer_id: you.peer_id, role: you.role, user_id: isString(you.user_id) ? you.user_id : null, muted: you.muted === true },
        session,
        viewers: isFiniteNumber(value.viewers) ? value.viewers : 0,
        media,
        chat: parseChats(value.chat),
      };
    }
    case 'media': {
      const media = parseMedia(value.media);
      return media ? { type: 'media', media } : undefined;
    }
    case 'room_full':
      return { type: 'room_full', max_viewers: isFiniteNumber(value.max_viewers) ? value.max_viewers : 0 };
    case 'viewers':
      return isFiniteNumber(value.count) ? { type: 'viewers', count: value.count } : undefined;
    case 'peer':
      return isString(value.peer_id) && typeof value.joined === 'boolean' ? { type: 'peer', peer_id: value.peer_id, joined: value.joined } : undefined;
    case 'broadcaster':
      return isString(value.peer_id) && typeof value.present === 'boolean' ? { type: 'broadcaster', peer_id: value.peer_id, present: value.present } : undefined;
    case 'signal': {
      const signal = parseSignal(value.signal);
      return isString(value.peer_id) && signal ? { type: 'signal', peer_id: value.peer_id, signal } : undefined;
    }
    case 'chat': {
      const message = parseChat(value.message);
      return message ? { type: 'chat', message } : undefined;
    }
    case 'chat_batch': {
      const messages = parseChats(value.messages);
      return messages.length > 0 ? { type: 'chat_batch', messages } : undefined;
    }
    case 'chat_removed':
      return isString(value.message_id) ? { type: 'chat_removed', message_id: value.message_id } : undefined;
    case 'muted':
      return isString(value.user_id) ? { type: 'muted', user_id: value.user_id } : undefined;
    case 'session': {
      const session = parseSessionView(value.session);
      return session ? { type: 'session', session } : undefined;
    }
    case 'gift': {
      const gift = parseLiveGift(value.gift);
      return gift ? { type: 'gift', gift } : undefined;
    }
    case 'error':
      return { type: 'error', ...parseSocketError(value) };
    case 'pong':
      return { type: 'pong' };
    case 'queue':
      return Array.isArray(value.waiting) && value.waiting.every(isString)
        ? { type: 'queue', waiting: value.waiting, turn_user_id: isString(value.turn_user_id) ? value.turn_user_id : null, position: isString(value.position) ? value.position : null }
        : undefined;
    default:
      return undefined;
  }
}

/** The well-formed chat lines of a list (a misshapen line is dropped, not the rest). */
function parseChats(value: unknown): LiveChatMessage[] {
  return Array.isArray(value) ? value.map(parseChat).filter((chat): chat is LiveChatMessage => chat !== undefined) : [];
}

function parseChat(value: unknown): LiveChatMessage | undefined {
  if (!isRecord(value)) return undefined;
  const { id, user_id: userId, name, text, sent_at: sentAt } = value;
  if (!isString(id) || !isString(userId) || !isString(name) || !isString(text) || !isString(sentAt)) return undefined;
  return { id, user_id: userId, name, text, from_astrologer: value.from_astrologer === true, sent_at: sentAt };
}

/** How the page sends or receives the video: the embedded engine, or Janus at a path of this origin with a token. */
function parseMedia(value: unknown): LiveMediaAccess | undefined {
  if (!isRecord(value)) return undefined;
  const iceServers = parseIceServers(value.ice_servers);
  if (value.engine === 'janus') {
    // A path of this origin only (`//host` would be another origin): the token goes nowhere else.
    if (!isString(value.path) || !/^\/(?!\/)/.test(value.path) || !isFiniteNumber(value.room_id)) return undefined;
    const token = isString(value.token) ? value.token : null;
    const feed = isFiniteNumber(value.feed) ? value.feed : null;
    return { engine: 'janus', path: value.path, room_id: value.room_id, ice_servers: iceServers, token, feed };
  }
  return { engine: 'p2p', ice_servers: iceServers, max_viewers: isFiniteNumber(value.max_viewers) ? value.max_viewers : 0 };
}

function parseIceServers(value: unknown): LiveIceServer[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((server) => {
    if (!isRecord(server) || !Array.isArray(server.urls) || !server.urls.every(isString)) return [];
    return [{ urls: server.urls, ...(isString(server.username) ? { username: server.username } : {}), ...(isString(server.credential) ? { credential: server.credential } : {}) }];
  });
}

const STATUSES = ['scheduled', 'live', 'ended', 'cancelled'] as const;
const ENDED_BY = ['astrologer', 'admin', 'system'] as const;

/** The session as the socket sends it: what the page shows of it (its title and status, and how it ended). */
function parseSessionView(value: unknown): LiveSessionView | undefined {
  if (!isRecord(value)) return undefined;
  const status = STATUSES.find((known) => known === value.status);
  if (!isString(value.id) || !isString(value.astrologer_id) || !status || !isString(value.starts_at)) return undefined;
  const ended = isRecord(value.end) ? value.end : {};
  const by = ENDED_BY.find((known) => known === ended.by);
  return {
    id: value.id,
    astrologer_id: value.astrologer_id,
    title: typeof value.title === 'string' ? value.title : '',
    topic: typeof value.topic === 'string' ? value.topic : '',
    status,
    starts_at: value.starts_at,
    start_by: isString(value.start_by) ? value.start_by : value.starts_at,
    started_at: isString(value.started_at) ? value.started_at : null,
    ended_at: isString(value.ended_at) ? value.ended_at : null,
    duration_seconds: isFiniteNumber(value.duration_seconds) ? value.duration_seconds : 0,
    end: by ? { by, reason: isString(ended.reason) ? ended.reason : null } : null,
    cancellation: null,
  };
}
