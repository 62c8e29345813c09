import type { SignName } from '@nakshatra/contracts';
import { placeLabels, type ChartCell, type HouseContents, type Point } from './chart-geometry';

/**
 * The South Indian chart: the signs stay in place round a 4 × 4 grid — Pisces top left, then
 * clockwise Aries, Taurus, Gemini along the top, down the right side to Virgo, back along the
 * bottom to Sagittarius and up the left side to Aquarius — and the houses move with the
 * ascendant, whose cell is marked. The middle four cells hold the chart's name.
 */

const CELL = 100;

/** [column, row] of each sign's cell, in SIGNS order (Aries first). */
const SIGN_CELLS: Readonly<Record<SignName, readonly [number, number]>> = {
  Aries: [1, 0],
  Taurus: [2, 0],
  Gemini: [3, 0],
  Cancer: [3, 1],
  Leo: [3, 2],
  Virgo: [3, 3],
  Libra: [2, 3],
  Scorpio: [1, 3],
  Sagittarius: [0, 3],
  Capricorn: [0, 2],
  Aquarius: [0, 1],
  Pisces: [0, 0],
};

/** The top-left corner of a sign's cell. */
export function signCellOrigin(sign: SignName): Point {
  const [column, row] = SIGN_CELLS[sign];
  return { x: column * CELL, y: row * CELL };
}

/** The middle 2 × 2 cells, free for the chart's name. */
export const SOUTH_CENTRE: Point = { x: 2 * CELL, y: 2 * CELL };

export function southIndianLayout(houses: readonly HouseContents[]): ChartCell[] {
  return houses.map(({ house, sign, labels }) => {
    const { x, y } = signCellOrigin(sign);
    return {
      house,
      sign,
      outline: [
        { x, y },
        { x: x + CELL, y },
        { x: x + CELL, y: y + CELL },
        { x, y: y + CELL },
      ],
      // The sign's name sits small at the top, the bodies below it.
      signAt: { x: x + CELL / 2, y: y + 14 },
      labels: placeLabels(labels, { center: { x: x + CELL / 2, y: y + 58 }, columns: 3, maxRows: 3 }),
    };
  });
}
