import { ANY, NO_STREAM, STREAM_EXISTS, WrongExpectedVersionError as EsdbWrongExpectedVersionError } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { WrongExpectedVersionError } from '../port.js';
import { fromEsdbAppendError, fromEsdbCurrentRevision, toEsdbExpectedRevision } from './expected-revision.js';

describe('expected revisions for EventStoreDB', () => {
  it('map to the client constants, and revisions to themselves', () => {
    expect(toEsdbExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toEsdbExpectedRevision('stream_exists')).toBe(STREAM_EXISTS);
    expect(toEsdbExpectedRevision('any')).toBe(ANY);
    expect(toEsdbExpectedRevision(7n)).toBe(7n);
  });

  it('read the current revision back, "no_stream" or -1 meaning no stream', () => {
    expect(fromEsdbCurrentRevision(NO_STREAM)).toBe('no_stream');
    expect(fromEsdbCurrentRevision(-1n)).toBe('no_stream');
    expect(fromEsdbCurrentRevision(4n)).toBe(4n);
  });

  it("turn the client's conflict into the port's, with the actual revision", () => {
    const conflict = new EsdbWrongExpectedVersionError(undefined, { streamName: 'wallet-1', expected: 2n, current: 5n });
    const mapped = fromEsdbAppendError(conflict, 'wallet-1', 2n);
    expect(mapped).toBeInstanceOf(WrongExpectedVersionError);
    expect(mapped).toMatchObject({ stream: 'wallet-1', expected: 2n, actual: 5n });
  });

  it('report a conflict on a missing stream as actual "no_stream"', () => {
    const conflict = new EsdbWrongExpectedVersionError(undefined, { streamName: 'wallet-1', expected: STREAM_EXISTS, current: NO_STREAM });
    expect(fromEsdbAppendError(conflict, 'wallet-1', 'stream_exists')).toMatchObject({ expected: 'stream_exists', actual: 'no_stream' });
  });

  it('let other errors through unchanged', () => {
    const other = new Error('unavailable');
    expect(fromEsdbAppendError(other, 'wallet-1', 'any')).toBe(other);
  });
});
