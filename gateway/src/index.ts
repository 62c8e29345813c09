export { createGatewayApp, startGateway, type GatewayOptions, type RunningGateway } from './gateway.js';
export { DEFAULT_PAGE_RENDER_TIMEOUT_MS } from './pages/server-pages.js';
