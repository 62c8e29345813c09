import { comparePositions, parsePosition } from '@nakshatra/contracts';
import { refuseField } from '@nakshatra/platform';
import { readCheckpoint, type ReadModelDatabase } from '@nakshatra/projections';
import type { Kysely } from 'kysely';

export const READ_YOUR_WRITES_TIMEOUT_MS = 2000;
const POLL_MS = 15;

/**
 * Read-your-writes: a read that sends X-Min-Position (the position a command answered with) waits,
 * at most two seconds, until the projections behind it have applied that position. Returns whether
 * they did; after the timeout the read answers with what is there.
 */
export async function waitForProjections(
  db: Kysely<ReadModelDatabase>,
  projections: readonly string[],
  minPosition: string | undefined,
  timeoutMs = READ_YOUR_WRITES_TIMEOUT_MS,
): Promise<boolean> {
  if (minPosition === undefined) return true;
  const wanted = parsePosition(minPosition);
  if (!wanted) throw refuseField('X-Min-Position', 'field.position');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const checkpoints = await Promise.all(projections.map((name) => readCheckpoint(db, name)));
    if (checkpoints.every((checkpoint) => checkpoint?.position && comparePositions(checkpoint.position, wanted) >= 0)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
