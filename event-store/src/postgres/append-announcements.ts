import type pg from 'pg';
import type { WakeUps } from '../caught-up-waiter.js';
import type { Position } from '../port.js';

/**
 * LISTEN/NOTIFY wake-ups for subscriptions (docs/event-store.md, "Subscriptions"). After an append
 * commits, its writer announces the transaction on APPENDED_CHANNEL; every process that follows the
 * store listens there and reads at once instead of waiting for its next poll.
 *
 * Why the writer announces after the commit rather than es_append inside the transaction: a
 * transaction that NOTIFYs takes a cluster-wide lock from its commit until the commit is flushed,
 * so appends that notified would commit one after the other and lose the group commit's shared
 * flushes. An announcement after the commit costs one small statement per committed batch, and
 * none is sent while an earlier one is still on its way (the latest commit is sent next).
 *
 * The announcement's own transaction commits without waiting for its flush (synchronous_commit
 * off for that transaction only, as SET LOCAL would): it stores nothing, a NOTIFY is delivered at
 * commit whether flushed or not, and the events it points to were flushed before it was sent.
 * Waiting cost a WAL flush per committed batch besides the batch's own: 32 writers appended
 * 6–9 % more with it gone (bench/README.md, "eventstore").
 */
export const APPENDED_CHANNEL = 'es_appended';
/** Named, as the store's queries are (queries.sql.ts): sent once per committed batch, so planned once per connection. */
export const ANNOUNCE = {
  name: 'es_announce',
  text: `SELECT set_config('synchronous_commit', 'off', true), pg_notify('${APPENDED_CHANNEL}', $1)`,
} as const;
const LISTEN_SQL = `LISTEN ${APPENDED_CHANNEL}`;

/** The writer's side: tells listeners that a transaction with appended events has committed. */
export class AppendAnnouncer {
  private latest = 0n;
  private announced = 0n;
  private sending: Promise<void> | undefined;

  constructor(private readonly pool: pg.Pool) {}

  /** `commit`: the append's transaction (its position's commit part). */
  announce(commit: bigint): void {
    if (commit > this.latest) this.latest = commit;
    this.sending ??= this.send().finally(() => (this.sending = undefined));
  }

  /** Waits for an announcement on its way, so the pool can end. */
  async settle(): Promise<void> {
    await this.sending;
  }

  private async send(): Promise<void> {
    try {
      while (this.latest > this.announced) {
        const commit = this.latest;
        await this.pool.query({ ...ANNOUNCE, values: [commit.toString()] });
        this.announced = commit;
      }
    } catch {
      // Lost: listeners still read on their fallback poll, and the next append announces again.
    }
  }
}

/** The readers' side: one LISTEN connection per store, shared by all its subscriptions, reconnected when lost. */
export class AppendListener implements WakeUps {
  private client: pg.Client | undefined;
  private heard = false;
  private latest = 0n;
  private readonly wakes = new Set<() => void>();
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly connect: () => pg.Client,
    private readonly reconnectMs = 1000,
  ) {}

  get listening(): boolean {
    return this.heard;
  }

  watch(wake: () => void): () => void {
    this.wakes.add(wake);
    this.listen();
    return () => this.wakes.delete(wake);
  }

  announcedBeyond(position: Position | undefined): boolean {
    return this.latest > (position?.commit ?? 0n);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.heard = false;
    await client?.end().catch(() => undefined);
  }

  private listen(): void {
    if (this.client || this.closed) return;
    const client = this.connect();
    this.client = client;
    client.on('notification', ({ payload }) => {
      const commit = /^\d+$/.test(payload ?? '') ? BigInt(payload!) : 0n;
      if (commit > this.latest) this.latest = commit;
      this.wakeAll();
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client
      .connect()
      .then(() => client.query(LISTEN_SQL))
      .then(() => {
        if (this.client !== client) return;
        this.heard = true;
        // Whatever was announced before now went unheard: everyone reads once.
        this.wakeAll();
      })
      .catch(() => this.lost(client));
  }

  /** Until listening again, subscriptions poll at their short interval. */
  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.heard = false;
    client.end().catch(() => undefined);
    if (!this.closed) this.retry = setTimeout(() => this.listen(), this.reconnectMs);
    this.wakeAll();
  }

  private wakeAll(): void {
    for (const wake of this.wakes) wake();
  }
}
