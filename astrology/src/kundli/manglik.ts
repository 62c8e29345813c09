import type { ManglikView } from '@nakshatra/contracts';
import { wholeSignHouse } from '../zodiac/houses.js';

/** Houses whose occupation by Mars makes Mangal (Kuja) dosha. */
export const MANGLIK_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];

function marsFrom(referenceSignIndex: number, marsSignIndex: number): { mars_house: number; manglik: boolean } {
  const mars_house = wholeSignHouse(marsSignIndex, referenceSignIndex);
  return { mars_house, manglik: MANGLIK_HOUSES.includes(mars_house) };
}

/**
 * Manglik dosha as the issue defines it: Mars in house 1, 2, 4, 7, 8 or 12 counted (whole sign)
 * from the lagna, or from the Moon; both readings are given and either one makes the chart manglik.
 * Classical cancellations (own sign, aspects, age) are left to the astrologer.
 */
export function manglik(marsSignIndex: number, lagnaSignIndex: number, moonSignIndex: number): ManglikView {
  const from_lagna = marsFrom(lagnaSignIndex, marsSignIndex);
  const from_moon = marsFrom(moonSignIndex, marsSignIndex);
  return { is_manglik: from_lagna.manglik || from_moon.manglik, from_lagna, from_moon };
}
