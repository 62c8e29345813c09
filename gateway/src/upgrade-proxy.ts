import { request, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from '@nakshatra/platform';

/**
 * Forwards a WebSocket upgrade to a service and then splices the two TCP streams together: after
 * the 101 the gateway only copies bytes. The original Host travels as X-Forwarded-Host, so the
 * service can still check the browser's Origin against it.
 */
export function proxyUpgrade(target: URL, req: IncomingMessage, client: Duplex, head: Buffer, extraHeaders: Record<string, string>, logger: Logger): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers[name] = value;
  Object.assign(headers, extraHeaders, { host: target.host, 'x-forwarded-host': req.headers.host ?? '' });
  const upstream = request({ protocol: target.protocol, hostname: target.hostname, port: target.port, method: 'GET', path: req.url, headers });

  upstream.on('upgrade', (answer: IncomingMessage, service: Duplex, serviceHead: Buffer) => {
    client.write(statusLine(answer) + rawHeaders(answer) + '\r\n');
    if (serviceHead.length) client.write(serviceHead);
    if (head.length) service.write(head);
    service.pipe(client).pipe(service);
    const close = () => {
      service.destroy();
      client.destroy();
    };
    service.on('error', close);
    client.on('error', close);
    service.on('close', close);
    client.on('close', close);
  });
  // The service refused to upgrade (say, a wrong path): pass its answer on and hang up.
  upstream.on('response', (answer: IncomingMessage) => {
    client.write(statusLine(answer) + rawHeaders(answer) + 'Connection: close\r\n\r\n');
    answer.pipe(client);
  });
  upstream.on('error', (error) => {
    logger.error({ err: error }, 'websocket upstream unreachable');
    client.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  client.on('error', () => upstream.destroy());
  upstream.end();
}

const statusLine = (answer: IncomingMessage): string => `HTTP/1.1 ${answer.statusCode ?? 502} ${answer.statusMessage ?? ''}\r\n`;

function rawHeaders(answer: IncomingMessage): string {
  let lines = '';
  for (let index = 0; index < answer.rawHeaders.length; index += 2) lines += `${answer.rawHeaders[index]}: ${answer.rawHeaders[index + 1]}\r\n`;
  return lines;
}
