import { NAKSHATRAS } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { moonStarOfPada } from '../moon-star.js';
import { NADI_BY_NAKSHATRA, NADIS, nadiKoota } from './nadi.koota.js';

describe('nadi koota', () => {
  it('snakes through the stars Adi, Madhya, Antya, Antya, Madhya, Adi, nine stars each', () => {
    const pattern = ['Adi', 'Madhya', 'Antya', 'Antya', 'Madhya', 'Adi'];
    expect(NADI_BY_NAKSHATRA).toEqual(NAKSHATRAS.map((_, index) => pattern[index % 6]));
    for (const nadi of NADIS) expect(NADI_BY_NAKSHATRA.filter((entry) => entry === nadi)).toHaveLength(9);
  });

  it('gives 8 to different nadis and 0 (the nadi dosha) to the same one', () => {
    expect(nadiKoota(moonStarOfPada('Ashwini', 1), moonStarOfPada('Bharani', 1))).toEqual({ name: 'nadi', points: 8, max: 8, boy: 'Adi', girl: 'Madhya' });
    expect(nadiKoota(moonStarOfPada('Ashwini', 1), moonStarOfPada('Jyeshtha', 2)).points).toBe(0);
  });
});
