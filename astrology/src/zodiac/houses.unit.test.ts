import { GRAHAS, type GrahaName } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { divisionalChart, wholeSignHouse } from './houses.js';

describe('wholeSignHouse', () => {
  it('counts signs from the ascendant sign, which is house 1', () => {
    expect(wholeSignHouse(7, 7)).toBe(1);
    expect(wholeSignHouse(8, 7)).toBe(2);
    expect(wholeSignHouse(6, 7)).toBe(12);
    expect(wholeSignHouse(1, 7)).toBe(7);
    expect(wholeSignHouse(0, 11)).toBe(2);
  });
});

describe('divisionalChart', () => {
  const signs: Record<GrahaName, number> = { Sun: 6, Moon: 1, Mars: 9, Mercury: 6, Jupiter: 3, Venus: 7, Saturn: 6, Rahu: 8, Ketu: 2 };
  const chart = divisionalChart('D1', 7, signs);

  it('lists twelve houses from the ascendant sign, in order', () => {
    expect(chart.ascendant_sign).toBe('Scorpio');
    expect(chart.houses.map((house) => house.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(chart.houses.map((house) => house.sign)).toEqual(['Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces', 'Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra']);
  });

  it('places each graha in exactly one house, the one of its sign, in the traditional order', () => {
    expect(chart.houses.flatMap((house) => house.planets).sort()).toEqual([...GRAHAS].sort());
    expect(chart.houses[11]!.planets).toEqual(['Sun', 'Mercury', 'Saturn']);
    expect(chart.houses[0]!.planets).toEqual(['Venus']);
    expect(chart.houses[6]!.planets).toEqual(['Moon']);
  });
});
