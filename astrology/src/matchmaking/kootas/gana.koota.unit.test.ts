import { NAKSHATRAS } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { moonStarOfPada } from '../moon-star.js';
import { GANA_BY_NAKSHATRA, GANA_POINTS, GANAS, ganaKoota } from './gana.koota.js';

describe('gana koota', () => {
  it('gives nine stars to each gana', () => {
    expect(GANA_BY_NAKSHATRA).toHaveLength(NAKSHATRAS.length);
    for (const gana of GANAS) expect(GANA_BY_NAKSHATRA.filter((entry) => entry === gana)).toHaveLength(9);
  });

  it('scores 6 for the same gana, 0 for Manushya with Rakshasa either way, 1 for Deva with Rakshasa either way', () => {
    GANAS.forEach((_, i) => expect(GANA_POINTS[i]?.[i]).toBe(6));
    expect([GANA_POINTS[1]?.[2], GANA_POINTS[2]?.[1]]).toEqual([0, 0]);
    expect([GANA_POINTS[0]?.[2], GANA_POINTS[2]?.[0]]).toEqual([1, 1]);
  });

  it('is symmetric except Deva–Manushya, where the groom below the bride loses a point', () => {
    const asymmetric = GANAS.flatMap((boy, i) => GANAS.flatMap((girl, j) => (GANA_POINTS[i]?.[j] === GANA_POINTS[j]?.[i] ? [] : [`${boy}/${girl}`])));
    expect(asymmetric).toEqual(['Deva/Manushya', 'Manushya/Deva']);
    expect(ganaKoota(moonStarOfPada('Ashwini', 1), moonStarOfPada('Bharani', 1))).toEqual({ name: 'gana', points: 6, max: 6, boy: 'Deva', girl: 'Manushya' });
    expect(ganaKoota(moonStarOfPada('Bharani', 1), moonStarOfPada('Ashwini', 1)).points).toBe(5);
  });
});
