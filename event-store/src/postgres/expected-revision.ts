import type { ExpectedRevision } from '../port.js';
import { bigintFromText } from './event-row.js';

/** The p_expected argument of es_append. */
export const expectedRevisionToSql = (expected: ExpectedRevision): string =>
  typeof expected === 'bigint' ? expected.toString() : expected;

/** es_streams keeps -1 for a stream without events; the port calls that 'no_stream'. */
export function actualRevisionFromSql(text: string): bigint | 'no_stream' {
  const revision = bigintFromText(text);
  return revision < 0n ? 'no_stream' : revision;
}
