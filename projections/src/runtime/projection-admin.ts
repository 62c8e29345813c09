import type { EventStore } from '@nakshatra/event-store';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-models/read-model-database.js';
import { readCheckpoint, resetCheckpoint, type Checkpoint } from './checkpoints.js';
import { readProjectionFreshness } from './projection-freshness.js';
import type { AnyDocumentProjection } from './projection.js';
import { announceReadModelChange } from './read-model-changes.js';

export interface ProjectionStatus {
  readonly name: string;
  readonly checkpoint: Checkpoint | undefined;
  /** Events in the store after the checkpoint. */
  readonly lagEvents: number;
  /** Age of the oldest event not yet applied; 0 when caught up. */
  readonly lagSeconds: number;
  /** Whether some process holds the projection's advisory lock right now. */
  readonly active: boolean;
}

export async function projectionStatus(store: EventStore, db: Kysely<ReadModelDatabase>, projection: AnyDocumentProjection, now = new Date()): Promise<ProjectionStatus> {
  const checkpoint = await readCheckpoint(db, projection.name);
  const [lagEvents, next, active] = await Promise.all([
    store.countAfter(checkpoint?.position),
    store.readAll({ from: checkpoint?.position, limit: 1 }),
    readProjectionFreshness(db, [projection.name]).then(([freshness]) => freshness?.active ?? false),
  ]);
  const oldestPending = next[0] ? new Date(next[0].recordedAt) : undefined;
  const lagSeconds = oldestPending ? Math.max(0, (now.getTime() - oldestPending.getTime()) / 1000) : 0;
  return { name: projection.name, checkpoint, lagEvents, lagSeconds, active };
}

/**
 * Empties a projection's read model and moves its checkpoint back to the start, in one
 * transaction; whichever instance is active then rebuilds it from the first event.
 */
export async function resetProjection(db: Kysely<ReadModelDatabase>, projection: AnyDocumentProjection): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The checkpoint first, as a batch's transaction takes it before the read model's rows: a runner
    // mid-batch is waited for (or waits, and then finds its checkpoint moved), never deadlocked.
    await resetCheckpoint(trx, projection.name);
    await sql`DELETE FROM ${sql.table(projection.table)}`.execute(trx);
    await announceReadModelChange(trx, projection.table, null);
  });
}
