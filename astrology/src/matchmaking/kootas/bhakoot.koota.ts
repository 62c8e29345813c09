import type { KootaView } from '@nakshatra/contracts';
import { signOf, type MoonStar } from '../moon-star.js';
import { cell, kootaView } from './koota-view.js';

/**
 * Points by the boy's Moon sign counted from the girl's (her sign = 1). The count the other way
 * is 14 minus this one (1 and 7 map to themselves), so the table is the same read either way:
 * 2/12, 5/9 and 6/8 are the bhakoot doshas; 1/1, 7/7, 3/11 and 4/10 keep all 7 points.
 */
export const BHAKOOT_POINTS_BY_COUNT: readonly number[] = [
  7, // 1: same sign
  0, // 2 (and 12 the other way)
  7, // 3 (11)
  7, // 4 (10)
  0, // 5 (9)
  0, // 6 (8)
  7, // 7: opposite signs
  0, // 8 (6)
  0, // 9 (5)
  7, // 10 (4)
  7, // 11 (3)
  0, // 12 (2)
];

export const signCount = (from: MoonStar, to: MoonStar): number => ((to.signIndex - from.signIndex + 12) % 12) + 1;

export const bhakootKoota = (boy: MoonStar, girl: MoonStar): KootaView =>
  kootaView('bhakoot', cell(BHAKOOT_POINTS_BY_COUNT, signCount(girl, boy) - 1), signOf(boy), signOf(girl));
