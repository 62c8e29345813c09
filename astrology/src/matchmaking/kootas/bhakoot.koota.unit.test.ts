import { describe, expect, it } from 'vitest';
import { moonStarAt } from '../moon-star.js';
import { BHAKOOT_POINTS_BY_COUNT, bhakootKoota, signCount } from './bhakoot.koota.js';

const moonIn = (signIndex: number) => moonStarAt(signIndex * 30 + 10);

describe('bhakoot koota', () => {
  it('reads the same from either side: the count n one way is 14 − n the other', () => {
    for (let n = 2; n <= 12; n += 1) expect(BHAKOOT_POINTS_BY_COUNT[n - 1]).toBe(BHAKOOT_POINTS_BY_COUNT[14 - n - 1]);
    for (let a = 0; a < 12; a += 1) {
      for (let b = 0; b < 12; b += 1) {
        const ab = signCount(moonIn(a), moonIn(b));
        expect(signCount(moonIn(b), moonIn(a))).toBe(ab === 1 || ab === 7 ? ab : 14 - ab);
        expect(bhakootKoota(moonIn(a), moonIn(b)).points).toBe(bhakootKoota(moonIn(b), moonIn(a)).points);
      }
    }
  });

  it('makes 2/12, 5/9 and 6/8 the doshas, all else 7 points', () => {
    const doshaCounts = BHAKOOT_POINTS_BY_COUNT.flatMap((points, i) => (points === 0 ? [i + 1] : []));
    expect(doshaCounts).toEqual([2, 5, 6, 8, 9, 12]);
    expect(BHAKOOT_POINTS_BY_COUNT.filter((points) => points === 7)).toHaveLength(6);
  });

  it('names the two Moon signs', () => {
    // Leo boy, Aries girl: Leo is the 5th from Aries.
    expect(bhakootKoota(moonIn(4), moonIn(0))).toEqual({ name: 'bhakoot', points: 0, max: 7, boy: 'Leo', girl: 'Aries' });
    expect(bhakootKoota(moonIn(6), moonIn(0)).points).toBe(7);
  });
});
