import pg from 'pg';
import { CaughtUpWaiter } from '../caught-up-waiter.js';
import { describeError } from '../describe-error.js';
import {
  EventStoreUnavailableError,
  type AppendResult,
  type CaughtUpWait,
  type EventHandler,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../port.js';
import { SharedStoreReads } from '../shared-store-reads.js';
import { SubscriptionRegistry } from '../subscription-registry.js';
import { AppendListener } from './append-announcements.js';
import { AppendBatcher, type AppendBatcherOptions } from './append-batcher.js';
import { positionFromRow, recordedEventFromRow, type EventRow, type PositionRow } from './event-row.js';
import { startPollingSubscription } from './polling-subscription.js';
import {
  COMMITTED_HEAD_POSITION,
  COUNT_AFTER,
  HEAD_POSITION,
  READ_ALL,
  READ_STREAM_BACKWARDS,
  READ_STREAM_FORWARDS,
} from './queries.sql.js';
import { MIGRATION_LOCK_KEY, SCHEMA_SQL, SCHEMA_VERSION, SCHEMA_VERSION_TABLE_SQL } from './schema.sql.js';

export interface PostgresEventStoreOptions {
  /** How long a caught-up subscription waits before reading again while it hears no announcements (default 25 ms). */
  readonly pollIntervalMs?: number;
  /** The same while announcements of appends are heard: only the fallback for a lost one (default 1000 ms). */
  readonly fallbackPollMs?: number;
  /** Events a subscription reads at a time (default 500). */
  readonly subscriptionBatchSize?: number;
  /** Size of the pool created from a connection string (default 20); ignored when a pool is given. */
  readonly maxConnections?: number;
  /** application_name of that pool's connections (default `nakshatra`), so pg_stat_activity tells whose they are. */
  readonly applicationName?: string;
  /** Group commit of concurrent appends (append-batcher.ts). */
  readonly appendBatching?: AppendBatcherOptions;
}

/** Before any event: every real transaction id and position is greater. */
const ORIGIN: Position = { commit: 0n, prepare: 0n };
const LAST_REVISION = 2n ** 63n - 1n;

/**
 * The PostgreSQL adapter: tables and es_append in schema.sql.ts, queries in queries.sql.ts.
 * Call migrate() once before use (createEventStore does).
 */
export class PostgresEventStore implements EventStore {
  private readonly pool: pg.Pool;
  private readonly ownsPool: boolean;
  private readonly pollIntervalMs: number;
  private readonly fallbackPollMs: number;
  private readonly subscriptionBatchSize: number;
  private readonly batcher: AppendBatcher;
  private readonly subscriptions = new SubscriptionRegistry();
  private readonly listener: AppendListener;
  /** Caught-up subscriptions woken together share one query (shared-store-reads.ts). */
  private readonly sharedReads = new SharedStoreReads(this);

  constructor(poolOrConnectionString: pg.Pool | string, options: PostgresEventStoreOptions = {}) {
    this.ownsPool = typeof poolOrConnectionString === 'string';
    this.pool =
      typeof poolOrConnectionString === 'string'
        ? new pg.Pool({ connectionString: poolOrConnectionString, max: options.maxConnections ?? 20, application_name: options.applicationName ?? 'nakshatra' })
        : poolOrConnectionString;
    // An idle connection that the server drops emits 'error' on the pool; unheard, that would crash the
    // process. The pool has already discarded the connection and the next query opens a new one.
    if (this.ownsPool) this.pool.on('error', () => undefined);
    this.batcher = new AppendBatcher(this.pool, options.appendBatching);
    // Its own client, outside the pool: a LISTEN lasts as long as the connection. The pool keeps the
    // password out of its options' enumerable keys, so it is named.
    const { options: poolOptions } = this.pool;
    this.listener = new AppendListener(() => new pg.Client({ ...poolOptions, password: poolOptions.password, application_name: `${poolOptions.application_name ?? 'nakshatra'}-listener` }));
    this.pollIntervalMs = options.pollIntervalMs ?? 25;
    this.fallbackPollMs = options.fallbackPollMs ?? 1000;
    this.subscriptionBatchSize = options.subscriptionBatchSize ?? 500;
  }

  /** Brings the tables and functions to SCHEMA_VERSION; safe to run concurrently and repeatedly. */
  async migrate(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_KEY.toString()]);
      await client.query(SCHEMA_VERSION_TABLE_SQL);
      const { rows } = await client.query<{ version: number }>('SELECT version FROM es_schema');
      if (rows[0]?.version !== SCHEMA_VERSION) await client.query(SCHEMA_SQL);
      await client.query('COMMIT');
      client.release();
    } catch (error) {
      // Discarding the connection ends its half-done transaction without a ROLLBACK that could fail too.
      client.release(true);
      throw error;
    }
  }

  async appendToStream(stream: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    return this.batcher.append(stream, events, options.expectedRevision);
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const fromRevision = options.fromRevision ?? (backwards ? LAST_REVISION : 0n);
    const { rows } = await this.pool.query<EventRow>({
      ...(backwards ? READ_STREAM_BACKWARDS : READ_STREAM_FORWARDS),
      values: [stream, fromRevision.toString(), options.maxCount ?? null],
    });
    return rows.map(recordedEventFromRow);
  }

  async readAll({ from = ORIGIN, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>({ ...READ_ALL, values: [from.commit.toString(), from.prepare.toString(), limit] });
    return rows.map(recordedEventFromRow);
  }

  async headPosition(): Promise<Position | undefined> {
    const { rows } = await this.pool.query<PositionRow>(HEAD_POSITION);
    return rows[0] && positionFromRow(rows[0]);
  }

  async committedHeadPosition(): Promise<Position | undefined> {
    const { rows } = await this.pool.query<PositionRow>(COMMITTED_HEAD_POSITION);
    return rows[0] && positionFromRow(rows[0]);
  }

  async countAfter(from: Position | undefined = ORIGIN): Promise<number> {
    const { rows } = await this.pool.query<{ count: string }>({ ...COUNT_AFTER, values: [from.commit.toString(), from.prepare.toString()] });
    return Number(rows[0]?.count ?? 0);
  }

  subscribeToAll(options: SubscribeOptions, handler: EventHandler, onError?: (error: unknown) => void): Subscription {
    return this.subscriptions.track(
      (reportError) =>
        startPollingSubscription({
          from: options.from,
          readBatch: (from, limit) => this.sharedReads.readAll(from, limit),
          batchSize: this.subscriptionBatchSize,
          pollIntervalMs: this.pollIntervalMs,
          wakeUps: this.listener,
          fallbackPollMs: this.fallbackPollMs,
          handler,
          onError: reportError,
        }),
      onError,
    );
  }

  caughtUpWait(pollIntervalMs: number, minIntervalMs?: number): CaughtUpWait {
    return new CaughtUpWaiter(this.listener, pollIntervalMs, this.fallbackPollMs, minIntervalMs);
  }

  async ping(): Promise<void> {
    try {
      await this.pool.query('SELECT 1');
    } catch (error) {
      throw new EventStoreUnavailableError(`PostgreSQL event store unreachable: ${describeError(error)}`, { cause: error });
    }
  }

  /** Stops the subscriptions still running and the listening, then ends the pool if this store created it. */
  async close(): Promise<void> {
    await this.subscriptions.stopAll();
    await this.listener.close();
    if (this.ownsPool) await this.pool.end();
  }
}
