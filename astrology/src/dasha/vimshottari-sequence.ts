import type { GrahaName } from '@nakshatra/contracts';

/**
 * The Vimshottari order of lords with their mahadasha years (120 in all). Ashwini is ruled by
 * Ketu and the nine lords repeat three times around the 27 nakshatras, so a nakshatra's lord is
 * entry (index mod 9); every dasha and antardasha follows this order.
 */
export const VIMSHOTTARI_SEQUENCE: readonly { readonly lord: GrahaName; readonly years: number }[] = [
  { lord: 'Ketu', years: 7 },
  { lord: 'Venus', years: 20 },
  { lord: 'Sun', years: 6 },
  { lord: 'Moon', years: 10 },
  { lord: 'Mars', years: 7 },
  { lord: 'Rahu', years: 18 },
  { lord: 'Jupiter', years: 16 },
  { lord: 'Saturn', years: 19 },
  { lord: 'Mercury', years: 17 },
];

export const VIMSHOTTARI_TOTAL_YEARS = 120;

/** Position of a nakshatra's lord in VIMSHOTTARI_SEQUENCE. */
export function sequenceIndexOfNakshatra(nakshatraIndex: number): number {
  return nakshatraIndex % VIMSHOTTARI_SEQUENCE.length;
}
