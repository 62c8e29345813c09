import type pg from 'pg';
import type { WakeUps } from '../caught-up-waiter.js';
import type { Position } from '../port.js';
import { APPENDED_CHANNEL } from './es-append.sql.js';

/**
 * LISTEN/NOTIFY wake-ups for subscriptions (docs/event-store.md, "Subscriptions"). es_append_batch
 * notifies APPENDED_CHANNEL with its transaction id, so the notification is delivered when the
 * appends commit, whoever wrote them and however; every process that follows the store listens
 * there and reads at once instead of waiting for its next poll.
 *
 * Why inside the appending transaction: a notification sent by the writer after its commit cost a
 * statement, a transaction and a round trip per committed batch, 12–15 % of the appends' rate with
 * 32 writers, and a writer that died between its commit and its announcement left its events to
 * the fallback poll. The price: a notifying transaction holds a cluster-wide lock from its commit
 * until the commit is flushed, so two batches cannot share one WAL flush; each batch already
 * shares its flush between its appends (group commit, append-batcher.ts), and no loss showed with
 * two or three batches in flight (bench/README.md, "eventstore").
 */
const LISTEN_SQL = `LISTEN ${APPENDED_CHANNEL}`;

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
