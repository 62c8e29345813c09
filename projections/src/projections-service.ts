import { SharedStoreReads, type EventStore } from '@nakshatra/event-store';
import type { Logger } from '@nakshatra/platform';
import { allProjections } from './all-projections.js';
import { connectReadModels, type ReadModelConnection } from './read-models/connect-read-models.js';
import { migrateReadModels } from './read-models/migrate-read-models.js';
import { AdvisoryLocks } from './runtime/advisory-lock.js';
import { CheckpointSkips } from './runtime/checkpoint-skips.js';
import { ProjectionRunner } from './runtime/projection-runner.js';

/**
 * A projector's PostgreSQL connections (docs/operations.md, "Connections"): this pool, shared by
 * every projection's reads and writes (and by the PostgreSQL event store in main.ts), plus the
 * one connection that holds all the advisory locks — 5 in all, whatever the number of projections.
 */
export const PROJECTOR_POOL_SIZE = 4;
export const PROJECTOR_APPLICATION_NAME = 'nakshatra-projections';

export interface ProjectionsServiceOptions {
  readonly store: EventStore;
  /** Where the read models live (PostgreSQL); also where the advisory locks are taken. */
  readonly databaseUrl: string;
  /** The read-model pool to use (the caller closes it); by default one of PROJECTOR_POOL_SIZE is opened and closed on stop. */
  readonly readModels?: ReadModelConnection;
  readonly logger: Logger;
  readonly pollIntervalMs?: number;
  readonly batchSize?: number;
}

export interface ProjectionState {
  readonly name: string;
  /** Whether this process holds the projection's lock and works on it (else it stands by). */
  readonly active: boolean;
}

export interface RunningProjections {
  /** Throws when the lock connection cannot reach PostgreSQL. */
  ping(): Promise<void>;
  states(): ProjectionState[];
  stop(): Promise<void>;
}

/** Migrates the read models and runs every projection (each active here only while it holds its lock). */
export async function startProjections(options: ProjectionsServiceOptions): Promise<RunningProjections> {
  const connection = options.readModels ?? connectReadModels(options.databaseUrl, { max: PROJECTOR_POOL_SIZE, applicationName: PROJECTOR_APPLICATION_NAME });
  await migrateReadModels(connection.db);
  const locks = new AdvisoryLocks(options.databaseUrl, `${PROJECTOR_APPLICATION_NAME}-locks`);
  // Woken together by each append, the runners ask the store for the same batches: one read each;
  // and most have nothing to do with what they read: their moves past it go out in one statement.
  const sharedReads = new SharedStoreReads(options.store);
  const checkpointSkips = new CheckpointSkips(connection.db);
  const runners = allProjections.map(
    (projection) =>
      new ProjectionRunner({
        store: options.store,
        sharedReads,
        checkpointSkips,
        db: connection.db,
        locks,
        projection,
        pollIntervalMs: options.pollIntervalMs,
        batchSize: options.batchSize,
        onError: (error) => options.logger.error({ err: error, projection: projection.name }, 'projection batch failed; retrying'),
      }),
  );
  runners.forEach((runner) => runner.start());
  options.logger.info({ projections: runners.map((runner) => runner.name) }, 'projections started');
  return {
    ping: () => locks.ping(),
    states: () => runners.map((runner) => ({ name: runner.name, active: runner.isActive })),
    async stop() {
      await Promise.all(runners.map((runner) => runner.stop()));
      await locks.close();
      if (!options.readModels) await connection.close();
    },
  };
}
