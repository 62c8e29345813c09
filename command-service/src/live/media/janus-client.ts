import { randomBytes } from 'node:crypto';
import type { JanusSecret } from './janus-secret.js';
import { networkErrorCode, parseJsonOrUndefined } from '../../shared/outbound-answers.js';

/**
 * A small client of the Janus WebRTC Server's HTTP API (the REST transport, janus_http): sessions,
 * handles attached to a plugin, plugin messages matched to their answers by `transaction`, and the
 * admin API's token management. Node's fetch, a timeout on every request, and errors that carry
 * Janus's code and reason but never a secret or a token.
 *
 * Janus answers HTTP 200 to everything it understood, errors included: `{ janus: "error", error:
 * { code, reason } }` for the core (a wrong secret: 403), and for a plugin a `plugindata.data` with
 * `error_code` and `error`. Plugin requests are synchronous (`create`, `destroy`, `allowed`, …:
 * the POST answers `success` with the plugin's data) or asynchronous (`join`, `configure`, …: the
 * POST answers `ack` and the plugin's `event` comes later on the session's long poll, GET
 * `<url>/<session>`).
 */

/** How a caller proves itself to Janus: the server with `api_secret`, a client with a token the server had Janus store. */
export type JanusAuth = { readonly apiSecret: JanusSecret } | { readonly token: string };

/** Janus core error codes (src/apierror.h) that callers act on. */
export const JANUS_ERROR = {
  UNAUTHORIZED: 403,
  UNAUTHORIZED_PLUGIN: 405,
  SESSION_NOT_FOUND: 458,
  HANDLE_NOT_FOUND: 459,
  PLUGIN_NOT_FOUND: 460,
  TOKEN_NOT_FOUND: 470,
  UNKNOWN: 490,
} as const;

/** The VideoRoom plugin's error codes (janus_videoroom.c) that callers act on. */
export const VIDEOROOM_ERROR = {
  NO_SUCH_ROOM: 426,
  ROOM_EXISTS: 427,
  NO_SUCH_FEED: 428,
  MISSING_ELEMENT: 429,
  PUBLISHERS_FULL: 432,
  UNAUTHORIZED: 433,
} as const;

export type JanusErrorSource = 'transport' | 'janus' | 'plugin';

/**
 * Janus could not be reached or answered nonsense (`transport`, code null), the core refused the
 * request (`janus`, its code) or the plugin did (`plugin`, the plugin's `error_code`).
 */
export class JanusError extends Error {
  override readonly name: string = 'JanusError';

  constructor(
    message: string,
    readonly source: JanusErrorSource,
    readonly code: number | null,
  ) {
    super(message);
  }
}

/** Janus did not answer in time (a transport error). */
export class JanusTimeoutError extends JanusError {
  override readonly name: string = 'JanusTimeoutError';

  constructor(message: string) {
    super(message, 'transport', null);
  }
}

/** One message of the Janus API, as far as this client reads it. */
export interface JanusMessage {
  readonly janus: string;
  readonly transaction?: string;
  readonly session_id?: number;
  readonly sender?: number;
  readonly data?: Record<string, unknown>;
  readonly error?: { readonly code?: number; readonly reason?: string };
  readonly plugindata?: { readonly plugin?: string; readonly data?: Record<string, unknown> };
  readonly jsep?: Record<string, unknown>;
}

/** What a plugin answered: its data and, for a negotiation, the SDP. */
export interface PluginAnswer {
  readonly data: Record<string, unknown>;
  readonly jsep?: Record<string, unknown>;
}

interface Transport {
  readonly timeoutMs: number;
  /** Cuts the caller's own secrets and tokens out of a reason before it goes into an error. */
  readonly scrub: (text: string) => string;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** Janus holds a long poll for 30 s before it answers a bare keepalive. */
const LONG_POLL_MS = 30_000;
const MAX_REASON_LENGTH = 200;

export const newTransaction = (): string => randomBytes(12).toString('base64url');

export interface JanusClientOptions {
  /** Janus's HTTP API, e.g. `http://127.0.0.1:8088/janus` (JanusConfig.url). */
  readonly url: string;
  readonly auth: JanusAuth;
  readonly timeoutMs?: number;
}

/** The Janus API for one caller: the server (API secret) or, in tests and later the browser, a client (token). */
export class JanusClient {
  readonly url: string;
  readonly #auth: JanusAuth;
  readonly #transport: Transport;

  constructor({ url, auth, timeoutMs = DEFAULT_TIMEOUT_MS }: JanusClientOptions) {
    this.url = url.replace(/\/+$/, '');
    this.#auth = auth;
    this.#transport = { timeoutMs, scrub: (text) => ('apiSecret' in auth ? auth.apiSecret.scrub(text) : cut(text, auth.token)) };
  }

  /** GET <url>/info: Janus's description of itself; it needs no secret, so it tells whether Janus is up. */
  async info(): Promise<Record<string, unknown>> {
    const answer = await httpRequest(this.#transport, `${this.url}/info`, 'describe itself', undefined);
    if (Array.isArray(answer) || answer.janus !== 'server_info') throw new JanusError(`Janus at ${originOf(this.url)} answered its info with ${describe(answer)}`, 'transport', null);
    return answer as unknown as Record<string, unknown>;
  }

  /** A new Janus session. Janus ends one after `session_timeout` (60 s) without a request; see JanusSession.keepalive. */
  async createSession(): Promise<JanusSession> {
    const answer = await this.call(this.url, { janus: 'create' }, 'create a session');
    const id = answer.data?.id;
    if (typeof id !== 'number') throw new JanusError('Janus created a session without an id', 'transport', null);
    return new JanusSession(this, id);
  }

  /** A POST of `body` (with a transaction and our credentials) to `url`; Janus's answer, its refusals thrown. */
  async call(url: string, body: Record<string, unknown>, purpose: string): Promise<JanusMessage> {
    const answer = await httpRequest(this.#transport, url, purpose, { ...body, transaction: newTransaction(), ...this.#credentials() });
    if (Array.isArray(answer)) throw new JanusError(`Janus answered ${purpose} with a list`, 'transport', null);
    return refusalChecked(this.#transport, answer, purpose);
  }

  /**
   * The events Janus queued for a session: a long poll that returns at the latest after `withinMs`
   * (Janus itself answers a bare keepalive after 30 s). With the API secret the secret goes into
   * the query string, as Janus's GET wants it: fine between the server and Janus, and the reason
   * a client polls with a token instead.
   */
  async poll(sessionId: number, withinMs: number): Promise<JanusMessage[]> {
    const query = new URLSearchParams({ rid: String(Date.now()), maxev: '10' });
    if ('apiSecret' in this.#auth) query.set('apisecret', this.#auth.apiSecret.reveal());
    else query.set('token', this.#auth.token);
    const timeoutMs = Math.max(100, Math.min(withinMs, LONG_POLL_MS + 5_000));
    let answer: JanusMessage | JanusMessage[];
    try {
      answer = await httpRequest({ ...this.#transport, timeoutMs }, `${this.url}/${sessionId}?${query.toString()}`, 'hand over session events', undefined);
    } catch (error) {
      // Nothing came while we were willing to wait: no events, not a failure.
      if (error instanceof JanusTimeoutError) return [];
      throw error;
    }
    const events = Array.isArray(answer) ? answer : [answer];
    for (const event of events) refusalChecked(this.#transport, event, 'hand over session events');
    return events.filter((event) => event.janus !== 'keepalive');
  }

  /** Janus's reason with this caller's secret or token cut out, shortened. */
  scrubReason(reason: string): string {
    return scrubbed(this.#transport, reason);
  }

  #credentials(): Record<string, string> {
    return 'apiSecret' in this.#auth ? { apisecret: this.#auth.apiSecret.reveal() } : { token: this.#auth.token };
  }
}

/** A Janus session: handles attached to plugins, and the events Janus queued for them. */
export class JanusSession {
  #pending: JanusMessage[] = [];

  constructor(
    readonly client: JanusClient,
    readonly id: number,
  ) {}

  get url(): string {
    return `${this.client.url}/${this.id}`;
  }

  /** A handle on `plugin`, e.g. `janus.plugin.videoroom`. With a token, Janus checks the token may use that plugin. */
  async attach(plugin: string): Promise<JanusHandle> {
    const answer = await this.client.call(this.url, { janus: 'attach', plugin }, `attach to ${plugin}`);
    const id = answer.data?.id;
    if (typeof id !== 'number') throw new JanusError(`Janus attached to ${plugin} without a handle id`, 'transport', null);
    return new JanusHandle(this, id, plugin);
  }

  /** Keeps the session alive past `session_timeout`; a client sends one every 25 s or so, as janus.js does. */
  async keepalive(): Promise<void> {
    await this.client.call(this.url, { janus: 'keepalive' }, 'keep a session alive');
  }

  /** Ends the session and detaches its handles. A session Janus no longer knows counts as ended. */
  async destroy(): Promise<void> {
    try {
      await this.client.call(this.url, { janus: 'destroy' }, 'destroy a session');
    } catch (error) {
      if (!(error instanceof JanusError && error.code === JANUS_ERROR.SESSION_NOT_FOUND)) throw error;
    }
  }

  /** The first event `accept` takes, polling Janus until then; rejects after `withinMs`. Other events wait for a later call. */
  async event(accept: (event: JanusMessage) => boolean, withinMs: number, purpose: string): Promise<JanusMessage> {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const index = this.#pending.findIndex(accept);
      if (index >= 0) return this.#pending.splice(index, 1)[0] as JanusMessage;
      const left = deadline - Date.now();
      if (left <= 0) throw new JanusTimeoutError(`Janus sent no answer to ${purpose} within ${withinMs} ms`);
      this.#pending.push(...(await this.client.poll(this.id, left)));
    }
  }
}

/** A handle: one plugin's side of a session. */
export class JanusHandle {
  constructor(
    readonly session: JanusSession,
    readonly id: number,
    readonly plugin: string,
  ) {}

  get url(): string {
    return `${this.session.url}/${this.id}`;
  }

  /** A synchronous plugin request (VideoRoom: create, destroy, exists, list, allowed, kick, …): the plugin's data. */
  async request(body: Record<string, unknown>, purpose: string): Promise<Record<string, unknown>> {
    const answer = await this.session.client.call(this.url, { janus: 'message', body }, purpose);
    if (answer.janus !== 'success') throw new JanusError(`Janus answered ${purpose} with ${describe(answer)}, not success`, 'transport', null);
    return this.#pluginData(answer, purpose).data;
  }

  /**
   * An asynchronous plugin request (VideoRoom: join, configure, …), with an SDP when it negotiates:
   * Janus acknowledges it, then the plugin's event for its transaction comes on the long poll.
   */
  async message(body: Record<string, unknown>, purpose: string, { jsep, withinMs = 30_000 }: { jsep?: Record<string, unknown>; withinMs?: number } = {}): Promise<PluginAnswer> {
    // call() gives the request its transaction; Janus echoes it on the ack and on the event.
    const answer = await this.session.client.call(this.url, { janus: 'message', body, ...(jsep ? { jsep } : {}) }, purpose);
    if (answer.janus === 'success') return this.#pluginData(answer, purpose);
    if (answer.janus !== 'ack' || answer.transaction === undefined) throw new JanusError(`Janus answered ${purpose} with ${describe(answer)}`, 'transport', null);
    const event = await this.session.event((candidate) => candidate.janus === 'event' && candidate.transaction === answer.transaction && candidate.sender === this.id, withinMs, purpose);
    return this.#pluginData(event, purpose);
  }

  /** Detaches the handle from its plugin (a VideoRoom participant leaves its room). */
  async detach(): Promise<void> {
    await this.session.client.call(this.url, { janus: 'detach' }, `detach from ${this.plugin}`);
  }

  #pluginData(answer: JanusMessage, purpose: string): PluginAnswer {
    const data = answer.plugindata?.data;
    if (typeof data !== 'object' || data === null) throw new JanusError(`Janus answered ${purpose} without the plugin's data`, 'transport', null);
    const code = data.error_code;
    if (typeof code === 'number') {
      const reason = typeof data.error === 'string' ? data.error : 'no reason given';
      throw new JanusError(`${this.plugin} refused to ${purpose}: ${this.session.client.scrubReason(reason)} (${code})`, 'plugin', code);
    }
    return answer.jsep ? { data, jsep: answer.jsep } : { data };
  }
}

export interface JanusAdminClientOptions {
  /** Janus's admin API, e.g. `http://127.0.0.1:7088/admin` (JanusConfig.adminUrl). */
  readonly adminUrl: string;
  readonly adminSecret: JanusSecret;
  readonly timeoutMs?: number;
}

/**
 * The admin API's token management, for Janus started with `token_auth = true` (stored tokens):
 * a token Janus stores lets a client use the Janus API without the API secret, and only with the
 * plugins it was added for.
 */
export class JanusAdminClient {
  readonly adminUrl: string;
  readonly #secret: JanusSecret;
  readonly #transport: Transport;

  constructor({ adminUrl, adminSecret, timeoutMs = DEFAULT_TIMEOUT_MS }: JanusAdminClientOptions) {
    this.adminUrl = adminUrl.replace(/\/+$/, '');
    this.#secret = adminSecret;
    this.#transport = { timeoutMs, scrub: (text) => adminSecret.scrub(text) };
  }

  /** Stores `token`, valid for `plugins` only. */
  async addToken(token: string, plugins: readonly string[]): Promise<void> {
    await this.#call({ janus: 'add_token', token, plugins }, 'add a token', token);
  }

  /** Forgets `token`: every later request with it is refused. False when Janus did not have it. */
  async removeToken(token: string): Promise<boolean> {
    try {
      await this.#call({ janus: 'remove_token', token }, 'remove a token', token);
      return true;
    } catch (error) {
      // With stored tokens on, Janus's only reason to fail a removal is not having the token.
      if (error instanceof JanusError && error.source === 'janus' && (error.code === JANUS_ERROR.UNKNOWN || error.code === JANUS_ERROR.TOKEN_NOT_FOUND) && /removing token/i.test(error.message)) return false;
      throw error;
    }
  }

  /** The tokens Janus stores, with the plugins each may use. */
  async listTokens(): Promise<{ token: string; plugins: string[] }[]> {
    const answer = await this.#call({ janus: 'list_tokens' }, 'list tokens', undefined);
    const tokens = answer.data?.tokens;
    if (!Array.isArray(tokens)) throw new JanusError('Janus listed its tokens without a list', 'transport', null);
    return tokens.map((entry: { token?: unknown; allowed_plugins?: unknown }) => ({
      token: String(entry.token),
      plugins: Array.isArray(entry.allowed_plugins) ? entry.allowed_plugins.map((plugin: { name?: unknown }) => String(plugin.name)) : [],
    }));
  }

  /** Janus's server info through the admin API (checks the admin secret). */
  async info(): Promise<Record<string, unknown>> {
    return (await this.#call({ janus: 'info' }, 'describe itself', undefined)) as unknown as Record<string, unknown>;
  }

  async #call(body: Record<string, unknown>, purpose: string, token: string | undefined): Promise<JanusMessage> {
    const transport: Transport = token === undefined ? this.#transport : { ...this.#transport, scrub: (text) => cut(this.#transport.scrub(text), token) };
    const answer = await httpRequest(transport, this.adminUrl, purpose, { ...body, transaction: newTransaction(), admin_secret: this.#secret.reveal() });
    if (Array.isArray(answer)) throw new JanusError(`Janus answered ${purpose} with a list`, 'transport', null);
    return refusalChecked(transport, answer, purpose);
  }
}

/** One HTTP exchange with Janus: JSON in, JSON out, within the transport's time limit. */
async function httpRequest(transport: Transport, url: string, purpose: string, body: Record<string, unknown> | undefined): Promise<JanusMessage | JanusMessage[]> {
  const where = originOf(url);
  let response: Response;
  try {
    response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(transport.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    if (timedOut) throw new JanusTimeoutError(`Janus at ${where} did not answer within ${transport.timeoutMs} ms to ${purpose}`);
    throw new JanusError(`Janus at ${where} could not be reached to ${purpose}${networkErrorCode(error)}`, 'transport', null);
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new JanusError(`Janus at ${where} broke off its answer to ${purpose}`, 'transport', null);
  }
  if (!response.ok) throw new JanusError(`Janus at ${where} answered ${purpose} with HTTP ${response.status}`, 'transport', null);
  const parsed = parseJsonOrUndefined(text);
  const isMessage = (value: unknown): value is JanusMessage => typeof value === 'object' && value !== null && typeof (value as { janus?: unknown }).janus === 'string';
  if (Array.isArray(parsed) ? !parsed.every(isMessage) : !isMessage(parsed)) throw new JanusError(`Janus at ${where} answered ${purpose} with something other than Janus API JSON`, 'transport', null);
  return parsed as JanusMessage | JanusMessage[];
}

/** `answer` itself, unless it is Janus's refusal, which is thrown with its code and a clean reason. */
function refusalChecked(transport: Transport, answer: JanusMessage, purpose: string): JanusMessage {
  if (answer.janus !== 'error') return answer;
  const code = typeof answer.error?.code === 'number' ? answer.error.code : null;
  const reason = typeof answer.error?.reason === 'string' ? answer.error.reason : 'no reason given';
  throw new JanusError(`Janus refused to ${purpose}: ${scrubbed(transport, reason)}${code === null ? '' : ` (${code})`}`, 'janus', code);
}

function scrubbed(transport: Transport, reason: string): string {
  const clean = transport.scrub(reason);
  return clean.length > MAX_REASON_LENGTH ? `${clean.slice(0, MAX_REASON_LENGTH)}…` : clean;
}

const cut = (text: string, secret: string): string => (secret === '' ? text : text.split(secret).join('[redacted]'));

/** Scheme, host and port: where Janus is, without a path or query that could hold a credential. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'an invalid URL';
  }
}

const describe = (answer: JanusMessage | JanusMessage[]): string => (Array.isArray(answer) ? 'a list' : `"${answer.janus}"`);


