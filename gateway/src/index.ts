export { createGatewayApp, startGateway, type GatewayOptions, type RunningGateway } from './gateway.js';
