import type { Position } from '@nakshatra/event-store';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ProjectionCheckpointsTable, ReadModelDatabase } from '../read-models/read-model-database.js';

export interface Checkpoint {
  readonly name: string;
  readonly position: Position | undefined;
  readonly eventsProcessed: number;
  readonly lastEventRecordedAt: Date | undefined;
  /** The last time the active runner found nothing in the store after this checkpoint (projection-freshness.ts). */
  readonly caughtUpAt: Date | undefined;
  readonly updatedAt: Date;
}

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

const toCheckpoint = (row: Selectable<ProjectionCheckpointsTable>): Checkpoint => ({
  name: row.name,
  position: row.commit_position == null || row.prepare_position == null ? undefined : { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
  eventsProcessed: Number(row.events_processed),
  lastEventRecordedAt: row.last_event_recorded_at ?? undefined,
  caughtUpAt: row.caught_up_at ?? undefined,
  updatedAt: row.updated_at,
});

export async function readCheckpoint(db: Db, name: string): Promise<Checkpoint | undefined> {
  const row = await db.selectFrom('projection_checkpoints').selectAll().where('name', '=', name).executeTakeFirst();
  return row ? toCheckpoint(row) : undefined;
}

export async function readAllCheckpoints(db: Db): Promise<Checkpoint[]> {
  const rows = await db.selectFrom('projection_checkpoints').selectAll().orderBy('name').execute();
  return rows.map(toCheckpoint);
}

/** Reads the checkpoint, creating its row (at no position) on first use, so that moves find it. */
export async function openCheckpoint(db: Db, name: string): Promise<Checkpoint> {
  await db.insertInto('projection_checkpoints').values({ name, commit_position: null, prepare_position: null }).onConflict((oc) => oc.column('name').doNothing()).execute();
  return toCheckpoint(await db.selectFrom('projection_checkpoints').selectAll().where('name', '=', name).executeTakeFirstOrThrow());
}

/** A checkpoint's move from where its runner left it past a batch of events (moveCheckpoints). */
export interface CheckpointMove {
  readonly name: string;
  /** Where the runner left the checkpoint: no position before its first batch. */
  readonly from: Position | undefined;
  readonly to: Position;
  readonly events: number;
  readonly lastRecordedAt: string;
}

/**
 * Moves each checkpoint from its `from` to its `to`, only where it is still at `from` (a rebuild's
 * reset or another instance's batch meanwhile leaves it alone), all in one statement. The one way a
 * checkpoint moves forward: inside a batch's transaction, where it also holds the row until the
 * batch commits, and for batches of other read models' events, which need no transaction.
 * Returns the names it moved. The rows must exist (openCheckpoint).
 */
export async function moveCheckpoints(db: Db, moves: readonly CheckpointMove[]): Promise<Set<string>> {
  if (moves.length === 0) return new Set();
  const column = <T>(pick: (move: CheckpointMove) => T) => moves.map(pick);
  const { rows } = await sql<{ name: string }>`
    UPDATE projection_checkpoints AS checkpoint
       SET commit_position = move.to_commit, prepare_position = move.to_prepare,
           events_processed = checkpoint.events_processed + move.events,
           last_event_recorded_at = move.last_recorded_at, updated_at = now()
      FROM unnest(${column((move) => move.name)}::text[],
                  ${column((move) => move.from?.commit.toString() ?? null)}::bigint[], ${column((move) => move.from?.prepare.toString() ?? null)}::bigint[],
                  ${column((move) => move.to.commit.toString())}::bigint[], ${column((move) => move.to.prepare.toString())}::bigint[],
                  ${column((move) => move.events)}::bigint[], ${column((move) => move.lastRecordedAt)}::timestamptz[])
           AS move(name, from_commit, from_prepare, to_commit, to_prepare, events, last_recorded_at)
     WHERE checkpoint.name = move.name
       AND checkpoint.commit_position IS NOT DISTINCT FROM move.from_commit AND checkpoint.prepare_position IS NOT DISTINCT FROM move.from_prepare
    RETURNING checkpoint.name`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/**
 * Notes that the store had nothing after `position` (this runner's checkpoint) just now. Only while
 * the checkpoint is still there: a rebuild that reset it meanwhile is not caught up. Returns
 * whether the checkpoint was at `position`.
 */
export async function recordCaughtUp(db: Db, name: string, position: Position | undefined): Promise<boolean> {
  const commit = position?.commit.toString() ?? null;
  const prepare = position?.prepare.toString() ?? null;
  const result = await sql`
    INSERT INTO projection_checkpoints AS checkpoint (name, commit_position, prepare_position, caught_up_at)
    VALUES (${name}, ${commit}, ${prepare}, now())
    ON CONFLICT (name) DO UPDATE SET caught_up_at = now()
    WHERE checkpoint.commit_position IS NOT DISTINCT FROM ${commit}::bigint AND checkpoint.prepare_position IS NOT DISTINCT FROM ${prepare}::bigint`.execute(db);
  return result.numAffectedRows === 1n;
}

/** Moves the checkpoint back to the start; the row stays locked until the transaction ends. */
export async function resetCheckpoint(trx: Transaction<ReadModelDatabase>, name: string): Promise<void> {
  await trx
    .updateTable('projection_checkpoints')
    .set({ commit_position: null, prepare_position: null, events_processed: 0, last_event_recorded_at: null, caught_up_at: null, updated_at: sql`now()` })
    .where('name', '=', name)
    .execute();
}

export const samePosition = (a: Position | undefined, b: Position | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.commit === b.commit && a.prepare === b.prepare);
