import { ANY, NO_STREAM, STREAM_EXISTS, WrongExpectedVersionError as EsdbWrongExpectedVersionError, type AppendExpectedRevision, type CurrentRevision } from '@eventstore/db-client';
import { WrongExpectedVersionError, type ExpectedRevision } from '../port.js';

export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return expected;
  }
}

/** Older servers report a missing stream as revision -1 rather than "no_stream". */
export const fromEsdbCurrentRevision = (current: CurrentRevision): bigint | 'no_stream' =>
  current === NO_STREAM || current < 0n ? 'no_stream' : current;

/** The client's conflict error becomes the port's; anything else passes through unchanged. */
export const fromEsdbAppendError = (error: unknown, stream: string, expected: ExpectedRevision): unknown =>
  error instanceof EsdbWrongExpectedVersionError ? new WrongExpectedVersionError(stream, expected, fromEsdbCurrentRevision(error.actualVersion)) : error;
