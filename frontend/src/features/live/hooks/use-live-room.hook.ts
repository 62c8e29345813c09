import type { ChatSocketError, LiveChatMessage, LiveGiftView, LiveSessionView, LiveSocketServerMessage, LiveSocketYou } from '@nakshatra/contracts';
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
  readonly iceServers: RTCIceServer[];
  /** Why the room is closed to this page for good, if it is. */
  readonly closed: 'ended' | 'full' | 'replaced' | undefined;
  readonly maxViewers: number;
  /** Viewers the broadcaster muted while this page was open. */
  readonly muted: readonly string[];
  /** The server's last refusal of something this page sent (a chat too fast, muted). */
  readonly refusal: ChatSocketError | undefined;
  /** Gifts that went on air while this page was open, oldest first. */
  readonly gifts: readonly LiveGiftView[];
}

const INITIAL: LiveRoom = { status: 'idle', you: undefined, session: undefined, viewers: 0, chat: [], iceServers: [], closed: undefined, maxViewers: 0, muted: [], refusal: undefined, gifts: [] };

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
        iceServers: message.media.ice_servers.map((server) => ({ ...server, urls: [...server.urls] })),
        maxViewers: message.media.max_viewers,
        muted: message.you.muted && message.you.user_id ? [message.you.user_id] : [],
        refusal: undefined,
      };
    case 'viewers':
      return { ...room, viewers: message.count };
    case 'chat':
      return { ...room, chat: [...room.chat, message.message].slice(-200) };
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
  const [room, setRoom] = useState<LiveRoom>(INITIAL);
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
      setRoom(INITIAL);
    };
  }, [sessionId]); // one socket per session: a new factory is not a new room
  return [room, client];
}
