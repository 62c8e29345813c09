export { createTestDatabase, withClient, type TestDatabase, type TestDatabaseOptions } from './test-database.js';
export { invokeRoute, type InvokeOptions } from './invoke-route.js';
