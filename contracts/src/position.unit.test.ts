import { describe, expect, it } from 'vitest';
import { comparePositions, formatPosition, parsePosition } from './position.js';

describe('positions', () => {
  it('round-trip through their wire form', () => {
    const position = { commit: 18446744073709551615n, prepare: 42n };
    expect(parsePosition(formatPosition(position))).toEqual(position);
  });

  it('reject anything else', () => {
    for (const text of ['', '1', '1.', '.1', '1.2.3', '-1.2', 'a.b', '1.2 ; drop']) expect(parsePosition(text), text).toBeUndefined();
  });

  it('order by commit, then prepare', () => {
    expect(comparePositions({ commit: 1n, prepare: 9n }, { commit: 2n, prepare: 1n })).toBe(-1);
    expect(comparePositions({ commit: 2n, prepare: 3n }, { commit: 2n, prepare: 1n })).toBe(1);
    expect(comparePositions({ commit: 2n, prepare: 3n }, { commit: 2n, prepare: 3n })).toBe(0);
  });
});
