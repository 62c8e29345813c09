import { describe, expect, it } from 'vitest';
import { comparePositions, formatPosition, parsePosition } from './port.js';

const beyondDoubles = 2n ** 53n + 1n;

describe('positions', () => {
  it('order by commit, then by prepare', () => {
    expect(comparePositions({ commit: 1n, prepare: 9n }, { commit: 2n, prepare: 0n })).toBeLessThan(0);
    expect(comparePositions({ commit: 2n, prepare: 0n }, { commit: 1n, prepare: 9n })).toBeGreaterThan(0);
    expect(comparePositions({ commit: 2n, prepare: 3n }, { commit: 2n, prepare: 4n })).toBeLessThan(0);
    expect(comparePositions({ commit: 2n, prepare: 4n }, { commit: 2n, prepare: 3n })).toBeGreaterThan(0);
    expect(comparePositions({ commit: 2n, prepare: 3n }, { commit: 2n, prepare: 3n })).toBe(0);
  });

  it('tell apart values that doubles would round together', () => {
    expect(comparePositions({ commit: beyondDoubles, prepare: 0n }, { commit: beyondDoubles - 1n, prepare: 0n })).toBeGreaterThan(0);
    expect(comparePositions({ commit: 1n, prepare: beyondDoubles }, { commit: 1n, prepare: beyondDoubles - 1n })).toBeGreaterThan(0);
  });

  it('format as "<commit>.<prepare>" and parse back exactly', () => {
    const position = { commit: 2n ** 64n - 1n, prepare: beyondDoubles };
    expect(formatPosition({ commit: 12n, prepare: 345n })).toBe('12.345');
    expect(parsePosition(formatPosition(position))).toEqual(position);
    expect(parsePosition(' 7.8 ')).toEqual({ commit: 7n, prepare: 8n });
  });

  it('parse nothing from malformed text', () => {
    for (const text of ['', '12', '12.', '.3', '1.2.3', '-1.2', '1.-2', 'a.b', '1e3.4', '123456789012345678901.0']) {
      expect(parsePosition(text), text).toBeUndefined();
    }
  });
});
