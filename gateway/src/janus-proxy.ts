import { fieldError, type ErrorEnvelope } from '@nakshatra/contracts';
import type { Logger } from '@nakshatra/platform';
import type { Request, Response } from 'express';
import { refuseUnreadBody } from './proxy.js';
import { refusalEnvelope } from './refusal-envelope.js';
import { isCrossSite } from './request-edge.js';

/** An SDP offer with its candidates is a few kilobytes; nothing a browser sends Janus comes near this. */
export const JANUS_MAX_BODY_BYTES = 64 * 1024;
/** Janus holds a long poll up to 30 s before it answers a bare keepalive; past this it is not coming. */
const LONG_POLL_LIMIT_MS = 45_000;
/** Any other request is answered at once (Janus acknowledges asynchronous ones and answers on the poll). */
const REQUEST_LIMIT_MS = 15_000;
/** `<session>` or `<session>/<handle>` after the prefix, Janus's ids (numbers), or nothing (create a session). */
const JANUS_PATH = /^(?:\/(\d{1,19})(?:\/(\d{1,19}))?)?$/;
/** What a long poll may say: a cache buster, how many events, the client's token. */
const POLL_QUERY = new Set(['rid', 'maxev', 'token']);
/** The server's credentials: a browser never sends them, and a request that does is nobody's we serve. */
const SECRETS = new Set(['apisecret', 'admin_secret']);

export interface JanusProxyOptions {
  /** Janus's HTTP API (JANUS_URL), never the admin API. */
  readonly janusUrl: URL;
  readonly publicOrigin: string | undefined;
  readonly logger: Logger;
}

/**
 * The browser's way to Janus (docs/live-media.md, "The browser side"): LIVE_JANUS_PATH and what
 * follows it is forwarded to JANUS_URL, same origin, Janus staying on the private network. A dumb
 * pipe but for what keeps it one: POST to create a session or to talk on one, GET of a session
 * (the long poll, let run up to 45 s), nothing else; no body or query carrying a server secret (the
 * browser's only credential is its token, checked by Janus); no cookie forwarded; writes from other
 * sites refused as everywhere.
 */
export function janusProxy({ janusUrl, publicOrigin, logger }: JanusProxyOptions): (req: Request, res: Response) => void {
  const base = janusUrl.href.replace(/\/+$/, '');
  return (req, res) => {
    const [path = '', search = ''] = req.originalUrl.slice(req.baseUrl.length).split('?', 2) as [string?, string?];
    const ids = JANUS_PATH.exec(path);
    const where = { method: req.method, path: req.originalUrl.split('?')[0]! };
    if (!ids) return refuseUnreadBody(req, res, refusalEnvelope('api.not_found', where));
    const isPoll = req.method === 'GET' && ids[1] !== undefined && ids[2] === undefined;
    if (!isPoll && req.method !== 'POST') return refuseUnreadBody(req, res, refusalEnvelope('api.method_not_allowed', where));
    if (isCrossSite(req.headers, publicOrigin)) return refuseUnreadBody(req, res, refusalEnvelope('request.cross_site'));
    const query = new URLSearchParams(search);
    const strayKey = [...query.keys()].find((key) => !isPoll || !POLL_QUERY.has(key));
    if (strayKey !== undefined) return refuseUnreadBody(req, res, invalid(strayKey));
    if (isPoll) return void forward(`${base}${path}?${query.toString()}`, undefined, LONG_POLL_LIMIT_MS);
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return refuseUnreadBody(req, res, refusalEnvelope('request.unsupported_media_type'));
    if (Number(req.headers['content-length']) > JANUS_MAX_BODY_BYTES) return refuseUnreadBody(req, res, refusalEnvelope('request.too_large', { limit: JANUS_MAX_BODY_BYTES }));
    void readBody(req).then((body) => {
      if (body === 'too_large') return refuseUnreadBody(req, res, refusalEnvelope('request.too_large', { limit: JANUS_MAX_BODY_BYTES }));
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return send(res, refusalEnvelope('request.invalid_json'));
      }
      const secret = secretKeyIn(parsed);
      if (secret !== undefined) return send(res, invalid(secret));
      return forward(`${base}${path}`, body, REQUEST_LIMIT_MS);
    }, () => res.destroy());

    async function forward(url: string, body: string | undefined, limitMs: number): Promise<void> {
      // A caller who hangs up (a page closed mid long poll) releases Janus's side too.
      const gone = new AbortController();
      res.on('close', () => gone.abort());
      try {
        const answer = await fetch(url, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body }),
          signal: AbortSignal.any([gone.signal, AbortSignal.timeout(limitMs)]),
        });
        const text = await answer.text();
        res.status(answer.status).set({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).send(text);
      } catch (error) {
        if (gone.signal.aborted) return;
        logger.error({ err: error, service: 'janus' }, 'Janus unreachable');
        if (!res.headersSent) send(res, refusalEnvelope('service.unavailable'));
      }
    }
  };
}

const invalid = (field: string): ErrorEnvelope => ({ ...refusalEnvelope('request.invalid'), errors: [fieldError(field, 'field.unknown', { keys: field })] });

function send(res: Response, envelope: ErrorEnvelope): void {
  res.status(envelope.status).set('cache-control', 'no-store').json(envelope);
}

/** The first server secret named anywhere in a body, as a key; walked without recursion, so no nesting depth overflows it. */
function secretKeyIn(body: unknown): string | undefined {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, inner] of Object.entries(value)) {
      if (SECRETS.has(key.toLowerCase())) return key;
      pending.push(inner);
    }
  }
  return undefined;
}

/** The body as text, or 'too_large' past JANUS_MAX_BODY_BYTES (what is left is drained by the refusal). */
function readBody(req: Request): Promise<string | 'too_large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > JANUS_MAX_BODY_BYTES) {
        req.off('data', onData).off('end', onEnd);
        return resolve('too_large');
      }
      chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks).toString('utf8'));
    req.on('data', onData).on('end', onEnd).on('error', reject);
  });
}
