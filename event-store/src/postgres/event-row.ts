import type { EventMetadata, Position, RecordedEvent } from '../port.js';

/** Rows of the queries in queries.sql.ts: integers arrive as decimal text. */
export interface PositionRow {
  readonly commit_position: string;
  readonly prepare_position: string;
}

export interface EventRow extends PositionRow {
  readonly stream_name: string;
  readonly revision: string;
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
  /** ISO-8601 UTC with milliseconds. */
  readonly recorded_at: string;
}

/** Decimal text to bigint without a detour through Number, which would round beyond 2^53. */
export function bigintFromText(text: string): bigint {
  if (!/^-?\d+$/.test(text)) throw new TypeError(`Expected an integer from PostgreSQL, got ${JSON.stringify(text)}`);
  return BigInt(text);
}

export const positionFromRow = (row: PositionRow): Position => ({
  commit: bigintFromText(row.commit_position),
  prepare: bigintFromText(row.prepare_position),
});

export const recordedEventFromRow = (row: EventRow): RecordedEvent => ({
  id: row.id,
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  streamName: row.stream_name,
  revision: bigintFromText(row.revision),
  position: positionFromRow(row),
  recordedAt: row.recorded_at,
});
