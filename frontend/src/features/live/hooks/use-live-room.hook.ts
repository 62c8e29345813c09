import type { ChatSocketError, LiveChatMessage, LiveGiftView, LiveMediaAccess, LiveSessionView, LiveSocketServerMessage, LiveSocketYou } from '@nakshatra/contracts';
import { LIVE_SOCKET_FULL, LIVE_SOCKET_REPLACED } from '@nakshatra/contracts/client';
import { useEffect, useState } from 'react';
import type { SocketStatus } from '../../../lib/realtime/reconnecting-socket';
import { LiveSocketClient } from '../lib/live-socket-client';

/** What a live page shows of its room: who it is, who watches, the chat, and how it stands. */
export interface LiveRoom {
  readonly status: SocketStatus;
  readonly you: LiveSocketYou | undefined;
  readonly session: LiveSessionView | undefined;
  readonly viewers: number;
  readonly chat: readonly LiveChatMessage[];
  /** How this page sends or receives the video (the engine, its ICE servers, Janus's token and feed); a new object when it changes. */
  readonly media: LiveMediaAccess | undefined;
  /** Why the room is closed to this page for good, if it is. */
  readonly closed: 'ended' | 'full' | 'replaced' | undefined;
  readonly maxViewers: number;
  /** Viewers the broadcaster muted while this page was open. */
  readonly muted: readonly string[];
  /** The server's last refusal of something this page sent (a chat too fast, muted). */
  readonly refusal: ChatSocketError | undefined;
  /** The queue for a paid turn: who waits (user ids, in order) and whose turn it is. */
  readonly queue: { readonly waiting: readonly string[]; readonly turn_user_id: string | null; readonly position: string | null };
  /** Gifts that went on air while this page was open, oldest first. */
  readonly gifts: readonly LiveGiftView[];
}

/** The chat lines a page keeps (the oldest scroll away). */
const CHAT_KEPT = 200;

/** A page's room before its socket says anything (tests start from it too). */
export const EMPTY_LIVE_ROOM: LiveRoom = { status: 'idle', you: undefined, session: undefined, viewers: 0, chat: [], media: undefined, closed: undefined, maxViewers: 0, muted: [], refusal: undefined, queue: { waiting: [], turn_user_id: null, position: null }, gifts: [] };

/** The room after one message of the live socket. */
export function nextRoom(room: LiveRoom, message: LiveSocketServerMessage): LiveRoom {
  switch (message.type) {
    case 'ready':
      return {
        ...room,
        you: message.you,
        session: message.session,
        viewers: message.viewers,
        chat: message.chat,
        media: message.media,
        maxViewers: message.media.engine === 'p2p' ? message.media.max_viewers : 0,
        muted: message.you.muted && message.you.user_id ? [message.you.user_id] : [],
        refusal: undefined,
      };
    case 'media':
      return { ...room, media: message.media };
    case 'viewers':
      return { ...room, viewers: message.count };
    case 'chat':
      return { ...room, chat: [...room.chat, message.message].slice(-CHAT_KEPT) };
    case 'chat_batch':
      return { ...room, chat: [...room.chat, ...message.messages].slice(-CHAT_KEPT) };
    case 'chat_removed':
      return { ...room, chat: room.chat.filter((chat) => chat.id !== message.message_id) };
    case 'muted':
      return { ...room, muted: [...room.muted, message.user_id] };
    case 'room_full':
      return { ...room, closed: 'full', maxViewers: message.max_viewers };
    case 'session':
      return { ...room, session: message.session, closed: message.session.status === 'ended' || message.session.status === 'cancelled' ? 'ended' : room.closed };
    case 'error':
      return { ...room, refusal: message };
    case 'queue':
      return { ...room, queue: { waiting: message.waiting, turn_user_id: message.turn_user_id, position: message.position } };
    case 'gift':
      return { ...room, gifts: [...room.gifts, message.gift].slice(-50) };
    default:
      return room;
  }
}

/**
 * The live socket of one page for one session: opened on mount, joined on every open, closed on
 * unmount. The room state for rendering, and the client itself for the media engine, which listens
 * to `peer`, `broadcaster` and `signal` and sends its own signals.
 */
export function useLiveRoom(sessionId: string, createClient: (sessionId: string) => LiveSocketClient = (id) => new LiveSocketClient(id)): [LiveRoom, LiveSocketClient | undefined] {
  const [room, setRoom] = useState<LiveRoom>(EMPTY_LIVE_ROOM);
  const [client, setClient] = useState<LiveSocketClient>();
  useEffect(() => {
    const socket = createClient(sessionId);
    const offMessages = socket.subscribe((message) => setRoom((current) => nextRoom(current, message)));
    const offStatus = socket.onStatus((status) =>
      setRoom((current) => ({
        ...current,
        status,
        closed: current.closed ?? (status === 'stopped' && socket.lastCloseCode === LIVE_SOCKET_FULL ? 'full' : status === 'stopped' && socket.lastCloseCode === LIVE_SOCKET_REPLACED ? 'replaced' : undefined),
      })),
    );
    setClient(socket);
    socket.start();
    return () => {
      offMessages();
      offStatus();
      socket.stop();
      setClient(undefined);
      setRoom(EMPTY_LIVE_ROOM);
    };
  }, [sessionId]); // one socket per session: a new factory is not a new room
  return [room, client];
}
