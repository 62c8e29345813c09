import type pg from 'pg';
import { assertAppendable } from '../append-preconditions.js';
import { WrongExpectedVersionError, type AppendResult, type ExpectedRevision, type NewEvent } from '../port.js';
import { WRONG_EXPECTED_REVISION_SQLSTATE } from './es-append.sql.js';
import { appendEvents, eventsPayload } from './append-events.js';
import { bigintFromText, positionFromRow, type PositionRow } from './event-row.js';
import { actualRevisionFromSql, expectedRevisionToSql } from './expected-revision.js';
import { APPEND_BATCH_SQL } from './queries.sql.js';

interface PendingAppend {
  readonly stream: string;
  readonly events: readonly NewEvent[];
  readonly expectedRevision: ExpectedRevision;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

interface BatchRow extends PositionRow {
  readonly ordinal: number;
  readonly next_revision: string | null;
  readonly error_code: string | null;
  readonly error_message: string | null;
  readonly error_detail: string | null;
}

export interface AppendBatcherOptions {
  /** Appends per transaction; kept under PostgreSQL's 64 cached subtransactions. */
  readonly maxBatch?: number;
  /** Transactions writing at once. */
  readonly maxInFlight?: number;
}

/**
 * Group commit: appends that arrive while earlier ones are being written wait and then go
 * together, in one transaction and one commit (es_append_batch). A lone append goes straight
 * through as before, so nobody waits on a timer; under load the commit cost, which dominates an
 * append, is shared. Each append still succeeds or fails on its own expected revision.
 */
export class AppendBatcher {
  private readonly queue: PendingAppend[] = [];
  private inFlight = 0;
  private readonly maxBatch: number;
  private readonly maxInFlight: number;

  constructor(
    private readonly pool: pg.Pool,
    options: AppendBatcherOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 32;
    this.maxInFlight = options.maxInFlight ?? 2;
  }

  append(stream: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    assertAppendable(stream, events, expectedRevision);
    return new Promise((resolve, reject) => {
      this.queue.push({ stream, events, expectedRevision, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight += 1;
      void this.write(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async write(batch: PendingAppend[]): Promise<void> {
    if (batch.length === 1) return this.writeAlone(batch[0]!);
    // Stable: appends to one stream keep their order; every batch locks streams in the same order.
    const ordered = [...batch].sort((a, b) => (a.stream < b.stream ? -1 : a.stream > b.stream ? 1 : 0));
    let rows: BatchRow[];
    try {
      const payload = JSON.stringify(ordered.map((append) => ({ stream: append.stream, expected: expectedRevisionToSql(append.expectedRevision), events: eventsPayload(append.events) })));
      ({ rows } = await this.pool.query<BatchRow>({ name: 'es_append_batch', text: APPEND_BATCH_SQL, values: [payload] }));
    } catch {
      // Whatever broke the batch (a lost connection, say) is retried append by append, so one cannot
      // fail the others. Retrying is safe: an append whose events are already stored is a repeat.
      await Promise.all(ordered.map((append) => this.writeAlone(append)));
      return;
    }
    for (const row of rows) settle(ordered[row.ordinal - 1]!, row);
  }

  private writeAlone(append: PendingAppend): Promise<void> {
    return appendEvents(this.pool, append.stream, append.events, append.expectedRevision).then(append.resolve, append.reject);
  }
}

function settle(append: PendingAppend, row: BatchRow): void {
  if (row.error_code === WRONG_EXPECTED_REVISION_SQLSTATE) {
    append.reject(new WrongExpectedVersionError(append.stream, append.expectedRevision, actualRevisionFromSql(row.error_detail ?? '')));
  } else if (row.error_code) {
    append.reject(Object.assign(new Error(row.error_message ?? `append to ${append.stream} failed`), { code: row.error_code }));
  } else {
    append.resolve({ nextExpectedRevision: bigintFromText(row.next_revision!), position: positionFromRow(row) });
  }
}
