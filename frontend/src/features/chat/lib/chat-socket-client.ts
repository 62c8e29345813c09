import type { ChatSocketClientMessage, ChatSocketServerMessage } from '@nakshatra/contracts';
import { CHAT_SOCKET_PATH } from '@nakshatra/contracts/client';
import { ReconnectingSocket, socketUrl, type ReconnectingSocketOptions, type SocketStatus } from '../../../lib/realtime/reconnecting-socket';
import { parseServerMessage } from './parse-server-message';

/** Where the chat socket lives: the page's own origin, through the gateway with the session cookie. */
export const chatSocketUrl = (origin: string = window.location.origin): string => socketUrl(CHAT_SOCKET_PATH, origin);

export type ChatSocketStatus = SocketStatus;
export type ChatSocketOptions = ReconnectingSocketOptions;
export type ChatSocketListener = (message: ChatSocketServerMessage) => void;

/**
 * The tab's one chat WebSocket (contracts/src/chat/chat-socket.ts), a ReconnectingSocket that
 * watches again, after every reconnect, each session a screen is watching.
 */
export class ChatSocketClient extends ReconnectingSocket<ChatSocketClientMessage, ChatSocketServerMessage> {
  /** Each watched session with how many screens watch it. */
  private readonly watched = new Map<string, number>();

  constructor(options: ChatSocketOptions = {}) {
    super(CHAT_SOCKET_PATH, parseServerMessage, options);
  }

  /** Asks for a session's state and the other side's presence, now and after every reconnect. Returns the unwatch. */
  watch(sessionId: string): () => void {
    const count = this.watched.get(sessionId) ?? 0;
    this.watched.set(sessionId, count + 1);
    if (count === 0) this.send({ type: 'watch', session_id: sessionId });
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = (this.watched.get(sessionId) ?? 1) - 1;
      if (left > 0) return void this.watched.set(sessionId, left);
      this.watched.delete(sessionId);
      this.send({ type: 'unwatch', session_id: sessionId });
    };
  }

  protected override opened(): void {
    for (const sessionId of this.watched.keys()) this.send({ type: 'watch', session_id: sessionId });
  }
}
