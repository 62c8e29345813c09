/**
 * Numbers and times leave PostgreSQL as text, so no pg type parser, default or custom, can turn them
 * into lossy JavaScript numbers or local-time Dates; event-row.ts converts them.
 */
const EVENT_COLUMNS = `transaction_id::text AS commit_position, global_position::text AS prepare_position,
  stream_name, stream_revision::text AS revision, event_id::text AS id, event_type AS type, data, metadata,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS recorded_at`;

/**
 * Everything below the oldest transaction still running has either committed or rolled back, so
 * nothing can appear there later: a reader that never passes this line never skips an event.
 */
const VISIBLE = `transaction_id < (SELECT pg_snapshot_xmin(pg_current_snapshot()))`;

/**
 * Every query of the store is a named statement (pg's `{ name, text }`): PostgreSQL parses and
 * plans it once per connection, and later calls only bind and execute. Under load the same few
 * queries run thousands of times a second, and planning a read cost the server more than running
 * it: a read of nothing newer took 142 µs of its CPU unnamed, 42 µs named (docs/event-store.md).
 */
const named = (name: string, text: string) => ({ name, text }) as const;

/** $1 commit (xid8 as text), $2 prepare, $3 limit. */
export const READ_ALL = named('es_read_all', `SELECT ${EVENT_COLUMNS} FROM es_events
  WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND ${VISIBLE}
  ORDER BY transaction_id, global_position
  LIMIT $3`);

/** $1 stream, $2 first revision (inclusive), $3 limit or null. */
export const READ_STREAM_FORWARDS = named('es_read_stream_forwards', `SELECT ${EVENT_COLUMNS} FROM es_events
  WHERE stream_name = $1 AND stream_revision >= $2::bigint
  ORDER BY stream_revision
  LIMIT $3`);

/** $1 stream, $2 first revision (inclusive, counting down), $3 limit or null. */
export const READ_STREAM_BACKWARDS = named('es_read_stream_backwards', `SELECT ${EVENT_COLUMNS} FROM es_events
  WHERE stream_name = $1 AND stream_revision <= $2::bigint
  ORDER BY stream_revision DESC
  LIMIT $3`);

export const HEAD_POSITION = named('es_head_position', `SELECT transaction_id::text AS commit_position, global_position::text AS prepare_position FROM es_events
  WHERE ${VISIBLE}
  ORDER BY transaction_id DESC, global_position DESC
  LIMIT 1`);

/** The newest event committed, visible to readers yet or not (EventStore.committedHeadPosition). */
export const COMMITTED_HEAD_POSITION = named('es_committed_head_position', `SELECT transaction_id::text AS commit_position, global_position::text AS prepare_position FROM es_events
  ORDER BY transaction_id DESC, global_position DESC
  LIMIT 1`);

/** $1 commit, $2 prepare. */
export const COUNT_AFTER = named('es_count_after', `SELECT count(*)::text AS count FROM es_events
  WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND ${VISIBLE}`);

/** $1 the appends as JSON: [{stream, expected, events}]. One row per append, in order. */
export const APPEND_BATCH = named('es_append_batch', `SELECT ordinal::int AS ordinal, next_revision::text AS next_revision,
  commit_position::text AS commit_position, prepare_position::text AS prepare_position, error_code, error_message, error_detail
  FROM es_append_batch($1::jsonb)`);
