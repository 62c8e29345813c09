import type { RecordedEvent } from '@nakshatra/event-store';
import { sql, type Transaction } from 'kysely';
import { foldEvents, isOwnRowEvent, isPerUserEvent } from './fold-events.js';
import type { AnyDocumentProjection } from './projection.js';
import { upsertRows } from './upsert-rows.js';

/**
 * Folds a batch of events into the rows they touch and writes each changed row once.
 * Returns the keys of the rows that changed (for cache invalidation).
 */
export async function applyDocumentBatch(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- table names come from the projection at run time
  trx: Transaction<any>,
  projection: AnyDocumentProjection,
  events: readonly RecordedEvent[],
): Promise<string[]> {
  const { perUser } = projection;
  const relevant = events.filter((event) => isOwnRowEvent(projection, event) || isPerUserEvent(projection, event));
  if (relevant.length === 0) return [];
  const ownKeys = [...new Set(relevant.filter((event) => isOwnRowEvent(projection, event)).map(projection.keyOf))];
  const users = perUser ? [...new Set(relevant.filter((event) => isPerUserEvent(projection, event)).map(perUser.userOf))] : [];
  // The rows the events name, and every row of the users a per-user event is about; = ANY(array) keeps the statement one size.
  const byUser = perUser ? sql` OR ${sql.id(perUser.column)} = ANY(${users})` : sql``;
  const { rows: stored } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(projection.table)} WHERE id = ANY(${ownKeys})${byUser}`.execute(trx);
  const existing = new Set(stored.map((row) => String(row.id)));
  const rows = new Map<string, { id: string } | null>(ownKeys.map((key) => [key, null]));
  for (const row of stored) rows.set(String(row.id), projection.fromStored ? projection.fromStored(row) : (row as { id: string }));
  const loaded = new Map(rows);
  foldEvents(projection, rows, relevant);
  const keys = [...rows.keys()];
  // evolve hands back the same object for events that change nothing; such rows are not written.
  const changed = keys.filter((key) => rows.get(key) !== loaded.get(key));

  const upserts = changed
    .map((key) => rows.get(key))
    .filter((row): row is { id: string } => row != null)
    .map((row) => (projection.toStored ? projection.toStored(row) : row));
  if (upserts.length > 0) await upsertRows(trx, projection.table, upserts);
  const removed = changed.filter((key) => rows.get(key) === null && existing.has(key));
  if (removed.length > 0) await sql`DELETE FROM ${sql.table(projection.table)} WHERE id = ANY(${removed})`.execute(trx);
  return changed;
}
