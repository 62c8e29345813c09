import type { CalculateLove, LoveView } from '@nakshatra/contracts';
import { loveBandFor } from './love-bands.js';
import { lovePercentage } from './love-percentage.js';

/** The love calculator: for fun, not astrology (docs/astrology-matchmaking.md). */
export const calculateLove = ({ name1, name2 }: CalculateLove): LoveView => {
  const percentage = lovePercentage(name1, name2);
  const { band, message } = loveBandFor(percentage);
  return { name1: name1.trim(), name2: name2.trim(), percentage, band, message };
};
