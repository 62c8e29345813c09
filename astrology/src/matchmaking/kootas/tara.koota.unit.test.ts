import { NAKSHATRAS } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { moonStarOfPada } from '../moon-star.js';
import { INAUSPICIOUS_TARAS, taraCounted, taraKoota } from './tara.koota.js';

const star = (index: number) => moonStarOfPada(NAKSHATRAS[index] ?? 'Ashwini', 1);

describe('tara koota', () => {
  it('counts the nine taras three times round the 27 stars, the starting star being Janma', () => {
    const fromAshwini = NAKSHATRAS.map((_, index) => taraCounted(star(0), star(index)));
    expect(fromAshwini.slice(0, 9)).toEqual(['Janma', 'Sampat', 'Vipat', 'Kshema', 'Pratyari', 'Sadhaka', 'Vadha', 'Mitra', 'Parama Mitra']);
    expect(fromAshwini.slice(9, 18)).toEqual(fromAshwini.slice(0, 9));
    expect(fromAshwini.slice(18, 27)).toEqual(fromAshwini.slice(0, 9));
    // Counting wraps: Ashwini is the 27th star from Bharani, a Parama Mitra tara.
    expect(taraCounted(star(1), star(0))).toBe('Parama Mitra');
  });

  it('finds 9 of the 27 stars inauspicious (3rd, 5th, 7th of each round) from any star', () => {
    for (const from of NAKSHATRAS.keys()) {
      const inauspicious = NAKSHATRAS.filter((_, to) => INAUSPICIOUS_TARAS.has(taraCounted(star(from), star(to))));
      expect(inauspicious).toHaveLength(9);
    }
  });

  it('gives 1.5 points per auspicious direction, the same whichever side is the boy', () => {
    for (const a of NAKSHATRAS.keys()) {
      for (const b of NAKSHATRAS.keys()) {
        const koota = taraKoota(star(a), star(b));
        expect([0, 1.5, 3]).toContain(koota.points);
        expect(taraKoota(star(b), star(a)).points).toBe(koota.points);
      }
    }
    // Rohini boy, Jyeshtha girl: Rohini is the 14th from Jyeshtha (Pratyari), Jyeshtha the 15th from Rohini (Sadhaka).
    expect(taraKoota(star(3), star(17))).toEqual({ name: 'tara', points: 1.5, max: 3, boy: 'Pratyari', girl: 'Sadhaka' });
  });
});
