import { routeCatalogue } from '@nakshatra/contracts';
import { assertHandlersMatchCatalogue } from '@nakshatra/platform';
import type { ReadModelDatabase } from '@nakshatra/projections';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MemoryQueryCache } from './cache/memory-query-cache.js';
import { queryRoutes } from './query-routes.js';
import { UsersRepository } from './users/users.repository.js';

describe('query routes', () => {
  it('serve exactly the served query entries of the route catalogue', () => {
    const db = {} as Kysely<ReadModelDatabase>;
    const handlers = queryRoutes({ db, cache: new MemoryQueryCache(), users: new UsersRepository(db), gstRateBp: 1800, readYourWritesMs: 2000, privateUploadsDir: '/nowhere' });
    expect(() => assertHandlersMatchCatalogue('query', routeCatalogue, handlers)).not.toThrow();
    expect(Object.keys(handlers).length).toBeGreaterThan(0);
  });
});
