import { randomUUID } from 'node:crypto';

/**
 * The in-memory transaction log behind FakeEventStoreDbServer: EventStoreDB's rules for appends
 * (expected versions, idempotency) and reads (streams, $all), with no gRPC in sight.
 */

export interface StoredEvent {
  readonly id: string;
  readonly stream: string;
  readonly revision: bigint;
  /** Log position: commit and prepare alike, as for every event written outside an explicit transaction. */
  readonly position: bigint;
  readonly type: string;
  readonly contentType: string;
  readonly data: Uint8Array;
  readonly metadata: Uint8Array;
  /** .NET ticks (100 ns) since the Unix epoch, which is how the server sends "created". */
  readonly created: bigint;
}

export type ProposedEvent = Pick<StoredEvent, 'id' | 'type' | 'contentType' | 'data' | 'metadata'>;

export type ExpectedVersion = bigint | 'any' | 'no_stream' | 'stream_exists';

/** `currentRevision` is undefined for a stream that does not exist. */
export type AppendOutcome =
  | { readonly ok: true; readonly currentRevision: bigint | undefined; readonly position: bigint | undefined; readonly idempotent: boolean }
  | { readonly ok: false; readonly currentRevision: bigint | undefined };

export interface AllPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export type Direction = 'forwards' | 'backwards';

/** Where the server writes its statistics; the fake writes there after every append (see append). */
const STATS_STREAM = '$stats-127.0.0.1:2113';

export class FakeEventStoreDbLog {
  private readonly all: StoredEvent[] = [];
  private readonly streams = new Map<string, StoredEvent[]>();
  private readonly listeners = new Set<(event: StoredEvent) => void>();
  private end = 0n;

  constructor() {
    // A fresh node's $all does not start empty: the server has already written its default users.
    this.write('$user-admin', [systemEvent('$UserCreated')]);
    this.write('$user-ops', [systemEvent('$UserCreated')]);
  }

  /** EventStoreDB's IndexWriter.CheckCommit, then the write (or not). */
  append(stream: string, expected: ExpectedVersion, events: readonly ProposedEvent[]): AppendOutcome {
    const stored = this.streams.get(stream) ?? [];
    const current = stored.length === 0 ? undefined : BigInt(stored.length - 1);
    const conflict = { ok: false, currentRevision: current } as const;
    if (expected === 'stream_exists' && current === undefined) return conflict;

    if (expected === 'any' || expected === 'stream_exists') {
      // Idempotent if the first event is already in the stream, and then all must be; a new first event means a new write.
      const already = events.map((event) => stored.find((candidate) => candidate.id === event.id));
      if (already[0]) return already.every(Boolean) ? this.alreadyWritten(already.at(-1)!) : conflict;
      return this.written(stream, events);
    }

    const expectedRevision = expected === 'no_stream' ? -1n : expected;
    const last = current ?? -1n;
    if (expectedRevision < last) {
      // Idempotent only if the events after the expected revision are exactly these ones; anything else conflicts.
      const already = events.map((event, index) => stored[Number(expectedRevision) + 1 + index]);
      const same = events.every((event, index) => already[index]?.id === event.id);
      return same && events.length > 0 ? this.alreadyWritten(already.at(-1)!) : conflict;
    }
    return expectedRevision > last ? conflict : this.written(stream, events);
  }

  /** Undefined when the stream does not exist. `from` is inclusive in both directions. */
  readStream(stream: string, from: bigint | 'start' | 'end', direction: Direction, count: number): StoredEvent[] | undefined {
    const stored = this.streams.get(stream);
    if (!stored) return undefined;
    if (direction === 'forwards') {
      const first = from === 'start' ? 0n : from === 'end' ? BigInt(stored.length) : from;
      return stored.filter((event) => event.revision >= first).slice(0, count);
    }
    const first = from === 'end' ? BigInt(stored.length) : from === 'start' ? 0n : from;
    return stored.filter((event) => event.revision <= first).reverse().slice(0, count);
  }

  /** Forwards from a position includes the event there; backwards from it does not (it reads what lies before). */
  readAll(from: AllPosition | 'start' | 'end', direction: Direction, count: number): StoredEvent[] {
    if (direction === 'forwards') {
      if (from === 'end') return [];
      return this.all.filter((event) => from === 'start' || comparePosition(event.position, from) >= 0).slice(0, count);
    }
    if (from === 'start') return [];
    return this.all.filter((event) => from === 'end' || comparePosition(event.position, from) < 0).reverse().slice(0, count);
  }

  /** Calls the listener with every event written from now on, in log order; returns its removal. */
  onWritten(listener: (event: StoredEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private written(stream: string, events: readonly ProposedEvent[]): AppendOutcome {
    const recorded = this.write(stream, events);
    // A real node keeps writing system events of its own ($statsCollected every 30 s, among others), so
    // user events on $all have system events between and after them. The fake writes one after every
    // append, which makes the adapter's skipping of system events matter in every read of $all.
    if (!stream.startsWith('$')) this.write(STATS_STREAM, [systemEvent('$statsCollected')]);
    const last = recorded.at(-1);
    const current = this.streams.get(stream)?.length;
    return { ok: true, currentRevision: current ? BigInt(current - 1) : undefined, position: last?.position, idempotent: false };
  }

  /** The server answers a repeated write with the revision and position of the repeat's last event. */
  private alreadyWritten(last: StoredEvent): AppendOutcome {
    return { ok: true, currentRevision: last.revision, position: last.position, idempotent: true };
  }

  private write(stream: string, events: readonly ProposedEvent[]): StoredEvent[] {
    const stored = this.streams.get(stream) ?? [];
    this.streams.set(stream, stored);
    const created = BigInt(Date.now()) * 10_000n;
    const recorded = events.map((event): StoredEvent => {
      const record: StoredEvent = { ...event, stream, revision: BigInt(stored.length), position: this.end, created };
      // Positions are byte offsets in the transaction file: they grow by the record's size, not by one.
      this.end += BigInt(64 + stream.length + event.type.length + event.data.length + event.metadata.length);
      stored.push(record);
      this.all.push(record);
      return record;
    });
    for (const event of recorded) for (const listener of this.listeners) listener(event);
    return recorded;
  }
}

/** TFPos order: commit position first, then prepare position. */
export function comparePosition(position: bigint, to: AllPosition): number {
  if (position !== to.commit) return position < to.commit ? -1 : 1;
  return position === to.prepare ? 0 : position < to.prepare ? -1 : 1;
}

function systemEvent(type: string): ProposedEvent {
  return { id: randomUUID(), type, contentType: 'application/json', data: Buffer.from('{}'), metadata: new Uint8Array() };
}
