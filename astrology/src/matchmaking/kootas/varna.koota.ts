import type { KootaView } from '@nakshatra/contracts';
import type { MoonStar } from '../moon-star.js';
import { cell, kootaView } from './koota-view.js';

/** Highest first: the order the groom-not-below-the-bride rule reads. */
export const VARNAS = ['Brahmin', 'Kshatriya', 'Vaishya', 'Shudra'] as const;
export type Varna = (typeof VARNAS)[number];

/**
 * By Moon sign, Aries … Pisces: the sign's element decides (water Brahmin, fire Kshatriya,
 * earth Vaishya, air Shudra), as most North Indian software does.
 */
export const VARNA_BY_SIGN: readonly Varna[] = [
  'Kshatriya', // Aries
  'Vaishya', // Taurus
  'Shudra', // Gemini
  'Brahmin', // Cancer
  'Kshatriya', // Leo
  'Vaishya', // Virgo
  'Shudra', // Libra
  'Brahmin', // Scorpio
  'Kshatriya', // Sagittarius
  'Vaishya', // Capricorn
  'Shudra', // Aquarius
  'Brahmin', // Pisces
];

export const varnaOf = (moon: MoonStar): Varna => cell(VARNA_BY_SIGN, moon.signIndex);

/** 1 point when the groom's varna is the same as or higher than the bride's. */
export const varnaKoota = (boy: MoonStar, girl: MoonStar): KootaView => {
  const boyVarna = varnaOf(boy);
  const girlVarna = varnaOf(girl);
  const points = VARNAS.indexOf(boyVarna) <= VARNAS.indexOf(girlVarna) ? 1 : 0;
  return kootaView('varna', points, boyVarna, girlVarna);
};
