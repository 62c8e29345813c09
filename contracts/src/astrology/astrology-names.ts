/**
 * The vocabulary of the astrology tools (issue #8, docs/astrology.md): signs, nakshatras, grahas
 * and the options a chart is computed with. English keys on the wire; the SPA words them in each
 * language. Orders matter: index 0 is the first sign / nakshatra.
 */
export const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const;
export type SignName = (typeof SIGNS)[number];

export const NAKSHATRAS = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;
export type NakshatraName = (typeof NAKSHATRAS)[number];

/** The nine grahas in the traditional order. */
export const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;
export type GrahaName = (typeof GRAHAS)[number];

/** Lahiri (Chitrapaksha) is the default; Raman and Krishnamurti (KP) are selectable. */
export const AYANAMSAS = ['lahiri', 'raman', 'krishnamurti'] as const;
export type AyanamsaName = (typeof AYANAMSAS)[number];

/** Rahu and Ketu from the mean lunar node (the default) or the true (osculating) node. */
export const NODE_TYPES = ['mean', 'true'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

export const BIRTH_GENDERS = ['male', 'female', 'other'] as const;
export type BirthGender = (typeof BIRTH_GENDERS)[number];

/** The eight kootas of Ashtakoota matching with their maximum points (36 in all). */
export const KOOTAS = [
  { name: 'varna', max: 1 },
  { name: 'vashya', max: 2 },
  { name: 'tara', max: 3 },
  { name: 'yoni', max: 4 },
  { name: 'graha_maitri', max: 5 },
  { name: 'gana', max: 6 },
  { name: 'bhakoot', max: 7 },
  { name: 'nadi', max: 8 },
] as const;
export type KootaName = (typeof KOOTAS)[number]['name'];

/** Births the tools accept: the ephemeris and the accuracy target cover these years. */
export const BIRTH_YEAR_RANGE = { min: 1900, max: 2100 } as const;
/** Charts are refused beyond the polar circles, where the ascendant is ill-defined for part of the day. */
export const MAX_BIRTH_LATITUDE = 66;
/** A total of at least this many of 36 points is the traditional threshold for a match. */
export const MATCH_ACCEPTABLE_POINTS = 18;
