import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateLove } from './calculate-love.js';
import { LOVE_BANDS, loveBandFor } from './love-bands.js';

const love = (name1: string, name2: string) => calculateLove({ name1, name2 });
const name = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 50 });

describe('calculateLove', () => {
  it('pins the method: these answers change only if the method is changed on purpose', () => {
    // FNV-1a of the UTF-8 of "priya+rahul", MurmurHash3-finalised, modulo 101 (docs/astrology-matchmaking.md).
    expect(love('Rahul', 'Priya')).toEqual({ name1: 'Rahul', name2: 'Priya', percentage: 24, band: 'friends', message: LOVE_BANDS[3]?.message });
    expect(love('Shah Rukh', 'Gauri').percentage).toBe(50);
    expect(love('राम', 'सीता').percentage).toBe(54);
  });

  it('gives the same answer for either order, any case, spacing or accents', () => {
    const answer = love('Rahul', 'Priya').percentage;
    expect(love('Priya', 'Rahul').percentage).toBe(answer);
    expect(love('  PRIYA ', 'ra hul').percentage).toBe(answer);
    expect(love('José', 'Zoë').percentage).toBe(love('zoe', 'jose').percentage);
  });

  it('echoes the names as typed, trimmed', () => {
    expect(love('  Rahul ', 'Priya')).toMatchObject({ name1: 'Rahul', name2: 'Priya' });
  });

  it('is deterministic, symmetric and within 0–100 for any names, with the band that percentage falls in', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        const answer = love(a, b);
        expect(Number.isInteger(answer.percentage) && answer.percentage >= 0 && answer.percentage <= 100).toBe(true);
        expect(love(b, a).percentage).toBe(answer.percentage);
        expect(love(a, b)).toEqual(answer);
        expect(answer.band).toBe(loveBandFor(answer.percentage).band);
      }),
    );
  });

  it('spreads couples over all five bands', () => {
    const letters = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 3, maxLength: 10 });
    const bands = new Set(fc.sample(fc.tuple(letters, letters), { numRuns: 500, seed: 8 }).map(([a, b]) => love(a, b).band));
    expect(bands.size).toBe(5);
  });
});

describe('love bands', () => {
  it('cover 0–100 in five bands of about a fifth each', () => {
    expect([0, 20, 21, 40, 41, 60, 61, 80, 81, 100].map((percentage) => loveBandFor(percentage).band)).toEqual([
      'spark',
      'spark',
      'friends',
      'friends',
      'promising',
      'promising',
      'strong',
      'strong',
      'soulmates',
      'soulmates',
    ]);
    expect(new Set(LOVE_BANDS.map((band) => band.message)).size).toBe(5);
  });
});
