import { SharedStoreReads, type CaughtUpWait, type EventStore, type Position, type RecordedEvent } from '@nakshatra/event-store';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-models/read-model-database.js';
import { AdvisoryLocks, projectionLockKey } from './advisory-lock.js';
import { applyDocumentBatch } from './apply-document-batch.js';
import { CheckpointSkips } from './checkpoint-skips.js';
import { moveCheckpoints, openCheckpoint, recordCaughtUp, samePosition } from './checkpoints.js';
import { isOwnRowEvent, isPerUserEvent } from './fold-events.js';
import type { AnyDocumentProjection } from './projection.js';
import { announceReadModelChange } from './read-model-changes.js';

/**
 * Where the runner takes its advisory lock: the process's shared lock connection (the projections
 * service), or, for a tool that runs one projection, a connection of its own on `databaseUrl`.
 */
export type RunnerLocks = { readonly locks: AdvisoryLocks } | { readonly databaseUrl: string };

export type ProjectionRunnerOptions = RunnerLocks & {
  readonly store: EventStore;
  /** The reads of the store this process's runners share (the projections service); a runner alone reads for itself. */
  readonly sharedReads?: SharedStoreReads;
  /** The moves past other read models' batches this process's runners write together; a runner alone writes its own. */
  readonly checkpointSkips?: CheckpointSkips;
  readonly db: Kysely<ReadModelDatabase>;
  readonly projection: AnyDocumentProjection;
  readonly batchSize?: number;
  /**
   * Wait between reads once caught up, where the store does not announce appends (or has lost
   * its announcements); where it does, an announcement wakes the runner (EventStore.caughtUpWait).
   */
  readonly pollIntervalMs?: number;
  /**
   * Under a stream of appends, a caught-up runner reads at most once in each window of this many
   * ms (default 25; EventStore.caughtUpWait): what arrives meanwhile is one batch instead of a
   * batch (a transaction, a read) per append. An append after a quiet spell is applied at once.
   */
  readonly minWakeIntervalMs?: number;
  /** Wait between attempts to become the active instance. */
  readonly standbyRetryMs?: number;
  /** How often a caught-up runner notes so for the health check (default 1000 ms). */
  readonly caughtUpRefreshMs?: number;
  readonly onError?: (error: unknown) => void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Events a runner reads and applies at a time when it is behind (a rebuild, a restart). A rebuild
 * waits on its round trips more than on the cores (1.2–1.3 of 2 busy), so fewer, larger batches go
 * faster: 44,700–47,600 events/s at 2,000, 48,900–53,800 at 5,000, no better at 10,000 or 20,000
 * (100,000 content events, alternating, 2026-11-28). A caught-up runner's batches are what arrived.
 */
export const DEFAULT_PROJECTION_BATCH_SIZE = 5000;

/**
 * Runs one projection: reads events after its checkpoint, applies them in batches and moves the
 * checkpoint in the same transaction. Only the instance holding the projection's advisory lock
 * works; others stand by.
 *
 * The runner remembers where it left its checkpoint instead of reading it before every batch.
 * Every write of the checkpoint is conditional on that position (moveCheckpoints, in a batch's
 * transaction or past others' batches, and the caught-up note), so a checkpoint moved by someone
 * else (a rebuild's reset, another instance) fails the next write: a batch read before it is
 * dropped instead of applied twice, and the runner reads the checkpoint again.
 */
export class ProjectionRunner {
  private readonly locks: AdvisoryLocks;
  private readonly ownsLocks: boolean;
  private readonly lockKey: string;
  private running: Promise<void> | undefined;
  private prefetched: { readonly from: Position; readonly events: Promise<RecordedEvent[]> } | undefined;
  private stopping = false;
  private caughtUpNotedAt = 0;
  /** Where the last step found nothing newer; the wait for appends starts from there. */
  private caughtUpAt: Position | undefined;
  private caughtUp: CaughtUpWait | undefined;
  private readonly reads: SharedStoreReads;
  private readonly skips: CheckpointSkips;
  /** Where this runner last found or left its checkpoint; unset, it reads the checkpoint first. */
  private known: { readonly position: Position | undefined } | undefined;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.reads = options.sharedReads ?? new SharedStoreReads(options.store);
    this.skips = options.checkpointSkips ?? new CheckpointSkips(options.db);
    this.ownsLocks = !('locks' in options);
    this.locks = 'locks' in options ? options.locks : new AdvisoryLocks(options.databaseUrl);
    this.lockKey = projectionLockKey(options.projection.name);
  }

  private get batchSize(): number {
    return this.options.batchSize ?? DEFAULT_PROJECTION_BATCH_SIZE;
  }

  get name(): string {
    return this.options.projection.name;
  }

  get isActive(): boolean {
    return this.locks.holds(this.lockKey);
  }

  async tryBecomeActive(): Promise<boolean> {
    // Newly active (or never): another instance may have moved the checkpoint meanwhile.
    if (!this.locks.holds(this.lockKey)) this.known = undefined;
    return this.locks.tryAcquire(this.lockKey);
  }

  /** Runs in the background until stop(): stands by until it holds the lock, then follows the store. */
  start(): void {
    this.stopping = false;
    this.running ??= this.loop().finally(() => (this.running = undefined));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.caughtUp?.close();
    await this.running;
    await this.locks.release(this.lockKey);
    if (this.ownsLocks) await this.locks.close();
  }

  /** Applies the next batch; returns how many events it consumed (0 when caught up). Needs the lock. */
  async step(): Promise<number> {
    const { db, projection } = this.options;
    this.known ??= { position: (await openCheckpoint(db, projection.name)).position };
    const from = this.known.position;
    const events = await this.read(from);
    if (events.length === 0) {
      this.caughtUpAt = from;
      if (await this.noteCaughtUp(from)) return 0;
      // The checkpoint is not where this runner left it (a rebuild reset it): start from where it is.
      this.known = undefined;
      return this.step();
    }
    const last = events[events.length - 1]!;
    // The next batch is read from the store while this one is written to the read model.
    this.prefetch(last.position);
    const move = { name: projection.name, from, to: last.position, events: events.length, lastRecordedAt: last.recordedAt };
    // Most batches are of other read models' events (27 projections follow one store): those only
    // move the checkpoint, in one statement for all the runners instead of a transaction each.
    const moved = !events.some((event) => isOwnRowEvent(projection, event) || isPerUserEvent(projection, event))
      ? await this.skips.move(move)
      : await db.transaction().execute(async (trx) => {
          // The move first: it holds the checkpoint's row until the batch commits, so a reset or
          // another instance waits for the batch, or the batch finds the checkpoint gone and is dropped.
          if (!(await moveCheckpoints(trx, [move])).has(projection.name)) return false;
          const changed = await applyDocumentBatch(trx, projection, events);
          if (changed.length > 0) await announceReadModelChange(trx, projection.table, changed);
          return true;
        });
    // Not moved: the checkpoint is not where this runner left it; the next step reads where it is.
    this.known = moved ? { position: last.position } : undefined;
    return moved ? events.length : 0;
  }

  /**
   * At most every caughtUpRefreshMs: an idle projector writes a row a second, not one per poll.
   * Returns false when the checkpoint was found elsewhere than at `position`.
   */
  private async noteCaughtUp(position: Position | undefined): Promise<boolean> {
    const now = Date.now();
    if (now - this.caughtUpNotedAt < (this.options.caughtUpRefreshMs ?? 1000)) return true;
    if (!(await recordCaughtUp(this.options.db, this.options.projection.name, position))) return false;
    this.caughtUpNotedAt = now;
    return true;
  }

  private read(from: Position | undefined): Promise<RecordedEvent[]> {
    const prefetched = this.prefetched;
    this.prefetched = undefined;
    if (prefetched && samePosition(prefetched.from, from)) return prefetched.events;
    return this.reads.readAll(from, this.batchSize);
  }

  private prefetch(from: Position): void {
    const events = this.reads.readAll(from, this.batchSize);
    events.catch(() => undefined); // a failed read surfaces when (and if) the batch is used
    this.prefetched = { from, events };
  }

  /** Applies batches until the store has nothing newer, reporting progress after each. */
  async catchUp(onBatch?: (events: number) => void): Promise<void> {
    for (;;) {
      const consumed = await this.step();
      if (consumed === 0) return;
      onBatch?.(consumed);
    }
  }

  private async loop(): Promise<void> {
    const { pollIntervalMs = 50, minWakeIntervalMs = 25, standbyRetryMs = 1000, onError } = this.options;
    // Idle, a runner waits for the store's announcement of an append instead of reading its
    // checkpoint and the store every poll (27 runners per process: thousands of queries a second).
    const caughtUp = (this.caughtUp = this.options.store.caughtUpWait(pollIntervalMs, minWakeIntervalMs));
    try {
      while (!this.stopping) {
        try {
          if (!(await this.tryBecomeActive())) {
            await sleep(standbyRetryMs);
            continue;
          }
          if ((await this.step()) === 0) await caughtUp.after(this.caughtUpAt);
        } catch (error) {
          this.known = undefined;
          onError?.(error);
          await sleep(standbyRetryMs);
        }
      }
    } finally {
      caughtUp.close();
    }
  }
}
