import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-models/read-model-database.js';
import { moveCheckpoints, type CheckpointMove } from './checkpoints.js';

interface Waiting {
  readonly move: CheckpointMove;
  resolve(moved: boolean): void;
  reject(error: unknown): void;
}

/**
 * The moves past other read models' batches that a process's runners ask for together, written in
 * one statement. Woken by the same append and given the same shared read, most of the 27 runners
 * have nothing to do with the batch: without this each moved its checkpoint in a statement and a
 * commit of its own, most of the projector's PostgreSQL work under a stream of chat messages.
 * What is asked for before the event loop's next check phase goes out together (one runner has one
 * move in flight at most, so a name is there once).
 */
export class CheckpointSkips {
  private waiting: Waiting[] = [];

  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  /** Moves the checkpoint as moveCheckpoints does; resolves whether it moved (it had stayed at `from`). */
  move(move: CheckpointMove): Promise<boolean> {
    return new Promise((resolve, reject) => {
      if (this.waiting.push({ move, resolve, reject }) === 1) setImmediate(() => void this.write());
    });
  }

  private async write(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    try {
      const moved = await moveCheckpoints(
        this.db,
        batch.map(({ move }) => move),
      );
      for (const { move, resolve } of batch) resolve(moved.has(move.name));
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  }
}
