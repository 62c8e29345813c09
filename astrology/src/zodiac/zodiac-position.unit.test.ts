import { NAKSHATRAS, SIGNS } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { navamsaSignIndexOf, zodiacPosition } from './zodiac-position.js';

const dms = (degrees: number, minutes = 0, seconds = 0) => degrees + minutes / 60 + seconds / 3600;

describe('zodiacPosition', () => {
  it('starts the zodiac at Aries, Ashwini pada 1, navamsa Aries, lord Ketu', () => {
    expect(zodiacPosition(0)).toEqual({ longitude: 0, sign: 'Aries', degree: 0, nakshatra: 'Ashwini', nakshatra_lord: 'Ketu', pada: 1, navamsa_sign: 'Aries' });
  });

  it('changes pada every 3°20′ and nakshatra every 13°20′, exactly at the boundary', () => {
    expect(zodiacPosition(dms(3, 20)).pada).toBe(2);
    expect(zodiacPosition(dms(3, 19, 59.99)).pada).toBe(1);
    expect(zodiacPosition(dms(13, 20))).toMatchObject({ nakshatra: 'Bharani', pada: 1, nakshatra_lord: 'Venus' });
    expect(zodiacPosition(dms(13, 19, 59.99))).toMatchObject({ nakshatra: 'Ashwini', pada: 4 });
  });

  it('changes sign every 30°, with the degree counted from the sign', () => {
    expect(zodiacPosition(29.999999)).toMatchObject({ sign: 'Aries', nakshatra: 'Krittika', pada: 1 });
    expect(zodiacPosition(30)).toMatchObject({ sign: 'Taurus', degree: 0, nakshatra: 'Krittika', pada: 2, nakshatra_lord: 'Sun' });
    expect(zodiacPosition(245.5)).toMatchObject({ sign: 'Sagittarius', degree: 5.5, nakshatra: 'Mula' });
  });

  it('ends the zodiac in Pisces, Revati pada 4, navamsa Pisces, lord Mercury', () => {
    expect(zodiacPosition(359.9999)).toMatchObject({ sign: 'Pisces', nakshatra: 'Revati', nakshatra_lord: 'Mercury', pada: 4, navamsa_sign: 'Pisces' });
  });

  it('reduces any longitude to [0, 360)', () => {
    expect(zodiacPosition(360).longitude).toBe(0);
    expect(zodiacPosition(-30)).toMatchObject({ longitude: 330, sign: 'Pisces' });
    expect(zodiacPosition(725)).toMatchObject({ longitude: 5, sign: 'Aries' });
    expect(zodiacPosition(-1e-15).longitude).toBe(0);
  });

  it('puts the gandanta points where Cancer/Leo and Scorpio/Sagittarius meet a nakshatra boundary', () => {
    expect(zodiacPosition(120)).toMatchObject({ sign: 'Leo', nakshatra: 'Magha', pada: 1, nakshatra_lord: 'Ketu' });
    expect(zodiacPosition(240)).toMatchObject({ sign: 'Sagittarius', nakshatra: 'Mula', pada: 1, nakshatra_lord: 'Ketu' });
  });

  it('gives the 27 nakshatras their Vimshottari lords in the order Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury', () => {
    const order = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
    NAKSHATRAS.forEach((nakshatra, index) => {
      expect(zodiacPosition(index * (360 / 27) + 1)).toMatchObject({ nakshatra, nakshatra_lord: order[index % 9] });
    });
  });
});

describe('navamsa', () => {
  // Parashara: navamsas of movable signs start from the sign itself, of fixed signs from the
  // ninth from it, of dual signs from the fifth from it.
  const firstNavamsa = { Aries: 'Aries', Taurus: 'Capricorn', Gemini: 'Libra', Cancer: 'Cancer', Leo: 'Aries', Virgo: 'Capricorn', Libra: 'Libra', Scorpio: 'Cancer', Sagittarius: 'Aries', Capricorn: 'Capricorn', Aquarius: 'Libra', Pisces: 'Cancer' } as const;

  it.each(SIGNS.map((sign, index) => [sign, index] as const))('%s starts its nine navamsas at its classical sign and runs on in order', (sign, index) => {
    const first = SIGNS.indexOf(firstNavamsa[sign]);
    for (let part = 0; part < 9; part += 1) {
      const longitude = index * 30 + part * (10 / 3) + 1;
      expect(SIGNS[navamsaSignIndexOf(longitude)]).toBe(SIGNS[(first + part) % 12]);
    }
  });

  it('makes Aries 0° and Pisces 29°59′ vargottama (same sign in D1 and D9)', () => {
    expect(zodiacPosition(0.5).navamsa_sign).toBe('Aries');
    expect(zodiacPosition(359.9).navamsa_sign).toBe('Pisces');
  });
});
