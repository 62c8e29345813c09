import { describe, expect, it } from 'vitest';
import { KeyLines } from './key-lines.js';

describe('key lines', () => {
  const lines = KeyLines.of(['pune', 'puri', 'pu', 'patna']);

  it('finds each line that starts with a prefix, not lines that merely contain it', () => {
    const found: number[] = [];
    lines.forEachStartingWith('pu', (line) => found.push(line));
    expect(found).toEqual([0, 1, 2]);
    found.length = 0;
    lines.forEachStartingWith('na', (line) => found.push(line));
    expect(found).toEqual([]);
  });

  it('knows the length and start of each line, and the line of any position', () => {
    expect([0, 1, 2, 3].map((line) => lines.lengthOf(line))).toEqual([4, 4, 2, 5]);
    const patna = lines.text.indexOf('tna');
    expect(lines.lineAt(patna)).toBe(3);
    expect(lines.startOf(3)).toBe(patna - 2);
  });

  it('holds no lines when given none', () => {
    expect(KeyLines.of([]).count).toBe(0);
  });
});
