export { startQueryService, type QueryServiceOptions, type RunningQueryService } from './start-query-service.js';
export { READ_YOUR_WRITES_TIMEOUT_MS } from './freshness/read-your-writes.js';
