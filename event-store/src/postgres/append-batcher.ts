import type pg from 'pg';
import { assertAppendable } from '../append-preconditions.js';
import type { AppendResult, ExpectedRevision, NewEvent } from '../port.js';
import { writeAppends, type Append } from './append-events.js';

interface PendingAppend extends Append {
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

export interface AppendBatcherOptions {
  /** Most appends in one transaction. */
  readonly maxBatch?: number;
  /** Transactions writing at once, each on a connection of its own. */
  readonly maxInFlight?: number;
}

/**
 * Group commit: appends made while earlier ones are being written wait and then go together, in
 * one call of es_append_batch and one commit, so the commit and the statements, which dominate an
 * append's cost, are shared. Each append still succeeds or fails on its own expected revision.
 *
 * When a batch is cut matters as much as its size. The queue is cut on the event loop's next
 * check phase (setImmediate), not at each append nor when a batch returns: by then every writer
 * answered by the batch that returned, and every request read in the same turn, has queued its
 * next append, so they go together rather than one alone followed by the rest. A lone append
 * waits for no timer. The queue is shared evenly between the free connections so that
 * PostgreSQL works on several batches at once.
 *
 * Appends to one stream are written in the order they were made, one batch at a time: a batch
 * holds at most one append per stream, and takes none of a stream that has one in flight.
 */
export class AppendBatcher {
  private readonly queue: PendingAppend[] = [];
  private readonly streamsInFlight = new Set<string>();
  private inFlight = 0;
  private pumpScheduled = false;
  private readonly maxBatch: number;
  private readonly maxInFlight: number;

  constructor(
    private readonly pool: pg.Pool,
    options: AppendBatcherOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 64;
    this.maxInFlight = options.maxInFlight ?? 2;
  }

  append(stream: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    assertAppendable(stream, events, expectedRevision);
    return new Promise((resolve, reject) => {
      this.queue.push({ stream, events, expectedRevision, resolve, reject });
      this.schedulePump();
    });
  }

  private schedulePump(): void {
    if (this.pumpScheduled || this.queue.length === 0 || this.inFlight >= this.maxInFlight) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    const size = Math.min(this.maxBatch, Math.ceil(this.queue.length / (this.maxInFlight - this.inFlight)));
    while (this.inFlight < this.maxInFlight) {
      const batch = this.takeBatch(size);
      if (batch.length === 0) return;
      this.inFlight += 1;
      for (const append of batch) this.streamsInFlight.add(append.stream);
      void this.write(batch).finally(() => {
        this.inFlight -= 1;
        for (const append of batch) this.streamsInFlight.delete(append.stream);
        this.schedulePump();
      });
    }
  }

  /** The oldest appends, up to `size`, of streams neither in this batch already nor in flight; the rest keep their places. */
  private takeBatch(size: number): PendingAppend[] {
    const batch: PendingAppend[] = [];
    const streams = new Set<string>();
    let kept = 0;
    for (const append of this.queue) {
      if (batch.length < size && !streams.has(append.stream) && !this.streamsInFlight.has(append.stream)) {
        batch.push(append);
        streams.add(append.stream);
      } else {
        this.queue[kept++] = append;
      }
    }
    this.queue.length = kept;
    return batch;
  }

  private async write(batch: readonly PendingAppend[]): Promise<void> {
    let outcomes: Array<AppendResult | Error>;
    try {
      outcomes = await writeAppends(this.pool, batch);
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // Whatever broke the batch (an append mixing stored and new ids, a lost connection) is retried append by
      // append, so one cannot fail the others. Retrying is safe: an append whose events are already stored is a repeat.
      await Promise.all(batch.map((append) => this.write([append])));
      return;
    }
    batch.forEach((append, index) => {
      const outcome = outcomes[index];
      if (outcome instanceof Error) append.reject(outcome);
      else if (outcome) append.resolve(outcome);
      else append.reject(new Error(`es_append_batch returned no row for stream ${append.stream}`));
    });
  }
}
