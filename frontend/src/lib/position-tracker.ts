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

/**
 * Where the tracker keeps its newest position, so that it outlives a full page load: login and
 * logout end in one, and the reads of the next page must still see the write made just before.
 */
export interface PositionStore {
  load(): string | null;
  save(value: string): void;
}

const POSITION = /^\d{1,20}$/;

interface Newest {
  readonly position: bigint;
  readonly until: number;
}

export function createPositionTracker(windowMs: number, now: () => number, store?: PositionStore): PositionTracker {
  let newest = store ? restore(store) : undefined;
  return {
    remember(position) {
      if (typeof position !== 'string' || !POSITION.test(position)) return;
      const value = BigInt(position);
      const current = newest && newest.until > now() ? newest.position : undefined;
      newest = { position: current !== undefined && current > value ? current : value, until: now() + windowMs };
      try {
        store?.save(JSON.stringify({ position: newest.position.toString(), until: newest.until }));
      } catch {
        // Storage full or blocked: read-your-writes holds for this page only.
      }
    },
    pending() {
      if (!newest || newest.until <= now()) return undefined;
      return newest.position.toString();
    },
  };
}

function restore(store: PositionStore): Newest | undefined {
  try {
    const saved: unknown = JSON.parse(store.load() ?? 'null');
    if (typeof saved !== 'object' || saved === null) return undefined;
    const { position, until } = saved as Record<string, unknown>;
    if (typeof position !== 'string' || !POSITION.test(position) || typeof until !== 'number') return undefined;
    return { position: BigInt(position), until };
  } catch {
    return undefined;
  }
}
