import { CHAT_SOCKET_PING_MS, CHAT_SOCKET_UNAUTHORIZED } from '@nakshatra/contracts/client';

/** A socket URL on the page's own origin: ws(s):// for http(s)://, through the gateway with the session cookie. */
export const socketUrl = (path: string, origin: string = window.location.origin): string => `${origin.replace(/^http/, 'ws')}${path}`;

/**
 * idle: not started. connecting: the first attempt. open: connected. reconnecting: lost, waiting to try
 * again. unauthorized: the server closed with CHAT_SOCKET_UNAUTHORIZED (log in again; no retry).
 * stopped: closed on purpose, or by the server with a code that means "do not come back" (`finalCodes`).
 */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'unauthorized' | 'stopped';

/** The part of the browser's WebSocket the client uses, so tests can hand in a fake class. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = new (url: string) => SocketLike;

export interface ReconnectingSocketOptions {
  readonly url?: string;
  /** Defaults to the global WebSocket, looked up when connecting (tests stub it). */
  readonly WebSocket?: SocketFactory;
  readonly pingMs?: number;
  /** The first retry waits about this long; each failure doubles it up to maxDelayMs. */
  readonly baseDelayMs?: number;
  readonly maxDelayMs?: number;
  /** 0 ≤ n < 1; the jitter. */
  readonly random?: () => number;
}

type StatusListener = (status: SocketStatus) => void;

const OPEN = 1;

/**
 * A browser WebSocket that stays up: connects, pings every CHAT_SOCKET_PING_MS, reconnects after a
 * loss with capped exponential back-off and jitter (`opened` runs on every open, so a subclass says
 * again what the server must know), and stops for good on CHAT_SOCKET_UNAUTHORIZED (the login has
 * ended) or one of the protocol's final close codes. Server messages are parsed defensively by the
 * protocol's `parse` and handed to listeners. The chat and live sockets are both this.
 */
export class ReconnectingSocket<Out, In> {
  private socket: SocketLike | undefined;
  private currentStatus: SocketStatus = 'idle';
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private readonly listeners = new Set<(message: In) => void>();
  private readonly statusListeners = new Set<StatusListener>();
  /** How many times the socket has opened: a screen reloads what it may have missed when this grows past 1. */
  private opens = 0;
  /** The code the server last closed with (a final one explains `stopped`). */
  private closeCode: number | undefined;
  private readonly options: Required<Omit<ReconnectingSocketOptions, 'WebSocket' | 'url'>> & Pick<ReconnectingSocketOptions, 'WebSocket' | 'url'>;

  constructor(
    private readonly path: string,
    private readonly parse: (raw: unknown) => In | undefined,
    options: ReconnectingSocketOptions = {},
    /** Close codes after which the socket does not come back (besides CHAT_SOCKET_UNAUTHORIZED). */
    private readonly finalCodes: readonly number[] = [],
  ) {
    this.options = { pingMs: CHAT_SOCKET_PING_MS, baseDelayMs: 1_000, maxDelayMs: 30_000, random: Math.random, ...options };
  }

  get status(): SocketStatus {
    return this.currentStatus;
  }

  get openCount(): number {
    return this.opens;
  }

  get lastCloseCode(): number | undefined {
    return this.closeCode;
  }

  /** Connects (once); does nothing when already started, or after an unauthorized close. */
  start(): void {
    if (this.currentStatus !== 'idle' && this.currentStatus !== 'stopped') return;
    this.connect('connecting');
  }

  /** Closes for good (until start again): no reconnect. */
  stop(): void {
    this.clearTimers();
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.onopen = null;
      socket.close(1000, 'done');
    }
    if (this.currentStatus !== 'unauthorized') this.setStatus('stopped');
  }

  /** Tries at once after a loss (the browser is back online, the tab is visible again). */
  retryNow(): void {
    if (this.currentStatus !== 'reconnecting') return;
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.connect('reconnecting');
  }

  /** Sends when connected; what is sent while disconnected is dropped (`opened` repeats what must survive a reconnect). */
  send(message: Out): boolean {
    return this.sendJson(message);
  }

  subscribe(listener: (message: In) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  }

  /** How long the next retry waits: min(max, base × 2^failures), the upper half of it jittered. */
  retryDelay(failures: number): number {
    const { baseDelayMs, maxDelayMs, random } = this.options;
    const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(failures, 20));
    return Math.round(ceiling / 2 + (ceiling / 2) * random());
  }

  private sendJson(message: Out | { readonly type: 'ping' }): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Each time the socket opens (the first time and after every reconnect), before listeners hear `open`. */
  protected opened(): void {}

  private connect(status: SocketStatus): void {
    this.setStatus(status);
    const Socket = this.options.WebSocket ?? (globalThis.WebSocket as unknown as SocketFactory | undefined);
    if (!Socket) return this.scheduleRetry();
    let socket: SocketLike;
    try {
      socket = new Socket(this.options.url ?? socketUrl(this.path));
    } catch {
      return this.scheduleRetry();
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.failures = 0;
      this.opens += 1;
      this.opened();
      this.pingTimer = setInterval(() => this.sendJson({ type: 'ping' }), this.options.pingMs);
      this.setStatus('open');
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const message = this.parse(event.data);
      if (message === undefined) return;
      for (const listener of [...this.listeners]) {
        try {
          listener(message);
        } catch (error) {
          console.error('A socket listener failed', error);
        }
      }
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.closeCode = event.code;
      this.clearTimers();
      if (event.code === CHAT_SOCKET_UNAUTHORIZED) return this.setStatus('unauthorized');
      if (this.finalCodes.includes(event.code)) return this.setStatus('stopped');
      this.scheduleRetry();
    };
    // An error is followed by a close, which decides what happens next.
    socket.onerror = () => undefined;
  }

  private scheduleRetry(): void {
    const delay = this.retryDelay(this.failures);
    this.failures += 1;
    this.setStatus('reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect('reconnecting');
    }, delay);
  }

  private clearTimers(): void {
    if (this.pingTimer !== undefined) clearInterval(this.pingTimer);
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.pingTimer = undefined;
    this.retryTimer = undefined;
  }

  private setStatus(status: SocketStatus): void {
    if (this.currentStatus === status) return;
    this.currentStatus = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }
}
