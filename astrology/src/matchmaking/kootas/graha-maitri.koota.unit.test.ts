import { describe, expect, it } from 'vitest';
import { moonStarAt } from '../moon-star.js';
import { LORD_OF_SIGN, SIGN_LORDS, grahaMaitriKoota, maitriPoints, relationOf } from './graha-maitri.koota.js';

/**
 * The graha maitri table as North Indian software prints it (rows and columns Sun, Moon, Mars,
 * Mercury, Jupiter, Venus, Saturn). The code derives it from the friendship table and the
 * relation-pair points; this checks the derivation against the printed table.
 */
const PUBLISHED = [
  [5, 5, 5, 4, 5, 0, 0],
  [5, 5, 4, 1, 4, 0.5, 0.5],
  [5, 4, 5, 0.5, 5, 3, 0.5],
  [4, 1, 0.5, 5, 0.5, 5, 4],
  [5, 4, 5, 0.5, 5, 0.5, 3],
  [0, 0.5, 3, 5, 0.5, 5, 5],
  [0, 0.5, 0.5, 4, 3, 5, 5],
];

describe('graha maitri koota', () => {
  it('gives each sign its lord; every planet but the Sun and Moon rules two signs', () => {
    expect(LORD_OF_SIGN).toHaveLength(12);
    for (const lord of SIGN_LORDS) expect(LORD_OF_SIGN.filter((entry) => entry === lord)).toHaveLength(lord === 'Sun' || lord === 'Moon' ? 1 : 2);
  });

  it('keeps the natural friendships of BPHS, which are not always returned', () => {
    expect(relationOf('Moon', 'Mercury')).toBe('friend');
    expect(relationOf('Mercury', 'Moon')).toBe('enemy');
    expect(relationOf('Mars', 'Venus')).toBe('neutral');
    expect(relationOf('Saturn', 'Saturn')).toBe('friend');
  });

  it('derives the published 7×7 table, which is symmetric with 5 on the diagonal', () => {
    const derived = SIGN_LORDS.map((boy) => SIGN_LORDS.map((girl) => maitriPoints(boy, girl)));
    expect(derived).toEqual(PUBLISHED);
    derived.forEach((row, i) => row.forEach((points, j) => expect(derived[j]?.[i]).toBe(points)));
  });

  it('compares the lords of the two Moon signs', () => {
    // Taurus (Venus) boy, Scorpio (Mars) girl: each neutral to the other.
    expect(grahaMaitriKoota(moonStarAt(45), moonStarAt(235))).toEqual({ name: 'graha_maitri', points: 3, max: 5, boy: 'Venus', girl: 'Mars' });
  });
});
