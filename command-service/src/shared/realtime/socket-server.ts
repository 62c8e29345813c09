import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { CHAT_SOCKET_IDLE_MS, CHAT_SOCKET_UNAUTHORIZED, SESSION_COOKIE, type ChatSocketError } from '@nakshatra/contracts';
import { decodeSession, HttpError, readCookie, validate, type Logger, type Role, type SessionVerifier } from '@nakshatra/platform';
import type { ZodType } from 'zod';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { socketErrorOf } from './socket-error.js';

/** Who a socket belongs to, decided by the server from the signed session cookie and the user's events. */
export interface SocketIdentity {
  readonly userId: string;
  readonly role: Role;
}

/** What every protocol's server may send whatever it is: a client message it could not take. */
export type SocketErrorMessage = { readonly type: 'error' } & ChatSocketError;

/**
 * A server message serialized once, for a hub that sends the same message to many sockets (a live
 * chat line to a thousand viewers): one JSON.stringify and one buffer instead of one per socket.
 */
export class SerializedMessage<Out> {
  declare private readonly out: Out;
  private constructor(readonly frame: Buffer) {}

  static of<Out>(message: Out): SerializedMessage<Out> {
    return new SerializedMessage<Out>(Buffer.from(JSON.stringify(message)));
  }
}

/** What a hub does with one open socket. */
export interface SocketSession<In> {
  receive(message: In): Promise<void> | void;
  closed(): void;
}

export interface SocketServerOptions<In, Out> {
  readonly path: string;
  /** What the browser may send; anything else is answered with an `error` and the socket stays open. */
  readonly schema: ZodType<In>;
  /** A socket opened: `who` is null for a visitor (only when `visitors` lets them in). */
  readonly open: (who: SocketIdentity | null, send: (message: Out | SocketErrorMessage | SerializedMessage<Out>) => void, close: (code: number, reason: string) => void) => SocketSession<In>;
  /** Whether a socket without a good session may stay open (as a visitor) instead of being closed with 4401. */
  readonly visitors: boolean;
  readonly sessionSecret: string;
  readonly sessions: SessionVerifier;
  readonly logger: Logger;
  /** The largest message a browser may send; ws refuses bigger ones itself. */
  readonly maxMessageBytes: number;
  readonly idleMs?: number;
  /** How often an open socket checks its session again (a logout, a suspension, the cookie's expiry). */
  readonly sessionRecheckMs?: number;
}

/** Sockets one user may hold (tabs, devices); the oldest is closed beyond it. */
const MAX_SOCKETS_PER_USER = 10;
/** Messages one socket may send in RATE_WINDOW_MS. */
const RATE_LIMIT = 60;
const RATE_WINDOW_MS = 10_000;
const CLOSE_POLICY = 1008;
const SESSION_RECHECK_MS = 30_000;

/**
 * A WebSocket endpoint on the command service's HTTP server (the gateway forwards the upgrade): the
 * one mechanism behind the chat socket (docs/chat.md) and the live socket (docs/live.md). Who the
 * socket belongs to is decided from the signed session cookie and the user's events, exactly as for
 * a write, when it opens and again every `sessionRecheckMs`: a session ended (logout), suspended or
 * expired since closes the socket with 4401, which the browser takes as "log in again". Cross-site
 * pages cannot open it (the Origin must be our host); a socket that floods, idles or sends what the
 * schema refuses is handled here, so hubs only see well-formed messages of known senders.
 */
export function attachSocketServer<In, Out>(server: Server, options: SocketServerOptions<In, Out>): { close(): Promise<void> } {
  const { logger } = options;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: options.maxMessageBytes });
  const byUser = new Map<string, WebSocket[]>();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = new URL(req.url ?? '/', 'http://service').pathname;
    if (path !== options.path) return; // not ours: another upgrade handler, or none
    if (!sameOrigin(req)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => void open(ws, req));
  };

  const open = async (ws: WebSocket, req: IncomingMessage): Promise<void> => {
    // What the browser sends while its session is being checked is kept, not lost: a client may
    // send its first message the moment the socket opens, and an EventEmitter does not wait for a listener.
    const early: RawData[] = [];
    const keep = (raw: RawData) => (early.length < RATE_LIMIT ? void early.push(raw) : ws.close(CLOSE_POLICY, 'Too many messages'));
    ws.on('message', keep);
    const session = decodeSession(options.sessionSecret, readCookie(req.headers.cookie, SESSION_COOKIE));
    const verified = session ? await options.sessions.verify(session).catch(() => undefined) : undefined;
    ws.off('message', keep);
    const who: SocketIdentity | null = session && verified && verified.status !== 'ban' ? { userId: session.uid, role: session.role } : null;
    if (!who && !options.visitors) {
      ws.close(CHAT_SOCKET_UNAUTHORIZED, 'Log in again');
      return;
    }
    if (who) {
      const mine = [...(byUser.get(who.userId) ?? []), ws];
      if (mine.length > MAX_SOCKETS_PER_USER) mine.shift()!.close(CLOSE_POLICY, 'Too many open sockets');
      byUser.set(who.userId, mine);
    }

    const send = (message: Out | SocketErrorMessage | SerializedMessage<Out>) => {
      if (ws.readyState !== ws.OPEN) return;
      if (message instanceof SerializedMessage) ws.send(message.frame, { binary: false });
      else ws.send(JSON.stringify(message));
    };
    const idle = setTimeout(() => ws.close(CLOSE_POLICY, 'Idle'), options.idleMs ?? CHAT_SOCKET_IDLE_MS);
    const recheck =
      session && who
        ? setInterval(() => {
            const expired = session.exp * 1000 <= Date.now();
            void (expired ? Promise.resolve(undefined) : options.sessions.verify(session).catch(() => 'unknown' as const)).then((still) => {
              // A failed check (the store briefly away) keeps the socket; the next one decides.
              if (still === 'unknown') return;
              if (!still || still.status === 'ban') ws.close(CHAT_SOCKET_UNAUTHORIZED, 'Log in again');
            });
          }, options.sessionRecheckMs ?? SESSION_RECHECK_MS)
        : undefined;
    const hubSession = options.open(who, send, (code, reason) => ws.close(code, reason));
    let windowStart = Date.now();
    let inWindow = 0;

    const receive = (raw: RawData) => {
      idle.refresh();
      if (Date.now() - windowStart > RATE_WINDOW_MS) [windowStart, inWindow] = [Date.now(), 0];
      if (++inWindow > RATE_LIMIT) {
        ws.close(CLOSE_POLICY, 'Too many messages');
        return;
      }
      let message: In;
      try {
        message = validate(options.schema, parseJson(raw));
      } catch (error) {
        // The 400 a call's body would get: each field with its code, so the SPA can word it.
        send({ type: 'error', ...socketErrorOf(error) });
        return;
      }
      void Promise.resolve(hubSession.receive(message)).catch((error: unknown) => {
        // A refusal is the answer, not a fault: only our own failures are logged.
        if (!(error instanceof HttpError) || error.status >= 500) logger.error({ err: error, path: options.path }, 'socket message failed');
        send({ type: 'error', ...socketErrorOf(error) });
      });
    };
    ws.on('message', receive);
    ws.on('close', () => {
      clearTimeout(idle);
      clearInterval(recheck);
      hubSession.closed();
      if (!who) return;
      const left = (byUser.get(who.userId) ?? []).filter((other) => other !== ws);
      if (left.length) byUser.set(who.userId, left);
      else byUser.delete(who.userId);
    });
    ws.on('error', (error) => logger.warn({ err: error, path: options.path }, 'socket error'));
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
