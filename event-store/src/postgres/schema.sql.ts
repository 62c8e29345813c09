import { APPEND_FUNCTIONS_SQL } from './es-append.sql.js';

/**
 * Any fixed key works as long as nothing else in the database uses it; this one reads "es_migr" in ASCII.
 * It serialises concurrent migrate() calls: CREATE OR REPLACE FUNCTION and CREATE ... IF NOT EXISTS race otherwise.
 */
export const MIGRATION_LOCK_KEY = 0x65735f6d696772n;

const TABLES_SQL = `
CREATE TABLE IF NOT EXISTS es_events (
  global_position bigserial PRIMARY KEY,
  -- The writing transaction: readers order by it first, so an early transaction that commits late is not skipped.
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_name text NOT NULL,
  stream_revision bigint NOT NULL,
  event_id uuid NOT NULL UNIQUE,
  event_type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_name, stream_revision)
);

CREATE INDEX IF NOT EXISTS es_events_transaction_position ON es_events (transaction_id, global_position);

-- One row per stream, locked by es_append_batch: it serialises writers of a stream without locking es_events.
CREATE TABLE IF NOT EXISTS es_streams (
  stream_name text PRIMARY KEY,
  revision bigint NOT NULL
);
`;

/**
 * Bump whenever TABLES_SQL or the functions change: migrate() applies the schema only to a database
 * recorded at another version, dropping the functions first because CREATE OR REPLACE cannot
 * change a function's result columns.
 */
export const SCHEMA_VERSION = 5;

export const SCHEMA_VERSION_TABLE_SQL = `CREATE TABLE IF NOT EXISTS es_schema (version integer NOT NULL)`;

export const SCHEMA_SQL = `
DROP FUNCTION IF EXISTS es_append(text, text, jsonb);
DROP FUNCTION IF EXISTS es_stored_append(text, jsonb);
DROP FUNCTION IF EXISTS es_append_batch(jsonb);
${TABLES_SQL}
${APPEND_FUNCTIONS_SQL}
DELETE FROM es_schema;
INSERT INTO es_schema (version) VALUES (${SCHEMA_VERSION});
`;
