import type { KootaView } from '@nakshatra/contracts';
import type { MoonStar } from '../moon-star.js';
import { cell, kootaView } from './koota-view.js';

export const YONIS = [
  'Ashwa', // horse
  'Gaja', // elephant
  'Mesha', // sheep
  'Sarpa', // serpent
  'Shwana', // dog
  'Marjara', // cat
  'Mushaka', // rat
  'Gau', // cow
  'Mahisha', // buffalo
  'Vyaghra', // tiger
  'Mriga', // deer
  'Vanara', // monkey
  'Nakula', // mongoose
  'Simha', // lion
] as const;
export type Yoni = (typeof YONIS)[number];

/** By nakshatra, Ashwini … Revati. Uttara Ashadha's partner star for Nakula is Abhijit, not among the 27. */
export const YONI_BY_NAKSHATRA: readonly Yoni[] = [
  'Ashwa', // Ashwini
  'Gaja', // Bharani
  'Mesha', // Krittika
  'Sarpa', // Rohini
  'Sarpa', // Mrigashira
  'Shwana', // Ardra
  'Marjara', // Punarvasu
  'Mesha', // Pushya
  'Marjara', // Ashlesha
  'Mushaka', // Magha
  'Mushaka', // Purva Phalguni
  'Gau', // Uttara Phalguni
  'Mahisha', // Hasta
  'Vyaghra', // Chitra
  'Mahisha', // Swati
  'Vyaghra', // Vishakha
  'Mriga', // Anuradha
  'Mriga', // Jyeshtha
  'Shwana', // Mula
  'Vanara', // Purva Ashadha
  'Nakula', // Uttara Ashadha
  'Vanara', // Shravana
  'Simha', // Dhanishta
  'Ashwa', // Shatabhisha
  'Simha', // Purva Bhadrapada
  'Gau', // Uttara Bhadrapada
  'Gaja', // Revati
];

/**
 * 4 same animal, 3 friendly, 2 neutral, 1 inimical, 0 sworn enemies; rows and columns in YONIS
 * order. Symmetric: the widely copied table differs from its mirror in two cells (Ashwa–Mriga,
 * Mahisha–Simha), read here as 3 and 1 (docs/astrology-matchmaking.md).
 */
export const YONI_POINTS: readonly (readonly number[])[] = [
  //As Ga Me Sa Sh Ma Mu Ga Mh Vy Mr Va Na Si
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1], // Ashwa
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0], // Gaja
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1], // Mesha
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2], // Sarpa
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1], // Shwana
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1], // Marjara
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2], // Mushaka
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1], // Gau
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1], // Mahisha
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1], // Vyaghra
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1], // Mriga
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2], // Vanara
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2], // Nakula
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4], // Simha
];

export const yoniOf = (moon: MoonStar): Yoni => cell(YONI_BY_NAKSHATRA, moon.nakshatraIndex);

export const yoniKoota = (boy: MoonStar, girl: MoonStar): KootaView => {
  const boyYoni = yoniOf(boy);
  const girlYoni = yoniOf(girl);
  return kootaView('yoni', cell(YONI_POINTS[YONIS.indexOf(boyYoni)], YONIS.indexOf(girlYoni)), boyYoni, girlYoni);
};
