import { describe, expect, it } from 'vitest';
import { manglik } from './manglik.js';

// Sign indices: 0 = Aries … 11 = Pisces.
describe('manglik', () => {
  it.each([1, 2, 4, 7, 8, 12])('is manglik with Mars in house %d from the lagna', (house) => {
    const lagna = 3;
    const mars = (lagna + house - 1) % 12;
    const moonFarAway = (mars + 2) % 12; // Mars in the 11th from the Moon: not manglik from there
    expect(manglik(mars, lagna, moonFarAway)).toEqual({ is_manglik: true, from_lagna: { mars_house: house, manglik: true }, from_moon: { mars_house: 11, manglik: false } });
  });

  it.each([3, 5, 6, 9, 10, 11])('is not manglik with Mars in house %d from both', (house) => {
    const view = manglik((5 + house - 1) % 12, 5, 5);
    expect(view).toEqual({ is_manglik: false, from_lagna: { mars_house: house, manglik: false }, from_moon: { mars_house: house, manglik: false } });
  });

  it('is manglik from the Moon alone, and says so', () => {
    // Lagna Aries, Moon Leo, Mars Pisces: 12th from lagna … and 8th from the Moon.
    expect(manglik(11, 0, 4).from_moon).toEqual({ mars_house: 8, manglik: true });
    // Lagna Aries, Moon Libra, Mars Gemini: 3rd from lagna, 9th from Moon: none; Moon Sagittarius: 7th.
    expect(manglik(2, 0, 6).is_manglik).toBe(false);
    const fromMoonOnly = manglik(2, 0, 8);
    expect(fromMoonOnly).toEqual({ is_manglik: true, from_lagna: { mars_house: 3, manglik: false }, from_moon: { mars_house: 7, manglik: true } });
  });
});
