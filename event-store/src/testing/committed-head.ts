import { vi } from 'vitest';
import { comparePositions, type EventStore } from '../port.js';

/**
 * Waits until readers of `store` see every event committed so far: a projection caught up before
 * then could stop short of what the test has just written (another test file's open transaction
 * holds the newer events back from readers a moment; EventStore.headPosition).
 */
export async function untilCommittedReadable(store: EventStore): Promise<void> {
  const head = await store.committedHeadPosition();
  if (head === undefined) return;
  await vi.waitFor(
    async () => {
      const readable = await store.headPosition();
      if (readable === undefined || comparePositions(readable, head) < 0) throw new Error('events committed before now are not readable yet');
    },
    { timeout: 30_000, interval: 20 },
  );
}
