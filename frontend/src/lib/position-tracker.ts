/**
 * Read-your-writes for the browser: a command answers with the global position of its events, and
 * reads sent soon after ask the query side to wait until its projections have reached that position.
 * Positions are decimal strings of a 64-bit number, so they are compared as bigints.
 */
export interface PositionTracker {
  /** Keeps the position if it is newer than the one kept; ignores anything that is not a position. */
  remember(position: unknown): void;
  /** The newest position while it is recent enough to matter, else undefined. */
  pending(): string | undefined;
}

const POSITION = /^\d{1,20}$/;

export function createPositionTracker(windowMs: number, now: () => number): PositionTracker {
  let newest: { position: bigint; until: number } | undefined;
  return {
    remember(position) {
      if (typeof position !== 'string' || !POSITION.test(position)) return;
      const value = BigInt(position);
      const current = newest && newest.until > now() ? newest.position : undefined;
      newest = { position: current !== undefined && current > value ? current : value, until: now() + windowMs };
    },
    pending() {
      if (!newest || newest.until <= now()) return undefined;
      return newest.position.toString();
    },
  };
}
