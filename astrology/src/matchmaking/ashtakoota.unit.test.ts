import { KOOTAS, NAKSHATRAS, type NakshatraName } from '@nakshatra/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ashtakoota } from './ashtakoota.js';
import { moonStarAt, moonStarOfPada } from './moon-star.js';

const pointsOf = (boy: [NakshatraName, number], girl: [NakshatraName, number]) => {
  const score = ashtakoota(moonStarOfPada(...boy), moonStarOfPada(...girl));
  return { points: Object.fromEntries(score.kootas.map((koota) => [koota.name, koota.points])), total: score.total, doshas: score.doshas };
};

/**
 * Golden pairs. Each expectation is derived by hand from the tables in
 * docs/astrology-matchmaking.md (the comment walks through every koota), not from this code.
 */
describe('ashtakoota golden pairs', () => {
  it('Mrigashira 1 boy, Rohini 3 girl: all 36', () => {
    // Both Taurus: varna Vaishya/Vaishya 1; vashya Chatushpada/Chatushpada 2.
    // Tara: Mrigashira is the 2nd from Rohini (Sampat), Rohini the 27th from Mrigashira (Parama Mitra): 3.
    // Yoni Sarpa/Sarpa 4; graha maitri Venus/Venus 5; gana Deva groom, Manushya bride 6;
    // bhakoot same sign 7; nadi Madhya/Antya 8. With the sides swapped the gana gives 5: 35.
    expect(pointsOf(['Mrigashira', 1], ['Rohini', 3])).toEqual({
      points: { varna: 1, vashya: 2, tara: 3, yoni: 4, graha_maitri: 5, gana: 6, bhakoot: 7, nadi: 8 },
      total: 36,
      doshas: { bhakoot: false, nadi: false },
    });
    expect(pointsOf(['Rohini', 3], ['Mrigashira', 1]).total).toBe(35);
  });

  it('Ashwini 1 boy, Bharani 1 girl: 34 of 36', () => {
    // Both Aries: varna Kshatriya/Kshatriya 1; vashya Chatushpada/Chatushpada 2.
    // Tara: Ashwini is the 27th from Bharani (Parama Mitra), Bharani the 2nd from Ashwini (Sampat): 3.
    // Yoni Ashwa/Gaja 2; graha maitri Mars/Mars 5; gana Deva groom, Manushya bride 6;
    // bhakoot same sign 7; nadi Adi/Madhya 8. 1+2+3+2+5+6+7+8 = 34.
    expect(pointsOf(['Ashwini', 1], ['Bharani', 1])).toEqual({
      points: { varna: 1, vashya: 2, tara: 3, yoni: 2, graha_maitri: 5, gana: 6, bhakoot: 7, nadi: 8 },
      total: 34,
      doshas: { bhakoot: false, nadi: false },
    });
  });

  it('Rohini 2 boy, Jyeshtha 3 girl: 22.5, and 23.5 with the sides swapped (varna is one-way)', () => {
    // Taurus boy (Vaishya) below Scorpio girl (Brahmin): varna 0. Vashya Chatushpada/Keeta 1.
    // Tara: Rohini is the 14th from Jyeshtha (Pratyari, bad), Jyeshtha the 15th from Rohini (Sadhaka): 1.5.
    // Yoni Sarpa/Mriga 2; graha maitri Venus/Mars, neutral both ways, 3; gana Manushya/Rakshasa 0;
    // bhakoot Taurus/Scorpio are 7th from each other 7; nadi Antya/Adi 8. Total 22.5.
    expect(pointsOf(['Rohini', 2], ['Jyeshtha', 3])).toEqual({
      points: { varna: 0, vashya: 1, tara: 1.5, yoni: 2, graha_maitri: 3, gana: 0, bhakoot: 7, nadi: 8 },
      total: 22.5,
      doshas: { bhakoot: false, nadi: false },
    });
    // Swapped, the Brahmin groom is above the Vaishya bride: varna 1; gana Rakshasa/Manushya is 0 too. Total 23.5.
    expect(pointsOf(['Jyeshtha', 3], ['Rohini', 2]).total).toBe(23.5);
  });

  it('Ashwini 1 boy, Hasta 1 girl: 10, with both the bhakoot (6/8) and the nadi dosha', () => {
    // Aries boy Kshatriya over Virgo girl Vaishya: varna 1. Vashya Chatushpada/Manava 1.
    // Tara: Ashwini is the 16th from Hasta (Vadha, bad), Hasta the 13th from Ashwini (Kshema): 1.5.
    // Yoni Ashwa/Mahisha, sworn enemies, 0. Graha maitri Mars (enemy of Mercury) / Mercury (neutral to Mars) 0.5.
    // Gana Deva/Deva 6. Bhakoot: Aries is the 8th from Virgo, 6/8: 0. Nadi Adi/Adi 0. Total 10.
    expect(pointsOf(['Ashwini', 1], ['Hasta', 1])).toEqual({
      points: { varna: 1, vashya: 1, tara: 1.5, yoni: 0, graha_maitri: 0.5, gana: 6, bhakoot: 0, nadi: 0 },
      total: 10,
      doshas: { bhakoot: true, nadi: true },
    });
  });

  it('the same star in two signs, Punarvasu 4 boy (Cancer) and Punarvasu 1 girl (Gemini): 15.5', () => {
    // Cancer Brahmin over Gemini Shudra: varna 1. Vashya Jalachara/Manava 0.5.
    // Tara: the same star is Janma both ways, not an inauspicious tara: 3. Yoni Marjara/Marjara 4.
    // Graha maitri Moon (counts Mercury a friend) / Mercury (counts the Moon an enemy) 1. Gana Deva/Deva 6.
    // Bhakoot: Cancer is the 2nd from Gemini, 2/12: 0. Nadi Adi/Adi 0. Total 15.5.
    expect(pointsOf(['Punarvasu', 4], ['Punarvasu', 1])).toEqual({
      points: { varna: 1, vashya: 0.5, tara: 3, yoni: 4, graha_maitri: 1, gana: 6, bhakoot: 0, nadi: 0 },
      total: 15.5,
      doshas: { bhakoot: true, nadi: true },
    });
  });

  it('Magha 1 boy, Ashwini 1 girl: a 5/9 bhakoot dosha alone, 20.5', () => {
    // Leo Kshatriya and Aries Kshatriya: varna 1. Vashya Vanachara/Chatushpada 0.5.
    // Tara: Magha is the 10th from Ashwini and Ashwini the 19th from Magha, Janma both ways: 3.
    // Yoni Mushaka/Ashwa 2. Graha maitri Sun/Mars, friends both ways, 5. Gana Rakshasa groom, Deva bride 1.
    // Bhakoot: Leo is the 5th from Aries, 5/9: 0. Nadi Antya/Adi 8. Total 1+0.5+3+2+5+1+0+8 = 20.5.
    expect(pointsOf(['Magha', 1], ['Ashwini', 1])).toEqual({
      points: { varna: 1, vashya: 0.5, tara: 3, yoni: 2, graha_maitri: 5, gana: 1, bhakoot: 0, nadi: 8 },
      total: 20.5,
      doshas: { bhakoot: true, nadi: false },
    });
  });
});

describe('ashtakoota over every pair', () => {
  const everyPada = NAKSHATRAS.flatMap((nakshatra) => [1, 2, 3, 4].map((pada) => moonStarOfPada(nakshatra, pada)));

  it('keeps every koota within its maximum and the total within 0–36 for all 108 × 108 pada pairs', () => {
    const expectedKootas = KOOTAS.map((koota) => `${koota.name}/${koota.max}`).join(' ');
    const faults: string[] = [];
    for (const boy of everyPada) {
      for (const girl of everyPada) {
        const { kootas, total } = ashtakoota(boy, girl);
        const inRange = kootas.every((koota) => koota.points >= 0 && koota.points <= koota.max);
        const sum = kootas.reduce((points, koota) => points + koota.points, 0);
        const ordered = kootas.map((koota) => `${koota.name}/${koota.max}`).join(' ') === expectedKootas;
        if (!inRange || !ordered || total !== sum || total < 0 || total > 36 || !Number.isInteger(total * 2)) faults.push(`${boy.longitude} ${girl.longitude}`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('keeps totals in range for any two Moon longitudes', () => {
    const longitude = fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true });
    fc.assert(
      fc.property(longitude, longitude, (boy, girl) => {
        const { total, doshas, kootas } = ashtakoota(moonStarAt(boy), moonStarAt(girl));
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(36);
        expect(doshas.nadi).toBe(kootas[7]?.points === 0);
      }),
    );
  });
});
