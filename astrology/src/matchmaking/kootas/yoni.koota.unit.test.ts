import { NAKSHATRAS } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { moonStarOfPada } from '../moon-star.js';
import { YONI_BY_NAKSHATRA, YONI_POINTS, YONIS, yoniKoota } from './yoni.koota.js';

/** The seven pairs of sworn enemies every source agrees on (the only 0s of the table). */
const SWORN_ENEMIES = [
  ['Ashwa', 'Mahisha'],
  ['Gaja', 'Simha'],
  ['Mesha', 'Vanara'],
  ['Sarpa', 'Nakula'],
  ['Shwana', 'Mriga'],
  ['Marjara', 'Mushaka'],
  ['Gau', 'Vyaghra'],
];

describe('yoni koota', () => {
  it('gives each of the 14 animals two of the 27 stars, except Nakula (its second star, Abhijit, is not among them)', () => {
    expect(YONI_BY_NAKSHATRA).toHaveLength(NAKSHATRAS.length);
    for (const yoni of YONIS) expect(YONI_BY_NAKSHATRA.filter((entry) => entry === yoni)).toHaveLength(yoni === 'Nakula' ? 1 : 2);
  });

  it('is a symmetric 14×14 table with 4 on the diagonal and points 0–4', () => {
    expect(YONI_POINTS).toHaveLength(YONIS.length);
    YONI_POINTS.forEach((row, i) => {
      expect(row).toHaveLength(YONIS.length);
      expect(row[i]).toBe(4);
      row.forEach((points, j) => {
        expect(points).toBeGreaterThanOrEqual(0);
        expect(points).toBeLessThanOrEqual(4);
        expect(YONI_POINTS[j]?.[i]).toBe(points);
      });
    });
  });

  it('gives 0 to exactly the sworn enemies, so every animal has one', () => {
    const zeros = YONIS.flatMap((a, i) => YONIS.flatMap((b, j) => (i < j && YONI_POINTS[i]?.[j] === 0 ? [[a, b]] : [])));
    expect(zeros).toEqual(expect.arrayContaining(SWORN_ENEMIES));
    expect(zeros).toHaveLength(SWORN_ENEMIES.length);
  });

  it('scores the two birth stars by their animals', () => {
    // Ashwini (Ashwa) and Anuradha (Mriga): the cell read as 3 where copies of the table disagree.
    expect(yoniKoota(moonStarOfPada('Ashwini', 1), moonStarOfPada('Anuradha', 1))).toEqual({ name: 'yoni', points: 3, max: 4, boy: 'Ashwa', girl: 'Mriga' });
    expect(yoniKoota(moonStarOfPada('Hasta', 1), moonStarOfPada('Dhanishta', 1)).points).toBe(1);
    expect(yoniKoota(moonStarOfPada('Magha', 1), moonStarOfPada('Ashlesha', 1)).points).toBe(0);
  });
});
