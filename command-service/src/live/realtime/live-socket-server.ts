import type { Server } from 'node:http';
import { LIVE_SOCKET_PATH, liveSocketClientMessageSchema, type LiveSocketClientMessage, type LiveSocketServerMessage } from '@nakshatra/contracts';
import type { Logger, SessionVerifier } from '@nakshatra/platform';
import { attachSocketServer } from '../../shared/realtime/socket-server.js';
import type { LiveHub } from './live-hub.js';

/** The largest browser message: an SDP offer or answer of the embedded engine (rtcSignalSchema). */
const MAX_MESSAGE_BYTES = 32 * 1024;

export interface LiveSocketServerOptions {
  readonly hub: LiveHub;
  readonly sessionSecret: string;
  readonly sessions: SessionVerifier;
  readonly logger: Logger;
  readonly sessionRecheckMs?: number;
}

/** The live WebSocket (docs/live.md, "Real time"): visitors may open it to watch; each socket is the LiveHub's. */
export function attachLiveSocketServer(server: Server, options: LiveSocketServerOptions): { close(): Promise<void> } {
  return attachSocketServer<LiveSocketClientMessage, LiveSocketServerMessage>(server, {
    ...options,
    path: LIVE_SOCKET_PATH,
    schema: liveSocketClientMessageSchema,
    visitors: true,
    maxMessageBytes: MAX_MESSAGE_BYTES,
    open: (who, send, close) => options.hub.open(who, send, close),
  });
}
