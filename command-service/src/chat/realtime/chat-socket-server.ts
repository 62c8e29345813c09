import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  CHAT_SOCKET_IDLE_MS,
  CHAT_SOCKET_PATH,
  CHAT_SOCKET_UNAUTHORIZED,
  chatSocketClientMessageSchema,
  SESSION_COOKIE,
  type ChatSocketClientMessage,
  type ChatSocketServerMessage,
} from '@nakshatra/contracts';
import { decodeSession, readCookie, validate, type Logger, type SessionVerifier } from '@nakshatra/platform';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { ChatConnection, ChatHub } from './chat-hub.js';
import { socketErrorOf } from './socket-error.js';

/** A browser message is small JSON, a call's SDP offer the largest (rtcSignalSchema); anything bigger is refused by ws itself. */
const MAX_MESSAGE_BYTES = 32 * 1024;
/** Sockets one user may hold (tabs, devices); the oldest is closed beyond it. */
const MAX_SOCKETS_PER_USER = 10;
/** Messages one socket may send in RATE_WINDOW_MS; typing is throttled by the browser well below it. */
const RATE_LIMIT = 60;
const RATE_WINDOW_MS = 10_000;
const CLOSE_POLICY = 1008;

export interface ChatSocketServerOptions {
  readonly hub: ChatHub;
  readonly sessionSecret: string;
  readonly sessions: SessionVerifier;
  readonly logger: Logger;
  readonly idleMs?: number;
  /** How often an open socket checks its session again (a logout, a suspension, the cookie's expiry). */
  readonly sessionRecheckMs?: number;
}

const SESSION_RECHECK_MS = 30_000;

/**
 * The chat WebSocket on the command service's HTTP server (the gateway forwards the upgrade).
 * Who the socket belongs to is decided from the signed session cookie and the user's events,
 * exactly as for a write, when it opens and again every `sessionRecheckMs` while it is open: a
 * socket without a good session, or whose session was ended (logout), suspended or has expired
 * since, is closed with 4401, which the browser takes as "log in again". Cross-site pages cannot
 * open it: the Origin must be our host.
 */
export function attachChatSocketServer(server: Server, options: ChatSocketServerOptions): { close(): Promise<void> } {
  const { hub, logger } = options;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const byUser = new Map<string, WebSocket[]>();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = new URL(req.url ?? '/', 'http://service').pathname;
    if (path !== CHAT_SOCKET_PATH) return; // not ours: another upgrade handler, or none
    if (!sameOrigin(req)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => void open(ws, req));
  };

  const open = async (ws: WebSocket, req: IncomingMessage): Promise<void> => {
    // What the browser sends while its session is being checked is kept, not lost: a client may
    // send `watch` the moment the socket opens, and an EventEmitter does not wait for a listener.
    const early: RawData[] = [];
    const keep = (raw: RawData) => (early.length < RATE_LIMIT ? void early.push(raw) : ws.close(CLOSE_POLICY, 'Too many messages'));
    ws.on('message', keep);
    const session = decodeSession(options.sessionSecret, readCookie(req.headers.cookie, SESSION_COOKIE));
    const verified = session ? await options.sessions.verify(session).catch(() => undefined) : undefined;
    ws.off('message', keep);
    if (!session || !verified || verified.status === 'ban') {
      ws.close(CHAT_SOCKET_UNAUTHORIZED, 'Log in again');
      return;
    }
    const mine = [...(byUser.get(session.uid) ?? []), ws];
    if (mine.length > MAX_SOCKETS_PER_USER) mine.shift()!.close(CLOSE_POLICY, 'Too many open chats');
    byUser.set(session.uid, mine);

    const connection: ChatConnection = {
      userId: session.uid,
      role: session.role,
      send: (message: ChatSocketServerMessage) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
      },
    };
    const idle = setTimeout(() => ws.close(CLOSE_POLICY, 'Idle'), options.idleMs ?? CHAT_SOCKET_IDLE_MS);
    const recheck = setInterval(() => {
      const expired = session.exp * 1000 <= Date.now();
      void (expired ? Promise.resolve(undefined) : options.sessions.verify(session).catch(() => 'unknown' as const)).then((still) => {
        // A failed check (the store briefly away) keeps the socket; the next one decides.
        if (still === 'unknown') return;
        if (!still || still.status === 'ban') ws.close(CHAT_SOCKET_UNAUTHORIZED, 'Log in again');
      });
    }, options.sessionRecheckMs ?? SESSION_RECHECK_MS);
    let windowStart = Date.now();
    let inWindow = 0;

    const receive = (raw: RawData) => {
      idle.refresh();
      if (Date.now() - windowStart > RATE_WINDOW_MS) [windowStart, inWindow] = [Date.now(), 0];
      if (++inWindow > RATE_LIMIT) {
        ws.close(CLOSE_POLICY, 'Too many messages');
        return;
      }
      let message: ChatSocketClientMessage;
      try {
        message = validate(chatSocketClientMessageSchema, parseJson(raw));
      } catch (error) {
        // The 400 a call's body would get: each field with its code, so the SPA can word it.
        connection.send({ type: 'error', ...socketErrorOf(error) });
        return;
      }
      void hub.receive(connection, message);
    };
    ws.on('message', receive);
    ws.on('close', () => {
      clearTimeout(idle);
      clearInterval(recheck);
      hub.disconnect(connection);
      const left = (byUser.get(session.uid) ?? []).filter((other) => other !== ws);
      if (left.length) byUser.set(session.uid, left);
      else byUser.delete(session.uid);
    });
    ws.on('error', (error) => logger.warn({ err: error }, 'chat socket error'));
    hub.connect(connection);
    for (const raw of early) receive(raw);
  };

  server.on('upgrade', onUpgrade);
  return {
    close: async () => {
      server.off('upgrade', onUpgrade);
      for (const ws of sockets.clients) ws.terminate();
      await new Promise<void>((done) => sockets.close(() => done()));
    },
  };
}

/** A browser always sends Origin on a WebSocket; it must name the host it connected to. Non-browser clients send none. */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  const host = (req.headers['x-forwarded-host'] as string | undefined) ?? req.headers.host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function parseJson(raw: RawData): unknown {
  try {
    return JSON.parse(raw.toString());
  } catch {
    return undefined;
  }
}
