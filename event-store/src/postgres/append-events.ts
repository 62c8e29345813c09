import type pg from 'pg';
import { assertAppendable } from '../append-preconditions.js';
import { WrongExpectedVersionError, type AppendResult, type ExpectedRevision, type NewEvent } from '../port.js';
import { WRONG_EXPECTED_REVISION_SQLSTATE } from './es-append.sql.js';
import { bigintFromText, positionFromRow, type PositionRow } from './event-row.js';
import { actualRevisionFromSql, expectedRevisionToSql } from './expected-revision.js';
import { APPEND_SQL } from './queries.sql.js';

/** A pool, or a client that may be inside a transaction of the caller's. */
export type Queryable = pg.Pool | pg.ClientBase;

interface AppendRow extends PositionRow {
  readonly next_revision: string;
}

/**
 * The whole append is one call of es_append, one round trip. Exported apart from PostgresEventStore so
 * an append can run inside a transaction the caller holds open (tests of late commits do exactly that).
 */
export async function appendEvents(
  db: Queryable,
  stream: string,
  events: readonly NewEvent[],
  expectedRevision: ExpectedRevision,
): Promise<AppendResult> {
  assertAppendable(stream, events, expectedRevision);
  const payload = JSON.stringify(eventsPayload(events));
  try {
    // A named statement is parsed once per connection; later appends only bind and execute.
    const { rows } = await db.query<AppendRow>({ name: 'es_append', text: APPEND_SQL, values: [stream, expectedRevisionToSql(expectedRevision), payload] });
    const row = rows[0];
    if (!row) throw new Error(`es_append returned no row for stream ${stream}`);
    return { nextExpectedRevision: bigintFromText(row.next_revision), position: positionFromRow(row) };
  } catch (error) {
    if (sqlStateOf(error) === WRONG_EXPECTED_REVISION_SQLSTATE) {
      throw new WrongExpectedVersionError(stream, expectedRevision, actualRevisionFromSql(detailOf(error)));
    }
    throw error;
  }
}

/** The events as es_append takes them. */
export const eventsPayload = (events: readonly NewEvent[]) => events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }));

// Duck-typed rather than instanceof pg.DatabaseError: a pool handed in may come from another copy of pg.
const sqlStateOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);
const detailOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'detail' in error && typeof error.detail === 'string' ? error.detail : '';
