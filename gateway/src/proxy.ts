import { request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { ErrorEnvelope } from '@nakshatra/contracts';
import type { Logger } from '@nakshatra/platform';
import { refusalEnvelope } from './refusal-envelope.js';

/** Headers that belong to one connection and are never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

/**
 * Streams a request to a service and its answer back; an unreachable service gets a 502 envelope.
 *
 * Connections to the services are kept alive and shared by every caller (Node's global agent), so
 * a request must never leave one half written: a body that grows past `maxBodyBytes` (a chunked
 * one, whose size nobody announced) is cut off, its upstream connection destroyed rather than
 * handed to the next caller, and the caller answered 413; so is the upstream of a caller who hangs
 * up mid-request.
 */
export function proxyTo(
  target: URL,
  serviceName: string,
  req: IncomingMessage,
  res: ServerResponse,
  extraHeaders: Record<string, string>,
  maxBodyBytes: number,
  logger: Logger,
  /** Handed the whole answer once it has been sent (the edge cache keeps what it may). */
  onAnswered?: (status: number, headers: IncomingHttpHeaders, body: Buffer) => void,
): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  Object.assign(headers, extraHeaders, { host: target.host });
  let abandoned = false;
  const upstream = request(
    { protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers },
    (answer: IncomingMessage) => {
      const forwarded: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) forwarded[name] = value;
      res.writeHead(answer.statusCode ?? 502, forwarded);
      if (onAnswered) {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => onAnswered(answer.statusCode ?? 502, answer.headers, Buffer.concat(chunks)));
      }
      answer.pipe(res);
    },
  );
  const abandon = () => {
    abandoned = true;
    req.off('data', forward).off('end', finish);
    upstream.destroy();
  };
  upstream.on('error', (error) => {
    if (abandoned) return;
    logger.error({ err: error, service: serviceName }, 'upstream unreachable');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendRefusal(res, refusalEnvelope('service.unavailable'));
  });

  let size = 0;
  const forward = (chunk: Buffer) => {
    size += chunk.length;
    if (size > maxBodyBytes) {
      abandon();
      refuseUnreadBody(req, res, refusalEnvelope('request.too_large', { limit: maxBodyBytes }));
      return;
    }
    // Back-pressure: a slow service slows the caller down instead of filling the gateway's memory.
    if (!upstream.write(chunk)) {
      req.pause();
      upstream.once('drain', () => req.resume());
    }
  };
  const finish = () => upstream.end();
  req.on('data', forward).on('end', finish);
  // A caller who hangs up mid-body, or before the answer, leaves nothing half done upstream.
  req.on('close', () => {
    if (!req.complete && !abandoned) abandon();
  });
  res.on('close', () => {
    if (!res.writableFinished && !abandoned) abandon();
  });
}

/**
 * Refuses a request whose body is not (all) read: the answer goes at once, and what the caller
 * still sends is read and dropped, so the connection stays in step for its next request. Closing
 * instead, under a caller still writing, would reset the connection before it reads the answer;
 * a caller who never stops is cut off by the server's request timeout.
 */
export function refuseUnreadBody(req: IncomingMessage, res: ServerResponse, envelope: ErrorEnvelope): void {
  drainAtMost(req);
  if (res.headersSent) {
    if (!res.writableEnded) res.destroy();
    return;
  }
  sendRefusal(res, envelope);
}

/**
 * What a refused caller may still send is read and dropped (so a browser reads the answer and its
 * connection stays in step), but only so much and for so long: past that the connection is cut,
 * so no one can stream into the gateway for minutes after a refusal.
 */
const DRAIN_LIMIT_BYTES = 16_000_000;
const DRAIN_LIMIT_MS = 30_000;

function drainAtMost(req: IncomingMessage): void {
  let drained = 0;
  const cutOff = () => req.socket.destroy();
  const timer = setTimeout(cutOff, DRAIN_LIMIT_MS);
  timer.unref();
  const done = () => clearTimeout(timer);
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) cutOff();
  });
  req.once('end', done).once('close', done);
  req.resume();
}

function sendRefusal(res: ServerResponse, envelope: ErrorEnvelope): void {
  res.writeHead(envelope.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(envelope));
}
