import type { RecordedEvent } from '@nakshatra/event-store';
import { sql, type Kysely, type Transaction } from 'kysely';
import { foldEvents, isOwnRowEvent, isPerUserEvent } from './fold-events.js';
import type { AnyDocumentProjection } from './projection.js';
import { upsertRows } from './upsert-rows.js';

type Row = { id: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- table names come from the projection at run time
type AnyDb = Kysely<any> | Transaction<any>;

/** A batch folded in memory, ready to be written. */
export interface FoldedBatch {
  /** Rows to insert or update, in their stored form. */
  readonly upserts: readonly Record<string, unknown>[];
  /** Keys of stored rows the batch deleted. */
  readonly removed: readonly string[];
  /** Keys of every row the batch changed (for cache invalidation). */
  readonly changed: readonly string[];
  /** Every row the batch touched, as it stands after it (null: deleted, or never there). */
  readonly rows: ReadonlyMap<string, Row | null>;
}

/** Whether a batch holds an event about every row of a user (an erasure): its rows are found by a column, not by key. */
export const hasPerUserEvent = (projection: AnyDocumentProjection, events: readonly RecordedEvent[]): boolean =>
  events.some((event) => isPerUserEvent(projection, event));

/**
 * Loads the rows a batch touches and folds the batch into them in memory; undefined when no event
 * of the batch is this projection's. `before` is the batch before it, folded but perhaps not yet
 * written: the rows it touched are taken from it rather than from the table, so a runner can fold
 * the next batch while the one before commits (the rows it did not touch are the same either way).
 * A batch with a per-user event must be folded with nothing in flight: that user's rows are found
 * by a column, and ones the batch before inserted would not be found yet.
 */
export async function foldDocumentBatch(db: AnyDb, projection: AnyDocumentProjection, events: readonly RecordedEvent[], before?: FoldedBatch): Promise<FoldedBatch | undefined> {
  const { perUser } = projection;
  const relevant = events.filter((event) => isOwnRowEvent(projection, event) || isPerUserEvent(projection, event));
  if (relevant.length === 0) return undefined;
  if (before && perUser && hasPerUserEvent(projection, relevant)) throw new Error('A batch with a per-user event is folded only once the batch before it is written');
  const ownKeys = [...new Set(relevant.filter((event) => isOwnRowEvent(projection, event)).map(projection.keyOf))];
  const rows = new Map<string, Row | null>(ownKeys.map((key) => [key, before?.rows.get(key) ?? null]));
  // Rows that will be in the table once the batch before is written: a delete of one is a DELETE.
  const existing = new Set(ownKeys.filter((key) => before?.rows.get(key)));
  const toLoad = before ? ownKeys.filter((key) => !before.rows.has(key)) : ownKeys;
  const users = perUser ? [...new Set(relevant.filter((event) => isPerUserEvent(projection, event)).map(perUser.userOf))] : [];
  if (toLoad.length > 0 || users.length > 0) {
    // The rows the events name, and every row of the users a per-user event is about; = ANY(array) keeps the statement one size.
    const byUser = perUser ? sql` OR ${sql.id(perUser.column)} = ANY(${users})` : sql``;
    const { rows: stored } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(projection.table)} WHERE id = ANY(${toLoad})${byUser}`.execute(db);
    for (const row of stored) {
      existing.add(String(row.id));
      rows.set(String(row.id), projection.fromStored ? projection.fromStored(row) : (row as Row));
    }
  }
  const loaded = new Map(rows);
  foldEvents(projection, rows, relevant);
  // evolve hands back the same object for events that change nothing; such rows are not written.
  const changed = [...rows.keys()].filter((key) => rows.get(key) !== loaded.get(key));
  const upserts = changed
    .map((key) => rows.get(key))
    .filter((row): row is Row => row != null)
    .map((row) => (projection.toStored ? projection.toStored(row) : row));
  const removed = changed.filter((key) => rows.get(key) === null && existing.has(key));
  return { upserts, removed, changed, rows };
}

/** Writes a folded batch: each changed row once, in one statement, and the deleted rows in another. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- table names come from the projection at run time
export async function writeFoldedBatch(trx: Transaction<any>, projection: AnyDocumentProjection, folded: FoldedBatch): Promise<void> {
  if (folded.upserts.length > 0) await upsertRows(trx, projection.table, folded.upserts);
  if (folded.removed.length > 0) await sql`DELETE FROM ${sql.table(projection.table)} WHERE id = ANY(${folded.removed})`.execute(trx);
}
