// Starts the gateway alone. Configuration: PORT (8080), COMMAND_SERVICE_URL, QUERY_SERVICE_URL (each
// a URL, or several separated by commas: one per instance, taken in turn; docs/scale-out.md),
// FRONTEND_DIR (frontend/dist), UPLOADS_DIR (.data/uploads), HOST (0.0.0.0), LOG_LEVEL,
// PUBLIC_ORIGIN (the site's own origin for the cross-site check; unset: the Host the browser addressed),
// HEALTH_MAX_PROJECTION_LAG_MS (30000: /api/health answers 503 when a projection lags more),
// JANUS_URL (Janus's HTTP API, forwarded at /api/live/janus for live sessions; docs/live-media.md),
// PAGE_RENDER_TIMEOUT_MS (1500: a public page's server render that takes longer gets the plain SPA shell; docs/server-rendering.md),
// TRUSTED_PROXIES (the proxies in front, addresses or CIDR ranges: the caller's address is then read from their X-Forwarded-For; docs/request-edge.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeCatalogue } from '@nakshatra/contracts';
import { createLogger, onShutdown, optionalEnv, portEnv, positiveIntEnv, requiredEnv } from '@nakshatra/platform';
import { trustedProxiesOf } from './client-address.js';
import { startGateway } from './gateway.js';
import { DEFAULT_MAX_PROJECTION_LAG_MS } from './health.js';
import { DEFAULT_PAGE_RENDER_TIMEOUT_MS } from './pages/server-pages.js';
import { instanceUrlsOf } from './upstreams.js';

const logger = createLogger('gateway');
const janusUrl = optionalEnv('JANUS_URL');
const gateway = await startGateway({
  catalogue: routeCatalogue,
  commandServiceUrls: instanceUrlsOf(requiredEnv('COMMAND_SERVICE_URL')),
  queryServiceUrls: instanceUrlsOf(requiredEnv('QUERY_SERVICE_URL')),
  frontendDir: optionalEnv('FRONTEND_DIR') ?? fileURLToPath(new URL('../../frontend/dist', import.meta.url)),
  uploadsDir: optionalEnv('UPLOADS_DIR') ?? path.resolve('.data/uploads'),
  logger,
  port: portEnv('PORT', 8080),
  host: optionalEnv('HOST'),
  publicOrigin: optionalEnv('PUBLIC_ORIGIN'),
  maxProjectionLagMs: positiveIntEnv('HEALTH_MAX_PROJECTION_LAG_MS', DEFAULT_MAX_PROJECTION_LAG_MS),
  janusUrl: janusUrl ? new URL(janusUrl) : undefined,
  pageRenderTimeoutMs: positiveIntEnv('PAGE_RENDER_TIMEOUT_MS', DEFAULT_PAGE_RENDER_TIMEOUT_MS),
  trustedProxies: trustedProxiesOf(optionalEnv('TRUSTED_PROXIES')),
});
onShutdown(() => gateway.stop(), logger);
