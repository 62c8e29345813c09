/**
 * Read-your-writes for the browser: a command answers with the global position of its events, and
 * reads sent soon after ask the query side to wait until its projections have reached that position.
 * Positions travel as "<commit>.<prepare>" (contracts' formatPosition), each part a 64-bit decimal,
 * so they are compared part by part as bigints; a bare number counts as its commit part.
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

const POSITION = /^(\d{1,20})(?:\.(\d{1,20}))?$/;

/** The position as its text (sent back as is) and its (commit, prepare) parts (for comparing). */
interface Parsed {
  readonly text: string;
  readonly commit: bigint;
  readonly prepare: bigint;
}

interface Newest {
  readonly position: Parsed;
  readonly until: number;
}

function parse(text: unknown): Parsed | undefined {
  if (typeof text !== 'string') return undefined;
  const match = POSITION.exec(text);
  return match ? { text, commit: BigInt(match[1]!), prepare: BigInt(match[2] ?? '0') } : undefined;
}

const isAfter = (a: Parsed, b: Parsed): boolean => a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);

export function createPositionTracker(windowMs: number, now: () => number, store?: PositionStore): PositionTracker {
  let newest = store ? restore(store) : undefined;
  return {
    remember(position) {
      const value = parse(position);
      if (!value) return;
      const current = newest && newest.until > now() ? newest.position : undefined;
      newest = { position: current !== undefined && isAfter(current, value) ? current : value, until: now() + windowMs };
      try {
        store?.save(JSON.stringify({ position: newest.position.text, until: newest.until }));
      } catch {
        // Storage full or blocked: read-your-writes holds for this page only.
      }
    },
    pending() {
      if (!newest || newest.until <= now()) return undefined;
      return newest.position.text;
    },
  };
}

function restore(store: PositionStore): Newest | undefined {
  try {
    const saved: unknown = JSON.parse(store.load() ?? 'null');
    if (typeof saved !== 'object' || saved === null) return undefined;
    const { position, until } = saved as Record<string, unknown>;
    const parsed = parse(position);
    if (!parsed || typeof until !== 'number') return undefined;
    return { position: parsed, until };
  } catch {
    return undefined;
  }
}
