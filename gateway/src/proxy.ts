import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { refusalEnvelope } from './refusal-envelope.js';
import type { Logger } from '@nakshatra/platform';

/** Headers that belong to one connection and are never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

/** Streams a request to a service and its answer back; an unreachable service gets a 502 envelope. */
export function proxyTo(target: URL, serviceName: string, req: IncomingMessage, res: ServerResponse, extraHeaders: Record<string, string>, logger: Logger): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  Object.assign(headers, extraHeaders, { host: target.host });
  const upstream = request(
    { protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers },
    (answer: IncomingMessage) => {
      const forwarded: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) forwarded[name] = value;
      res.writeHead(answer.statusCode ?? 502, forwarded);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    logger.error({ err: error, service: serviceName }, 'upstream unreachable');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(refusalEnvelope('service.unavailable')));
  });
  req.pipe(upstream);
}
