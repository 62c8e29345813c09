import type { Server } from 'node:http';
import { CHAT_SOCKET_PATH, chatSocketClientMessageSchema, type ChatSocketClientMessage, type ChatSocketServerMessage } from '@nakshatra/contracts';
import type { Logger, SessionVerifier } from '@nakshatra/platform';
import { attachSocketServer } from '../../shared/realtime/socket-server.js';
import type { ChatConnection, ChatHub } from './chat-hub.js';

/** A browser message is small JSON, a call's SDP offer the largest (rtcSignalSchema); anything bigger is refused by ws itself. */
const MAX_MESSAGE_BYTES = 32 * 1024;

export interface ChatSocketServerOptions {
  readonly hub: ChatHub;
  readonly sessionSecret: string;
  readonly sessions: SessionVerifier;
  readonly logger: Logger;
  readonly idleMs?: number;
  /** How often an open socket checks its session again (a logout, a suspension, the cookie's expiry). */
  readonly sessionRecheckMs?: number;
}

/**
 * The chat WebSocket (docs/chat.md): for logged-in users only (a visitor's socket is closed with
 * 4401), one per tab, each connection handed to the ChatHub.
 */
export function attachChatSocketServer(server: Server, options: ChatSocketServerOptions): { close(): Promise<void> } {
  const { hub } = options;
  return attachSocketServer<ChatSocketClientMessage, ChatSocketServerMessage>(server, {
    ...options,
    path: CHAT_SOCKET_PATH,
    schema: chatSocketClientMessageSchema,
    visitors: false,
    maxMessageBytes: MAX_MESSAGE_BYTES,
    open: (who, send) => {
      const connection: ChatConnection = { userId: who!.userId, role: who!.role, send };
      hub.connect(connection);
      return { receive: (message) => hub.receive(connection, message), closed: () => hub.disconnect(connection) };
    },
  });
}
