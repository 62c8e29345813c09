import { SIGNS } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { moonStarAt } from '../moon-star.js';
import { VARNA_BY_SIGN, VARNAS, varnaKoota } from './varna.koota.js';

/** A Moon at 10° into the sign. */
const moonIn = (signIndex: number) => moonStarAt(signIndex * 30 + 10);

describe('varna koota', () => {
  it('gives each sign the varna of its element: water Brahmin, fire Kshatriya, earth Vaishya, air Shudra', () => {
    expect(VARNA_BY_SIGN).toHaveLength(SIGNS.length);
    const byElement = { fire: [0, 4, 8], earth: [1, 5, 9], air: [2, 6, 10], water: [3, 7, 11] };
    expect(byElement.water.map((sign) => VARNA_BY_SIGN[sign])).toEqual(['Brahmin', 'Brahmin', 'Brahmin']);
    expect(byElement.fire.map((sign) => VARNA_BY_SIGN[sign])).toEqual(['Kshatriya', 'Kshatriya', 'Kshatriya']);
    expect(byElement.earth.map((sign) => VARNA_BY_SIGN[sign])).toEqual(['Vaishya', 'Vaishya', 'Vaishya']);
    expect(byElement.air.map((sign) => VARNA_BY_SIGN[sign])).toEqual(['Shudra', 'Shudra', 'Shudra']);
  });

  it('gives the point exactly when the groom is not below the bride (10 of the 16 varna pairs)', () => {
    const representative = (varna: (typeof VARNAS)[number]) => moonIn(VARNA_BY_SIGN.indexOf(varna));
    let pairsWithPoint = 0;
    for (const [boyRank, boyVarna] of VARNAS.entries()) {
      for (const [girlRank, girlVarna] of VARNAS.entries()) {
        const koota = varnaKoota(representative(boyVarna), representative(girlVarna));
        expect(koota).toEqual({ name: 'varna', points: boyRank <= girlRank ? 1 : 0, max: 1, boy: boyVarna, girl: girlVarna });
        pairsWithPoint += koota.points;
      }
    }
    expect(pairsWithPoint).toBe(4 + 3 + 2 + 1);
  });
});
