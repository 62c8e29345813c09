import type { KootaView } from '@nakshatra/contracts';
import type { MoonStar } from '../moon-star.js';
import { cell, kootaView } from './koota-view.js';

export const NADIS = ['Adi', 'Madhya', 'Antya'] as const;
export type Nadi = (typeof NADIS)[number];

/** By nakshatra, Ashwini … Revati: the stars snake through Adi, Madhya, Antya, Antya, Madhya, Adi. */
export const NADI_BY_NAKSHATRA: readonly Nadi[] = [
  'Adi', // Ashwini
  'Madhya', // Bharani
  'Antya', // Krittika
  'Antya', // Rohini
  'Madhya', // Mrigashira
  'Adi', // Ardra
  'Adi', // Punarvasu
  'Madhya', // Pushya
  'Antya', // Ashlesha
  'Antya', // Magha
  'Madhya', // Purva Phalguni
  'Adi', // Uttara Phalguni
  'Adi', // Hasta
  'Madhya', // Chitra
  'Antya', // Swati
  'Antya', // Vishakha
  'Madhya', // Anuradha
  'Adi', // Jyeshtha
  'Adi', // Mula
  'Madhya', // Purva Ashadha
  'Antya', // Uttara Ashadha
  'Antya', // Shravana
  'Madhya', // Dhanishta
  'Adi', // Shatabhisha
  'Adi', // Purva Bhadrapada
  'Madhya', // Uttara Bhadrapada
  'Antya', // Revati
];

const DIFFERENT_NADI_POINTS = 8;

export const nadiOf = (moon: MoonStar): Nadi => cell(NADI_BY_NAKSHATRA, moon.nakshatraIndex);

/** All 8 points for different nadis, none for the same one (the nadi dosha). */
export const nadiKoota = (boy: MoonStar, girl: MoonStar): KootaView => {
  const boyNadi = nadiOf(boy);
  const girlNadi = nadiOf(girl);
  return kootaView('nadi', boyNadi === girlNadi ? 0 : DIFFERENT_NADI_POINTS, boyNadi, girlNadi);
};
