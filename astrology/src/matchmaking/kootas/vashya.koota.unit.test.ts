import { SIGNS } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { moonStarAt, moonStarOfPada } from '../moon-star.js';
import { VASHYA_BY_SIGN, VASHYA_GROUPS, VASHYA_POINTS, vashyaKoota, vashyaOf } from './vashya.koota.js';

describe('vashya koota', () => {
  it('has a group for both halves of every sign; only Sagittarius and Capricorn change at 15°', () => {
    expect(VASHYA_BY_SIGN).toHaveLength(SIGNS.length);
    const changing = VASHYA_BY_SIGN.flatMap(([first, second], sign) => (first === second ? [] : [SIGNS[sign]]));
    expect(changing).toEqual(['Sagittarius', 'Capricorn']);
  });

  it('splits Sagittarius (Manava, then Chatushpada) and Capricorn (Chatushpada, then Jalachara) at exactly 15°00′', () => {
    expect(vashyaOf(moonStarAt(240 + 14.9999))).toBe('Manava');
    expect(vashyaOf(moonStarAt(240 + 15))).toBe('Chatushpada');
    expect(vashyaOf(moonStarAt(270 + 14.9999))).toBe('Chatushpada');
    expect(vashyaOf(moonStarAt(270 + 15))).toBe('Jalachara');
  });

  it('places the two padas that straddle 15° by their middle, which is exactly 15°: the second half', () => {
    // Purva Ashadha 1 spans Sagittarius 13°20′–16°40′; Shravana 2 spans Capricorn 13°20′–16°40′.
    expect(vashyaOf(moonStarOfPada('Purva Ashadha', 1))).toBe('Chatushpada');
    expect(vashyaOf(moonStarOfPada('Shravana', 2))).toBe('Jalachara');
    expect(vashyaOf(moonStarOfPada('Mula', 4))).toBe('Manava');
    expect(vashyaOf(moonStarOfPada('Shravana', 1))).toBe('Chatushpada');
  });

  it('scores 2 within a group, is symmetric, and has the documented row sums', () => {
    expect(VASHYA_POINTS).toHaveLength(VASHYA_GROUPS.length);
    VASHYA_POINTS.forEach((row, i) => {
      expect(row).toHaveLength(VASHYA_GROUPS.length);
      expect(row[i]).toBe(2);
      row.forEach((points, j) => {
        expect([0, 0.5, 1, 2]).toContain(points);
        expect(VASHYA_POINTS[j]?.[i]).toBe(points);
      });
    });
    expect(VASHYA_POINTS.map((row) => row.reduce((sum, points) => sum + points, 0))).toEqual([5.5, 4.5, 5.5, 3.5, 5]);
  });

  it('reads the matrix with the groom as the row', () => {
    const leo = moonStarAt(125); // Vanachara
    const gemini = moonStarAt(65); // Manava
    const cancer = moonStarAt(95); // Jalachara
    expect(vashyaKoota(leo, gemini)).toEqual({ name: 'vashya', points: 0, max: 2, boy: 'Vanachara', girl: 'Manava' });
    expect(vashyaKoota(leo, cancer).points).toBe(1);
    expect(vashyaKoota(moonStarAt(5), leo).points).toBe(0.5);
  });
});
