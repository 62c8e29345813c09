import type pg from 'pg';
import { assertAppendable } from '../append-preconditions.js';
import { WrongExpectedVersionError, type AppendResult, type ExpectedRevision, type NewEvent } from '../port.js';
import { WRONG_EXPECTED_REVISION_SQLSTATE } from './es-append.sql.js';
import { bigintFromText, positionFromRow, type PositionRow } from './event-row.js';
import { actualRevisionFromSql, expectedRevisionToSql } from './expected-revision.js';
import { APPEND_BATCH } from './queries.sql.js';

/** A pool, or a client that may be inside a transaction of the caller's. */
export type Queryable = pg.Pool | pg.ClientBase;

export interface Append {
  readonly stream: string;
  readonly events: readonly NewEvent[];
  readonly expectedRevision: ExpectedRevision;
}

interface AppendRow extends PositionRow {
  readonly ordinal: number;
  readonly next_revision: string | null;
  readonly error_code: string | null;
  readonly error_message: string | null;
  readonly error_detail: string | null;
}

/**
 * Writes appends to distinct streams in one call of es_append_batch: one round trip, and one
 * transaction unless `db` is a client inside the caller's. Answers each append on its own, in the
 * order given: its result, or the error that failed it alone (a wrong expected revision). Rejects
 * when the call as a whole fails (an append mixing stored and new event ids, a lost connection).
 */
export async function writeAppends(db: Queryable, appends: readonly Append[]): Promise<Array<AppendResult | Error>> {
  const payload = JSON.stringify(
    appends.map(({ stream, events, expectedRevision }) => ({
      stream,
      expected: expectedRevisionToSql(expectedRevision),
      events: events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })),
    })),
  );
  const { rows } = await db.query<AppendRow>({ ...APPEND_BATCH, values: [payload] });
  const outcomes = new Array<AppendResult | Error>(appends.length);
  for (const row of rows) outcomes[row.ordinal - 1] = outcomeOf(appends[row.ordinal - 1]!, row);
  return outcomes;
}

/** One append on its own; exported apart from PostgresEventStore so an append can run inside a transaction the caller holds open. */
export async function appendEvents(db: Queryable, stream: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
  assertAppendable(stream, events, expectedRevision);
  const [outcome] = await writeAppends(db, [{ stream, events, expectedRevision }]);
  if (outcome === undefined) throw new Error(`es_append_batch returned no row for stream ${stream}`);
  if (outcome instanceof Error) throw outcome;
  return outcome;
}

function outcomeOf(append: Append, row: AppendRow): AppendResult | Error {
  if (row.error_code === WRONG_EXPECTED_REVISION_SQLSTATE) {
    return new WrongExpectedVersionError(append.stream, append.expectedRevision, actualRevisionFromSql(row.error_detail ?? ''));
  }
  if (row.error_code) return Object.assign(new Error(row.error_message ?? `append to ${append.stream} failed`), { code: row.error_code });
  return { nextExpectedRevision: bigintFromText(row.next_revision!), position: positionFromRow(row) };
}
