import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  CORRELATION_HEADER,
  createRouteMatcher,
  headersAnnounceBody,
  maxBodyBytesOf,
  mediaTypeSuits,
  MIN_POSITION_HEADER,
  POSITION_HEADER,
  SESSION_COOKIE,
  VISITOR,
  type Actor,
  type ErrorEnvelope,
  type RouteEntry,
  type RouteMatch,
  type Side,
} from '@nakshatra/contracts';
import { checkAnswersEnv } from '../config/env.js';
import type { Logger } from '../logging/logger.js';
import { decodeSession, readCookie, type SessionPayload } from '../session/session-cookie.js';
import type { SessionVerifier } from '../session/session-verifier.js';
import { assertAccess } from './access.js';
import { answerProblems } from './answer-check.js';
import { badRequest, HttpError, refuse } from './http-error.js';
import { textHygieneErrors } from './text-hygiene.js';
import { compress, COMPRESS_FROM_BYTES, preferredCoding } from './answer-encoding.js';
import { envelopeOf, etagMatches, PreparedAnswer } from './prepared-answer.js';
import { isRawRouteResult, type AnyRouteResult, type RawRouteResult, type RouteHandlers } from './route-handler.js';
import { validate } from './validate.js';

export interface CatalogueDispatcherOptions {
  readonly side: Side;
  readonly catalogue: readonly RouteEntry[];
  readonly handlers: RouteHandlers;
  readonly sessionSecret: string;
  /** Checks that a signed session was not ended, and its account's status; without one, the signature alone counts. */
  readonly sessions?: SessionVerifier;
  readonly logger: Logger;
  /**
   * Tests: check every answer against its catalogue entry (answer-check.ts) and answer 500 naming
   * what disagrees, so no test passes on an answer the catalogue does not describe. Defaults to
   * `NAKSHATRA_CHECK_ANSWERS` (config/env.ts).
   */
  readonly checkAnswers?: boolean;
}

/** Calls a suspended account may still make. */
const ALLOWED_WHEN_SUSPENDED = new Set(['logout']);

/**
 * The one HTTP mechanism of both services: finds the catalogue entry of a request, answers 501
 * for planned calls, checks access from the signed session, validates body and query with the
 * entry's schemas, runs the handler and writes the envelope. Handlers never see invalid input.
 */
export class CatalogueDispatcher {
  private readonly matcher;

  private readonly checkAnswers: boolean;

  constructor(private readonly options: CatalogueDispatcherOptions) {
    assertHandlersMatchCatalogue(options.side, options.catalogue, options.handlers);
    this.matcher = createRouteMatcher(options.catalogue);
    this.checkAnswers = options.checkAnswers ?? checkAnswersEnv();
  }

  readonly handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const correlationId = headerValue(req, CORRELATION_HEADER) ?? randomUUID();
    const logger = this.options.logger.child({ correlationId });
    res.setHeader('X-Correlation-Id', correlationId);
    const url = new URL(req.url ?? '/', 'http://service');
    const started = process.hrtime.bigint();
    res.on('finish', () => logger.info({ method: req.method, path: url.pathname, status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }, 'handled'));
    const match = this.matcher.match(req.method ?? 'GET', url.pathname);
    const send = (status: number, body: unknown) => this.send(req, res, status, body, match?.entry, logger);
    try {
      const result = await this.dispatch(req, url, match, correlationId, logger);
      if (result instanceof PreparedAnswer) {
        await this.sendPrepared(req, res, result, match!.entry, logger);
        return;
      }
      for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
      if (isRawRouteResult(result)) {
        sendRaw(res, result);
        return;
      }
      if (result.position) res.setHeader(POSITION_HEADER, result.position);
      await send(result.status ?? 200, envelopeOf(result));
    } catch (error) {
      if (error instanceof HttpError) {
        const envelope: ErrorEnvelope = {
          status: error.status,
          code: error.code,
          message: error.message,
          ...(error.params ? { params: error.params } : {}),
          ...(error.errors ? { errors: error.errors } : {}),
        };
        // 501 answers a call that is planned for a later issue: expected, not a fault to alert on.
        if (error.status >= 500 && error.status !== 501) logger.error({ err: error, path: url.pathname }, error.message);
        await send(error.status, envelope);
      } else {
        logger.error({ err: error, method: req.method, path: url.pathname }, 'request failed');
        await send(500, { status: 500, message: 'Something went wrong on our side. Please try again.' });
      }
    }
  };

  /** Writes a JSON answer; with `checkAnswers`, one the catalogue does not describe becomes a 500 that says why. */
  private send(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, entry: RouteEntry | undefined, logger: Logger): Promise<void> {
    const json = Buffer.from(JSON.stringify(body));
    if (this.answerDisagrees(res, status, json, entry, logger)) return Promise.resolve();
    return sendJson(req, res, status, json);
  }

  /** Writes an answer the handler had ready (from the query cache): its bytes as they are, or 304 to a caller who holds them. */
  private sendPrepared(req: IncomingMessage, res: ServerResponse, answer: PreparedAnswer, entry: RouteEntry, logger: Logger): Promise<void> {
    if (this.answerDisagrees(res, answer.status, answer.body, entry, logger)) return Promise.resolve();
    return sendJson(req, res, answer.status, answer.body, answer);
  }

  private answerDisagrees(res: ServerResponse, status: number, json: Buffer, entry: RouteEntry | undefined, logger: Logger): boolean {
    // An entry of the other side is not this service's to answer for (a misrouted call is a 404).
    if (!this.checkAnswers || entry?.side !== this.options.side) return false;
    const problems = answerProblems(entry, status, JSON.parse(json.toString('utf8')));
    if (problems.length === 0) return false;
    const message = `The answer of ${entry.name} (${status}) disagrees with its catalogue entry: ${problems.join('; ')}`;
    logger.error({ path: entry.path, problems }, message);
    res.statusCode = 500;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify({ status: 500, message }));
    return true;
  }

  private async dispatch(req: IncomingMessage, url: URL, match: RouteMatch<RouteEntry> | undefined, correlationId: string, logger: Logger): Promise<AnyRouteResult> {
    const method = req.method ?? 'GET';
    if (!match) {
      if (this.matcher.knowsPath(url.pathname)) throw refuse('api.method_not_allowed', { method, path: url.pathname });
      throw refuse('api.not_found', { method, path: url.pathname });
    }
    const { entry, params } = match;
    // Path parameters are text from the caller too (decoded: `%00` is a NUL), checked like bodies and queries.
    const refusedParams = textHygieneErrors(params, 'params');
    if (refusedParams.length > 0) throw badRequest(refusedParams);
    if (entry.planned) throw refuse('api.planned', { name: entry.name, issue: entry.planned.issue, capability: entry.planned.capability });
    if (entry.side !== this.options.side) throw refuse('api.not_found', { method, path: url.pathname });
    const { actor, session, suspended } = await this.callerOf(req);
    assertAccess(entry, actor, params);
    if (suspended && entry.side === 'command' && !ALLOWED_WHEN_SUSPENDED.has(entry.name)) throw refuse('account.suspended');
    // The gateway refuses these first; the rule is also here, where bodies are parsed, for any other way in (docs/request-edge.md).
    if (!mediaTypeSuits(entry, headerValue(req, 'content-type'), headersAnnounceBody(req.headers))) throw refuse('request.unsupported_media_type');
    const rawBody = await readBody(req, maxBodyBytesOf(entry));
    const body = entry.body ? validate(entry.body, parseJson(rawBody)) : undefined;
    const query = entry.query ? validate(entry.query, Object.fromEntries(url.searchParams), 'query') : undefined;
    const handler = this.options.handlers[entry.name]!;
    const clientIp = headerValue(req, 'x-forwarded-for')?.split(',')[0]?.trim() || req.socket.remoteAddress || 'unknown';
    // The catalogue validated body, query and params against this very entry: they are what the handler's types say.
    return handler({ entry, params, query, body, rawBody, url: req.url ?? '/', headers: req.headers, actor, session, clientIp, correlationId, minPosition: headerValue(req, MIN_POSITION_HEADER), logger } as never);
  }

  /** Who calls: only a well-signed, unexpired session that was not ended makes the caller anyone but a visitor. */
  private async callerOf(req: IncomingMessage): Promise<{ actor: Actor; session: SessionPayload | undefined; suspended: boolean }> {
    const session = decodeSession(this.options.sessionSecret, readCookie(req.headers.cookie, SESSION_COOKIE));
    if (!session) return { actor: VISITOR, session: undefined, suspended: false };
    const verified = this.options.sessions ? await this.options.sessions.verify(session) : { status: 'active' as const };
    if (!verified) return { actor: VISITOR, session: undefined, suspended: false };
    return { actor: { id: session.uid, role: session.role }, session, suspended: verified.status === 'ban' };
  }
}

/** A served entry without a handler, or a handler for anything but a served entry, is a startup error. */
export function assertHandlersMatchCatalogue(side: Side, catalogue: readonly RouteEntry[], handlers: RouteHandlers): void {
  const served = new Set(catalogue.filter((entry) => entry.side === side && !entry.planned).map((entry) => entry.name));
  const missing = [...served].filter((name) => !Object.hasOwn(handlers, name));
  const extra = Object.keys(handlers).filter((name) => !served.has(name));
  if (missing.length || extra.length) {
    throw new Error(
      `The ${side} service's handlers do not match the route catalogue.` +
        (missing.length ? ` Served but without a handler: ${missing.join(', ')}.` : '') +
        (extra.length ? ` Handlers for calls that are not served ${side} entries of the catalogue: ${extra.join(', ')}.` : ''),
    );
  }
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) || undefined;
}

/**
 * Reads a body of at most `limit` bytes. A larger one is refused at once, and what is still coming
 * is read and dropped rather than the connection destroyed under the answer: the caller (the
 * gateway's shared keep-alive connection) reads the 413 and the connection stays in step for the
 * next request.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = () => {
    req.resume();
    return refuse('request.too_large', { limit });
  };
  if (Number(req.headers['content-length']) > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (done: () => void) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      done();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) settle(() => reject(tooLarge()));
      else chunks.push(chunk);
    };
    const onEnd = () => settle(() => resolve(Buffer.concat(chunks)));
    const onError = (error: Error) => settle(() => reject(error));
    const onClose = () => settle(() => reject(new Error('The caller closed the connection before its request body ended')));
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

function parseJson(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw refuse('request.invalid_json');
  }
}

/**
 * How long an answer from the query cache may be kept by the gateway and browsers when it was asked
 * for without a session. Visitors' reads (the public site, crawlers) are the product's heaviest
 * traffic; a second is what a change may take longer to show to them, on top of the projection's lag.
 */
export const SHARED_ANSWER_MAX_AGE_SECONDS = 1;

/**
 * Writes JSON: compressed when over COMPRESS_FROM_BYTES and the caller accepts a coding (docs/query-side.md,
 * "Answers on the wire"). A prepared answer carries its ETag and may be revalidated (304); any other
 * answer is for this request alone (no-store).
 */
async function sendJson(req: IncomingMessage, res: ServerResponse, status: number, json: Buffer, prepared?: PreparedAnswer): Promise<void> {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const compressible = json.length >= COMPRESS_FROM_BYTES;
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (prepared) {
    // The same answer for every caller but admins, whoever asked for it: the gateway's edge cache
    // and browsers may keep it a second (docs/query-side.md, "Answers on the wire"). An admin's view
    // is the admin's browser's alone (private: no shared cache keeps it) and revalidated. Vary:
    // Cookie, because the same URL answers an admin's session differently.
    const shared = prepared.sharedWithEveryone;
    res.setHeader('Cache-Control', shared ? `public, max-age=${SHARED_ANSWER_MAX_AGE_SECONDS}` : 'private, no-cache');
    if (shared) res.setHeader('Vary', compressible ? 'Accept-Encoding, Cookie' : 'Cookie');
    res.setHeader('ETag', prepared.etag);
    if (etagMatches(headerValue(req, 'if-none-match'), prepared.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  } else res.setHeader('Cache-Control', 'no-store');
  const coding = compressible ? preferredCoding(headerValue(req, 'accept-encoding')) : undefined;
  const body = coding === undefined ? json : await (prepared ? prepared.encoded(coding) : compress(json, coding, 'each'));
  if (coding) res.setHeader('Content-Encoding', coding);
  res.statusCode = status;
  res.end(body);
}

/** A download is for this request alone (no-store) unless its handler says how it may be kept (a private image: by that browser, an hour). */
function sendRaw(res: ServerResponse, result: RawRouteResult): void {
  res.statusCode = result.status ?? 200;
  res.setHeader('Content-Type', result.contentType);
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store');
  res.end(result.body);
}
