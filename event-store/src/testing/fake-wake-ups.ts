import type { Position } from '../port.js';
import type { WakeUps } from '../caught-up-waiter.js';

/** Announcements as append-announcements.ts hears them, in memory: `announce` is a writer's commit heard. */
export class FakeWakeUps implements WakeUps {
  listening = true;
  private latest = 0n;
  private readonly wakes = new Set<() => void>();
  watch(wake: () => void): () => void {
    this.wakes.add(wake);
    return () => this.wakes.delete(wake);
  }
  announcedBeyond(position: Position | undefined): boolean {
    return this.latest > (position?.commit ?? 0n);
  }
  announce(commit: bigint): void {
    if (commit > this.latest) this.latest = commit;
    this.wakes.forEach((wake) => wake());
  }
  get watchers(): number {
    return this.wakes.size;
  }
}
