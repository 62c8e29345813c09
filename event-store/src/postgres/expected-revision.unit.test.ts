import { describe, expect, it } from 'vitest';
import { actualRevisionFromSql, expectedRevisionToSql } from './expected-revision.js';

describe('expected revisions for es_append', () => {
  it('pass the named expectations through and write revisions in decimal', () => {
    expect(expectedRevisionToSql('no_stream')).toBe('no_stream');
    expect(expectedRevisionToSql('stream_exists')).toBe('stream_exists');
    expect(expectedRevisionToSql('any')).toBe('any');
    expect(expectedRevisionToSql(0n)).toBe('0');
    expect(expectedRevisionToSql(2n ** 62n)).toBe('4611686018427387904');
  });

  it('read the actual revision back, -1 meaning no stream', () => {
    expect(actualRevisionFromSql('-1')).toBe('no_stream');
    expect(actualRevisionFromSql('0')).toBe(0n);
    expect(actualRevisionFromSql('9007199254740993')).toBe(9007199254740993n);
  });
});
