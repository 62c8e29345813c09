import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { buildOpenApiDocument, CHAT_SOCKET_PATH, CORRELATION_HEADER, LIVE_JANUS_PATH, LIVE_SOCKET_PATH, createRouteMatcher, maxBodyBytesOf, type RouteEntry } from '@nakshatra/contracts';
import { announceReady, type Logger } from '@nakshatra/platform';
import express, { type NextFunction, type Request, type Response } from 'express';
import { BlockList } from 'node:net';
import { isCanonicalPath } from './canonical-path.js';
import { clientAddressOf } from './client-address.js';
import { serveCrawlerFiles } from './crawler-files.js';
import { CACHE_STATUS_HEADER, EdgeCache } from './edge-cache.js';
import { DEFAULT_MAX_PROJECTION_LAG_MS, internalReasons, judgeHealth, probeInstances } from './health.js';
import { janusProxy } from './janus-proxy.js';
import { serverPages } from './pages/server-pages.js';
import { proxyTo, refuseUnreadBody } from './proxy.js';
import { refusalEnvelope } from './refusal-envelope.js';
import { edgeRefusal, isCrossSite, normalOrigin } from './request-edge.js';
import { API_SECURITY_HEADERS, securityHeadersFor, setSecurityHeaders } from './security-headers.js';
import { serveSpa, serveStaticAssets } from './static-assets.js';
import { proxyUpgrade } from './upgrade-proxy.js';
import { ImageVariants } from './uploads/image-variants.js';
import { serveUploads } from './uploads/serve-uploads.js';
import { Upstreams } from './upstreams.js';

const SOCKET_PATHS: ReadonlySet<string> = new Set([CHAT_SOCKET_PATH, LIVE_SOCKET_PATH]);

export interface GatewayOptions {
  readonly catalogue: readonly RouteEntry[];
  /** One URL per instance of the command service; requests and sockets take them in turn. */
  readonly commandServiceUrls: readonly URL[];
  /** One URL per instance of the query service. */
  readonly queryServiceUrls: readonly URL[];
  /** The built SPA (frontend/dist). */
  readonly frontendDir: string;
  /** Uploaded images, served under /uploads/ (UPLOADS_DIR), with their AVIF and WebP variants in its `.variants/`. */
  readonly uploadsDir: string;
  /** Makes and finds the uploads' variants (default: one for uploadsDir; tests pass their own to wait for it). */
  readonly imageVariants?: ImageVariants;
  readonly logger: Logger;
  readonly port: number;
  readonly host?: string;
  /** /api/health answers 503 when a projection lags more than this (HEALTH_MAX_PROJECTION_LAG_MS, default 30 s). */
  readonly maxProjectionLagMs?: number;
  /**
   * The site's own origin (PUBLIC_ORIGIN, e.g. `https://nakshatra.app`): a write whose Origin is
   * another is refused. Unset, the origin the browser addressed counts (its Host header), which
   * is right for `npm start` on any address (docs/request-edge.md).
   */
  readonly publicOrigin?: string;
  /** Janus's HTTP API (JANUS_URL): browsers reach it at LIVE_JANUS_PATH (janus-proxy.ts). Unset: that path is no call. */
  readonly janusUrl?: URL;
  /** How long a public page's server render may take before the plain SPA shell is served (PAGE_RENDER_TIMEOUT_MS, default 1.5 s). */
  readonly pageRenderTimeoutMs?: number;
  /** The proxies in front (TRUSTED_PROXIES): behind them the caller's address is read from their X-Forwarded-For (client-address.ts). */
  readonly trustedProxies?: BlockList;
}

export interface RunningGateway {
  readonly port: number;
  stop(): Promise<void>;
}

/**
 * The one origin the browser sees: the SPA with history fallback, and /api/* routed by the
 * route catalogue to the command or the query service. A correlation id starts here.
 */
export function createGatewayApp(options: GatewayOptions): RequestListener {
  const { catalogue, logger } = options;
  const publicOrigin = publicOriginOf(options.publicOrigin);
  const matcher = createRouteMatcher(catalogue);
  const openApi = buildOpenApiDocument(catalogue, { title: 'Nakshatra API', version: '1.0.0' });
  const edgeCache = new EdgeCache(API_SECURITY_HEADERS);
  const trustedProxies = options.trustedProxies ?? new BlockList();
  const commandServices = new Upstreams(options.commandServiceUrls);
  const queryServices = new Upstreams(options.queryServiceUrls);
  const app = express();
  app.disable('x-powered-by');

  app.use((req: Request, res: Response, next: NextFunction) => {
    res.locals.correlationId = beginRequest(req, res, logger);
    next();
  });

  app.get('/api/openapi.json', (_req, res) => {
    res.json(openApi);
  });

  app.get('/api/health', async (_req, res) => {
    const [command, query] = await Promise.all([probeInstances(options.commandServiceUrls), probeInstances(options.queryServiceUrls)]);
    const { healthy, problems, commandService, queryService } = judgeHealth(command, query, options.maxProjectionLagMs ?? DEFAULT_MAX_PROJECTION_LAG_MS);
    if (!healthy) logger.warn({ problems, reasons: internalReasons({ commandService: command, queryService: query }) }, 'unhealthy');
    res.status(healthy ? 200 : 503).json({ status: healthy ? 200 : 503, data: { gateway: 'up', problems, commandService, queryService } });
  });

  if (options.janusUrl) app.use(LIVE_JANUS_PATH, janusProxy({ janusUrl: options.janusUrl, publicOrigin, logger }));

  app.use(['/api', '/upload'], (req: Request, res: Response) => {
    const path = req.originalUrl.split('?')[0]!;
    const canonical = isCanonicalPath(path);
    const match = canonical ? matcher.match(req.method, path) : undefined;
    if (!match) {
      const refusal = refusalEnvelope(canonical && matcher.knowsPath(path) ? 'api.method_not_allowed' : 'api.not_found', { method: req.method, path });
      res.status(refusal.status).json(refusal);
      return;
    }
    // Refused here, before a byte goes on: cross-site writes, bodies that are not JSON, bodies announced too large.
    const refusal = edgeRefusal(match.entry, req.headers, publicOrigin);
    if (refusal) {
      refuseUnreadBody(req, res, refusalEnvelope(refusal.code, refusal.params));
      return;
    }
    const side = match.entry.side;
    req.url = req.originalUrl;
    const cacheable = edgeCache.cacheableOf(match.entry, req);
    if (cacheable) res.setHeader(CACHE_STATUS_HEADER, 'MISS');
    proxyTo(
      (side === 'command' ? commandServices : queryServices).next(),
      `${side} service`,
      req,
      res,
      {
        [CORRELATION_HEADER]: String(res.locals.correlationId),
        'x-forwarded-for': clientAddressOf(req, trustedProxies),
        'x-forwarded-proto': req.protocol,
        // Asked in the one coding the cached answer is kept in.
        ...(cacheable ? { 'accept-encoding': cacheable.acceptEncoding } : {}),
      },
      maxBodyBytesOf(match.entry),
      logger,
      cacheable && ((status, headers, body) => edgeCache.store(cacheable.key, status, headers, body)),
    );
  });

  // Uploads are named by their content hash: they never change, so browsers may keep them for good.
  // Images go to the browser in AVIF or WebP when it takes them and a smaller variant was made (docs/web-delivery.md, "Images").
  serveUploads(app, options.uploadsDir, options.imageVariants ?? new ImageVariants({ uploadsDir: options.uploadsDir, logger }));
  app.use('/uploads', express.static(options.uploadsDir, { immutable: true, maxAge: '1y', index: false, dotfiles: 'ignore' }), (_req: Request, res: Response) => {
    const refusal = refusalEnvelope('api.not_found', { method: _req.method, path: _req.originalUrl.split('?')[0]! });
    res.status(refusal.status).json(refusal);
  });

  serveCrawlerFiles(app, { queryServices, publicOrigin, logger });
  serveStaticAssets(app, options.frontendDir);
  const pages = serverPages({ frontendDir: options.frontendDir, queryServiceUrls: options.queryServiceUrls, publicOrigin, timeoutMs: options.pageRenderTimeoutMs, logger });
  serveSpa(app, options.frontendDir, pages.render);

  // Visitors' reads the edge cache holds are answered before Express: a hit is a lookup and a write (docs/query-side.md).
  const answeredFromEdgeCache = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || !req.url?.startsWith('/api/')) return false;
    const path = req.url.split('?')[0]!;
    const match = isCanonicalPath(path) ? matcher.match('GET', path) : undefined;
    const cacheable = match && edgeCache.cacheableOf(match.entry, req);
    const stored = cacheable && edgeCache.lookup(cacheable.key);
    if (!stored) return false;
    const correlationId = correlationIdOf(req);
    logWhenSent(req, res, logger, correlationId);
    edgeCache.send(stored, req, res, correlationId);
    return true;
  };
  return (req, res) => {
    if (!answeredFromEdgeCache(req, res)) app(req, res);
  };
}

/** What every answer of the gateway starts with: a correlation id, the security headers, and a log line once sent. */
function beginRequest(req: IncomingMessage, res: ServerResponse, logger: Logger): string {
  const correlationId = correlationIdOf(req);
  res.setHeader(CORRELATION_HEADER, correlationId);
  setSecurityHeaders(res, securityHeadersFor(req.url));
  logWhenSent(req, res, logger, correlationId);
  return correlationId;
}

/** The request's log line, once its answer is sent. */
function logWhenSent(req: IncomingMessage, res: ServerResponse, logger: Logger, correlationId: string): void {
  // At `warn` and above nothing is logged per request: no clock and no listener either.
  if (!logger.isLevelEnabled('info')) return;
  const started = process.hrtime.bigint();
  res.on('finish', () =>
    logger.info({ correlationId, method: req.method, path: req.url?.split('?')[0], status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }, 'request'),
  );
}

const firstHeader = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** A caller's own correlation id is kept only when it looks like one (it is stored in every event's metadata). */
const CORRELATION_ID = /^[A-Za-z0-9-]{1,64}$/;
const correlationIdOf = (req: IncomingMessage): string => {
  const given = firstHeader(req.headers[CORRELATION_HEADER]);
  return given && CORRELATION_ID.test(given) ? given : randomUUID();
};

function publicOriginOf(configured: string | undefined): string | undefined {
  if (configured === undefined) return undefined;
  const origin = normalOrigin(configured);
  if (!origin || new URL(configured).pathname !== '/') throw new Error(`PUBLIC_ORIGIN must be an origin like https://nakshatra.app, got ${configured}`);
  return origin;
}

export function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const server: Server = createServer(createGatewayApp(options));
  const publicOrigin = publicOriginOf(options.publicOrigin);
  const trustedProxies = options.trustedProxies ?? new BlockList();
  const upgraded = new Set<Duplex>();
  const commandSockets = new Upstreams(options.commandServiceUrls);
  return new Promise((resolve, reject) => {
    server.listen(options.port, options.host ?? '0.0.0.0', () => {
      const { port } = server.address() as { port: number };
      options.logger.info({ port }, 'gateway listening');
      announceReady(port);
      resolve({
        port,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
            // Open chat sockets would hold the server open for ever.
            for (const socket of upgraded) socket.destroy();
          }),
      });
    });
    server.on('error', reject);
    // The chat and live WebSockets (docs/chat.md, docs/live.md) are the upgrades the gateway takes: to the command service.
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (!SOCKET_PATHS.has(new URL(req.url ?? '/', 'http://gateway').pathname)) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      // The command service checks the Origin against the Host too; only the gateway knows PUBLIC_ORIGIN.
      if (isCrossSite(req.headers, publicOrigin)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      upgraded.add(socket);
      socket.on('close', () => upgraded.delete(socket));
      const correlationId = correlationIdOf(req);
      proxyUpgrade(commandSockets.next(), req, socket, head, { [CORRELATION_HEADER]: correlationId, 'x-forwarded-for': clientAddressOf(req, trustedProxies) }, options.logger);
    });
  });
}
