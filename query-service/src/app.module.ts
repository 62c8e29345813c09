import type { RouteEntry } from '@nakshatra/contracts';
import { CatalogueDispatcher, type Logger } from '@nakshatra/platform';
import { CatalogueController } from '@nakshatra/platform/nest';
import type { ReadModelDatabase } from '@nakshatra/projections';
import { Module, type DynamicModule } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { QueryCache } from './cache/query-cache.js';
import { HealthController } from './health.controller.js';
import { queryRoutes } from './query-routes.js';
import { READ_MODELS } from './read-models.token.js';
import { ReadModelSessionVerifier } from './users/read-model-session.verifier.js';
import { UsersRepository } from './users/users.repository.js';

export interface QueryServiceDeps {
  readonly db: Kysely<ReadModelDatabase>;
  readonly cache: QueryCache;
  readonly catalogue: readonly RouteEntry[];
  readonly sessionSecret: string;
  readonly logger: Logger;
  readonly gstRateBp: number;
  readonly readYourWritesMs: number;
  readonly privateUploadsDir: string;
}

@Module({})
export class QueryServiceModule {
  static create(deps: QueryServiceDeps): DynamicModule {
    const users = new UsersRepository(deps.db);
    return {
      module: QueryServiceModule,
      // HealthController first: the catalogue controller takes every path that is left.
      controllers: [HealthController, CatalogueController],
      providers: [
        { provide: READ_MODELS, useValue: deps.db },
        {
          provide: CatalogueDispatcher,
          useValue: new CatalogueDispatcher({
            side: 'query',
            catalogue: deps.catalogue,
            handlers: queryRoutes({ db: deps.db, cache: deps.cache, users, gstRateBp: deps.gstRateBp, readYourWritesMs: deps.readYourWritesMs, privateUploadsDir: deps.privateUploadsDir }),
            sessionSecret: deps.sessionSecret,
            sessions: new ReadModelSessionVerifier(users),
            logger: deps.logger,
          }),
        },
      ],
    };
  }
}
