export { createTestDatabase, type TestDatabase } from './test-database.js';
export { invokeRoute, type InvokeOptions } from './invoke-route.js';
