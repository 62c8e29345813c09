import type { EventStore } from '@nakshatra/event-store';
import type { Logger } from '@nakshatra/platform';
import { allProjections } from './all-projections.js';
import { connectReadModels } from './read-models/connect-read-models.js';
import { migrateReadModels } from './read-models/migrate-read-models.js';
import { ProjectionRunner } from './runtime/projection-runner.js';

export interface ProjectionsServiceOptions {
  readonly store: EventStore;
  /** Where the read models live (PostgreSQL). */
  readonly databaseUrl: string;
  readonly logger: Logger;
  readonly pollIntervalMs?: number;
  readonly batchSize?: number;
}

export interface RunningProjections {
  stop(): Promise<void>;
}

/** Migrates the read models and runs every projection (each active here only while it holds its lock). */
export async function startProjections(options: ProjectionsServiceOptions): Promise<RunningProjections> {
  const connection = connectReadModels(options.databaseUrl);
  await migrateReadModels(connection.db);
  const runners = allProjections.map(
    (projection) =>
      new ProjectionRunner({
        store: options.store,
        db: connection.db,
        databaseUrl: options.databaseUrl,
        projection,
        pollIntervalMs: options.pollIntervalMs,
        batchSize: options.batchSize,
        onError: (error) => options.logger.error({ err: error, projection: projection.name }, 'projection batch failed; retrying'),
      }),
  );
  runners.forEach((runner) => runner.start());
  options.logger.info({ projections: runners.map((runner) => runner.name) }, 'projections started');
  return {
    async stop() {
      await Promise.all(runners.map((runner) => runner.stop()));
      await connection.close();
    },
  };
}
