export { startQueryService, type QueryServiceOptions, type RunningQueryService } from './start-query-service.js';
