import type { KootaView } from '@nakshatra/contracts';
import type { MoonStar } from '../moon-star.js';
import { cell, kootaView } from './koota-view.js';

export const GANAS = ['Deva', 'Manushya', 'Rakshasa'] as const;
export type Gana = (typeof GANAS)[number];

/** By nakshatra, Ashwini … Revati. */
export const GANA_BY_NAKSHATRA: readonly Gana[] = [
  'Deva', // Ashwini
  'Manushya', // Bharani
  'Rakshasa', // Krittika
  'Manushya', // Rohini
  'Deva', // Mrigashira
  'Manushya', // Ardra
  'Deva', // Punarvasu
  'Deva', // Pushya
  'Rakshasa', // Ashlesha
  'Rakshasa', // Magha
  'Manushya', // Purva Phalguni
  'Manushya', // Uttara Phalguni
  'Deva', // Hasta
  'Rakshasa', // Chitra
  'Deva', // Swati
  'Rakshasa', // Vishakha
  'Deva', // Anuradha
  'Rakshasa', // Jyeshtha
  'Rakshasa', // Mula
  'Manushya', // Purva Ashadha
  'Manushya', // Uttara Ashadha
  'Deva', // Shravana
  'Rakshasa', // Dhanishta
  'Rakshasa', // Shatabhisha
  'Manushya', // Purva Bhadrapada
  'Manushya', // Uttara Bhadrapada
  'Deva', // Revati
];

/**
 * Points, rows the groom's gana, columns the bride's. Not symmetric in one pair: a Deva groom
 * with a Manushya bride keeps all 6, the reverse earns 5 (the groom's gana should not be below
 * the bride's, as with varna).
 */
export const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 6, 1], // Deva groom
  [5, 6, 0], // Manushya groom
  [1, 0, 6], // Rakshasa groom
];

export const ganaOf = (moon: MoonStar): Gana => cell(GANA_BY_NAKSHATRA, moon.nakshatraIndex);

export const ganaKoota = (boy: MoonStar, girl: MoonStar): KootaView => {
  const boyGana = ganaOf(boy);
  const girlGana = ganaOf(girl);
  return kootaView('gana', cell(GANA_POINTS[GANAS.indexOf(boyGana)], GANAS.indexOf(girlGana)), boyGana, girlGana);
};
