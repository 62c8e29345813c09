import type { RecordedEvent } from '@nakshatra/event-store';
import type { AnyDocumentProjection } from './projection.js';

/** Whether the event is a row's own (`keyOf` names it), rather than about every row of a user (`perUser`). */
export const isOwnRowEvent = (projection: AnyDocumentProjection, event: RecordedEvent): boolean => projection.handles(event);

/** Whether the event is about every row of one user (an erasure, a revoked role) and not a row's own. */
export const isPerUserEvent = (projection: AnyDocumentProjection, event: RecordedEvent): boolean =>
  projection.perUser !== undefined && !projection.handles(event) && projection.perUser.handles(event);

/**
 * Folds events into `rows` (null: no row) in their order, the one fold of the runtime and of the
 * pure projection tests: a row's own event evolves that row; a per-user event evolves every row
 * of that user the map holds, so the caller loads those first.
 */
export function foldEvents<Row extends { id: string }>(projection: AnyDocumentProjection, rows: Map<string, Row | null>, events: readonly RecordedEvent[]): void {
  const { perUser } = projection;
  for (const event of events) {
    if (isOwnRowEvent(projection, event)) {
      const key = projection.keyOf(event);
      rows.set(key, projection.evolve(rows.get(key) ?? null, event) as Row | null);
    } else if (perUser && isPerUserEvent(projection, event)) {
      const user = perUser.userOf(event);
      for (const [key, row] of rows) {
        if (row !== null && String((row as Record<string, unknown>)[perUser.column]) === user) rows.set(key, projection.evolve(row, event) as Row | null);
      }
    }
  }
}
