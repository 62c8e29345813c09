import type { KootaView } from '@nakshatra/contracts';
import { degreeInSign, type MoonStar } from '../moon-star.js';
import { cell, kootaView } from './koota-view.js';

/** Quadruped, human, water-dwelling, wild (the lion), insect: the creature each sign pictures. */
export const VASHYA_GROUPS = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'] as const;
export type VashyaGroup = (typeof VASHYA_GROUPS)[number];

/**
 * By Moon sign, [first 15°, last 15°]. Sagittarius (an archer above a horse's body) and
 * Capricorn (a goat with a fish's tail) change creature at the middle of the sign.
 */
export const VASHYA_BY_SIGN: readonly (readonly [VashyaGroup, VashyaGroup])[] = [
  ['Chatushpada', 'Chatushpada'], // Aries, the ram
  ['Chatushpada', 'Chatushpada'], // Taurus, the bull
  ['Manava', 'Manava'], // Gemini, the couple
  ['Jalachara', 'Jalachara'], // Cancer, the crab
  ['Vanachara', 'Vanachara'], // Leo, the lion
  ['Manava', 'Manava'], // Virgo, the maiden
  ['Manava', 'Manava'], // Libra, the man with scales
  ['Keeta', 'Keeta'], // Scorpio, the scorpion
  ['Manava', 'Chatushpada'], // Sagittarius
  ['Chatushpada', 'Jalachara'], // Capricorn
  ['Manava', 'Manava'], // Aquarius, the man with the pot
  ['Jalachara', 'Jalachara'], // Pisces, the fish
];

/** Points, rows the groom's group, columns the bride's, in VASHYA_GROUPS order; symmetric. */
export const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1], // Chatushpada
  [1, 2, 0.5, 0, 1], // Manava
  [1, 0.5, 2, 1, 1], // Jalachara
  [0.5, 0, 1, 2, 0], // Vanachara
  [1, 1, 1, 0, 2], // Keeta
];

/** The second half of a sign starts at exactly 15°00′. */
export const vashyaOf = (moon: MoonStar): VashyaGroup => cell(VASHYA_BY_SIGN[moon.signIndex], degreeInSign(moon) < 15 ? 0 : 1);

export const vashyaKoota = (boy: MoonStar, girl: MoonStar): KootaView => {
  const boyGroup = vashyaOf(boy);
  const girlGroup = vashyaOf(girl);
  const points = cell(VASHYA_POINTS[VASHYA_GROUPS.indexOf(boyGroup)], VASHYA_GROUPS.indexOf(girlGroup));
  return kootaView('vashya', points, boyGroup, girlGroup);
};
