import type { RecordedEvent } from '@nakshatra/event-store';
import type { Transaction } from 'kysely';
import { foldEvents, isOwnRowEvent, isPerUserEvent } from './fold-events.js';
import type { AnyDocumentProjection } from './projection.js';

/** PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 60_000;

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
  // The rows the events name, and every row of the users a per-user event is about.
  const stored: Record<string, unknown>[] = await trx
    .selectFrom(projection.table)
    .selectAll()
    .where((eb) => eb.or([...(ownKeys.length > 0 ? [eb('id', 'in', ownKeys)] : []), ...(perUser && users.length > 0 ? [eb(perUser.column, 'in', users)] : [])]))
    .execute();
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
  if (upserts.length > 0) {
    const columns = Object.keys(upserts[0]!);
    const chunkSize = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
    for (let start = 0; start < upserts.length; start += chunkSize) {
      await trx
        .insertInto(projection.table)
        .values(upserts.slice(start, start + chunkSize))
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((eb) => Object.fromEntries(columns.filter((column) => column !== 'id').map((column) => [column, eb.ref(`excluded.${column}`)]))),
        )
        .execute();
    }
  }
  const removed = changed.filter((key) => rows.get(key) === null && existing.has(key));
  if (removed.length > 0) await trx.deleteFrom(projection.table).where('id', 'in', removed).execute();
  return changed;
}
