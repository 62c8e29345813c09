import type { CaughtUpWait, Position } from './port.js';

/** Announcements of appends (postgres/append-announcements.ts), as a reader that has caught up waits for them. */
export interface WakeUps {
  /** Calls `wake` on every announcement, and when listening (re)starts, until the returned function is called. */
  watch(wake: () => void): () => void;
  /** True while announcements are heard: a reader's poll is then only the fallback. */
  readonly listening: boolean;
  /**
   * Whether an announced transaction lies beyond `position`: it has committed, so its events exist,
   * but a read may not show them yet (readers stop below the oldest transaction still running).
   */
  announcedBeyond(position: Position | undefined): boolean;
}

/** The first wait before reading again for an announced append that a read did not show yet; it doubles up to the poll interval. */
const NOT_VISIBLE_YET_MS = 1;

/**
 * How a reader that has caught up waits before reading again (a subscription, a projection runner):
 * until an append is announced, or its poll interval when none are heard, or the long fallback
 * poll while they are (for an announcement that was lost). A wake-up that comes while the reader
 * reads is kept, so the next wait ends at once: nothing appended is left for the fallback.
 *
 * Under a stream of appends a reader reads at most once in each window of `minIntervalMs`: a
 * wake-up in the window of its last read ends the wait when the next window starts, so what is
 * appended meanwhile is one read (for a projection one batch, one transaction) instead of one per
 * announcement, and the reads of nothing new that announcements of not yet visible transactions
 * cause are fewer. The windows are the same for every reader of a process (they start at multiples
 * of `minIntervalMs`), so readers woken together read together (SharedStoreReads). An append after
 * a quiet spell is read at once.
 */
export class CaughtUpWaiter implements CaughtUpWait {
  private woken = false;
  private closed = false;
  private wakeUp: (() => void) | undefined;
  private notVisibleMs = NOT_VISIBLE_YET_MS;
  /** When the reader last went on to read (Date.now()). */
  private readAt = 0;
  private readonly unwatch: (() => void) | undefined;

  constructor(
    private readonly wakeUps: WakeUps | undefined,
    private readonly pollIntervalMs: number,
    private readonly fallbackPollMs = pollIntervalMs,
    private readonly minIntervalMs = 0,
  ) {
    this.unwatch = wakeUps?.watch(() => {
      this.woken = true;
      this.wakeUp?.();
    });
  }

  after(position: Position | undefined): Promise<void> {
    const ms = this.waitAfter(position);
    return new Promise<void>((resolve) => {
      const done = () => {
        this.wakeUp = undefined;
        // The reader reads next: a wake-up from now on is for what that read may not show.
        this.woken = false;
        this.readAt = Date.now();
        resolve();
      };
      // Reads no sooner than the next shared instant; only close() ends that wait early (an
      // announcement meanwhile is for the read about to happen).
      const readWhenDue = () => {
        const early = this.nextReadAt() - Date.now();
        if (early <= 0 || this.closed) return done();
        const gather = setTimeout(done, early);
        this.wakeUp = () => {
          if (!this.closed) return;
          clearTimeout(gather);
          done();
        };
      };
      if (this.closed) return done();
      if (this.woken) return readWhenDue();
      const timer = setTimeout(readWhenDue, ms);
      this.wakeUp = () => {
        clearTimeout(timer);
        readWhenDue();
      };
    });
  }

  /**
   * The start of the window after the last read's: windows of minIntervalMs, the same for every
   * reader of the process (multiples of it), each with one read at most.
   */
  private nextReadAt(): number {
    const interval = this.minIntervalMs;
    return interval > 0 ? (Math.floor(this.readAt / interval) + 1) * interval : 0;
  }

  close(): void {
    this.closed = true;
    this.unwatch?.();
    this.wakeUp?.();
  }

  /** How long to wait: a short, growing retry while an announced append is not visible yet. */
  private waitAfter(position: Position | undefined): number {
    const { wakeUps } = this;
    if (!wakeUps?.listening) return this.pollIntervalMs;
    if (!wakeUps.announcedBeyond(position)) {
      this.notVisibleMs = NOT_VISIBLE_YET_MS;
      return this.fallbackPollMs;
    }
    const wait = this.notVisibleMs;
    this.notVisibleMs = Math.min(this.notVisibleMs * 2, this.pollIntervalMs);
    return wait;
  }
}
