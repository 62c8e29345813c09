import type { RecordedEvent } from '@nakshatra/event-store';

/**
 * A read model with one row per key, built by a pure fold: `evolve(row, event)` returns the row's
 * next state, or null to remove it. The runtime loads the rows a batch touches, folds the whole
 * batch in memory and writes each changed row once, so a rebuild costs one upsert per row per batch.
 */
export interface DocumentProjection<Row extends { id: string }> {
  /** Also the checkpoint's name. */
  readonly name: string;
  /** The read-model table; its primary key is `id`. */
  readonly table: string;
  readonly handles: (event: RecordedEvent) => boolean;
  readonly keyOf: (event: RecordedEvent) => string;
  readonly evolve: (row: Row | null, event: RecordedEvent) => Row | null;
  /**
   * Events about every row of one user at once: an erasure, a revoked role (docs/users.md). Each is
   * handed to `evolve` for every row whose `column` holds that user, stored or made earlier in the
   * batch, in the order of the events, so a rebuild replays it exactly like the live run did.
   */
  readonly perUser?: PerUserEvents;
  /** Turns a stored row back into the shape `evolve` produces (e.g. JSON columns). */
  readonly fromStored?: (stored: Record<string, unknown>) => Row;
  /** Turns a row into column values for the write (e.g. JSON.stringify for jsonb). */
  readonly toStored?: (row: Row) => Record<string, unknown>;
}

export interface PerUserEvents {
  /** The column naming the user a row belongs to. */
  readonly column: string;
  readonly handles: (event: RecordedEvent) => boolean;
  readonly userOf: (event: RecordedEvent) => string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the runtime treats every projection alike
export type AnyDocumentProjection = DocumentProjection<any>;
