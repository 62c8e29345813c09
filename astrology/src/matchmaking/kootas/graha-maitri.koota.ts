import type { GrahaName, KootaView } from '@nakshatra/contracts';
import type { MoonStar } from '../moon-star.js';
import { cell, kootaView } from './koota-view.js';

/** The seven sign lords (Rahu and Ketu rule no sign in this scheme). */
export type SignLord = Exclude<GrahaName, 'Rahu' | 'Ketu'>;
export const SIGN_LORDS: readonly SignLord[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/** The lord of each Moon sign, Aries … Pisces. */
export const LORD_OF_SIGN: readonly SignLord[] = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'];

export type Relation = 'friend' | 'neutral' | 'enemy';

/**
 * Natural (naisargika) friendship, Brihat Parashara Hora Shastra ch. 3: how each lord regards
 * the others; anyone not listed is neutral. Not symmetric: the Moon counts Mercury a friend,
 * Mercury counts the Moon an enemy.
 */
export const NATURAL_FRIENDSHIP: Readonly<Record<SignLord, { readonly friends: readonly SignLord[]; readonly enemies: readonly SignLord[] }>> = {
  Sun: { friends: ['Moon', 'Mars', 'Jupiter'], enemies: ['Venus', 'Saturn'] },
  Moon: { friends: ['Sun', 'Mercury'], enemies: [] },
  Mars: { friends: ['Sun', 'Moon', 'Jupiter'], enemies: ['Mercury'] },
  Mercury: { friends: ['Sun', 'Venus'], enemies: ['Moon'] },
  Jupiter: { friends: ['Sun', 'Moon', 'Mars'], enemies: ['Mercury', 'Venus'] },
  Venus: { friends: ['Mercury', 'Saturn'], enemies: ['Sun', 'Moon'] },
  Saturn: { friends: ['Mercury', 'Venus'], enemies: ['Sun', 'Moon', 'Mars'] },
};

/** Points for how the two lords regard each other, whichever way round (a lord is its own friend). */
const POINTS_BY_RELATIONS: Readonly<Record<string, number>> = {
  'friend+friend': 5,
  'friend+neutral': 4,
  'neutral+neutral': 3,
  'enemy+friend': 1,
  'enemy+neutral': 0.5,
  'enemy+enemy': 0,
};

export const relationOf = (lord: SignLord, other: SignLord): Relation => {
  if (lord === other) return 'friend';
  const { friends, enemies } = NATURAL_FRIENDSHIP[lord];
  if (friends.includes(other)) return 'friend';
  return enemies.includes(other) ? 'enemy' : 'neutral';
};

export const maitriPoints = (boyLord: SignLord, girlLord: SignLord): number => {
  const key = [relationOf(boyLord, girlLord), relationOf(girlLord, boyLord)].sort().join('+');
  const points = POINTS_BY_RELATIONS[key];
  if (points === undefined) throw new Error(`no graha maitri points for ${key}`);
  return points;
};

export const lordOf = (moon: MoonStar): SignLord => cell(LORD_OF_SIGN, moon.signIndex);

export const grahaMaitriKoota = (boy: MoonStar, girl: MoonStar): KootaView => {
  const boyLord = lordOf(boy);
  const girlLord = lordOf(girl);
  return kootaView('graha_maitri', maitriPoints(boyLord, girlLord), boyLord, girlLord);
};
