/**
 * A place in the event store's global ($all) order. For EventStoreDB these are its commit/prepare
 * log positions; for PostgreSQL `commit` is the writing transaction id (xid8) and `prepare` the
 * global sequence. Order is lexicographic on (commit, prepare) in both.
 */
export interface Position {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const comparePositions = (a: Position, b: Position): number =>
  a.commit === b.commit ? (a.prepare === b.prepare ? 0 : a.prepare < b.prepare ? -1 : 1) : a.commit < b.commit ? -1 : 1;

/** Wire form of a position (the X-Position / X-Min-Position headers): "<commit>.<prepare>". */
export const formatPosition = (p: Position): string => `${p.commit}.${p.prepare}`;

export const parsePosition = (text: string): Position | undefined => {
  const match = /^(\d{1,20})\.(\d{1,20})$/.exec(text.trim());
  return match ? { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) } : undefined;
};
