import { SIGNS } from '@nakshatra/contracts/client';
import { placeLabels, type ChartCell, type HouseContents, type LabelArea, type Point } from './chart-geometry';

/**
 * The North Indian (diamond) chart: the houses stay in place — the first house is the top
 * diamond and they run anticlockwise — and each house is marked with the number of the sign in
 * it (1 for Aries … 12 for Pisces). The square's diagonals and the diamond joining its edges'
 * midpoints cut it into four diamonds (houses 1, 4, 7, 10) and eight triangles.
 */

const p = (x: number, y: number): Point => ({ x, y });
// Corners, edge midpoints, centre, and where the diagonals cross the inner diamond.
const [TL, TR, BR, BL] = [p(0, 0), p(400, 0), p(400, 400), p(0, 400)];
const [T, R, B, L] = [p(200, 0), p(400, 200), p(200, 400), p(0, 200)];
const C = p(200, 200);
const [Q1, Q2, Q3, Q4] = [p(100, 100), p(300, 100), p(300, 300), p(100, 300)];

interface HouseShape {
  readonly outline: readonly Point[];
  /** Near the corner that points to the centre, where North Indian charts write the sign number. */
  readonly signAt: Point;
  readonly area: LabelArea;
}

const diamond = (outline: Point[], signAt: Point, center: Point): HouseShape => ({ outline, signAt, area: { center, columns: 3, maxRows: 3 } });
// The triangles on the top and bottom edges are wide and flat; those on the sides narrow and tall.
const flat = (outline: Point[], signAt: Point, center: Point): HouseShape => ({ outline, signAt, area: { center, columns: 3, maxRows: 2 } });
const tall = (outline: Point[], signAt: Point, center: Point): HouseShape => ({ outline, signAt, area: { center, columns: 2, maxRows: 4 } });

/** Houses 1 to 12, in order. */
const NORTH_HOUSE_SHAPES: readonly HouseShape[] = [
  diamond([T, Q2, C, Q1], p(200, 178), p(200, 95)),
  flat([TL, T, Q1], p(100, 82), p(100, 36)),
  tall([TL, Q1, L], p(82, 100), p(34, 100)),
  diamond([L, Q1, C, Q4], p(178, 200), p(90, 200)),
  tall([L, Q4, BL], p(82, 300), p(34, 300)),
  flat([BL, Q4, B], p(100, 318), p(100, 364)),
  diamond([B, Q4, C, Q3], p(200, 222), p(200, 305)),
  flat([B, Q3, BR], p(300, 318), p(300, 364)),
  tall([BR, Q3, R], p(318, 300), p(366, 300)),
  diamond([R, Q3, C, Q2], p(222, 200), p(310, 200)),
  tall([R, Q2, TR], p(318, 100), p(366, 100)),
  flat([TR, Q2, T], p(300, 82), p(300, 36)),
];

/** The number North Indian charts write for a sign: Aries 1 … Pisces 12. */
export const signNumber = (sign: (typeof SIGNS)[number]): number => SIGNS.indexOf(sign) + 1;

export function northIndianLayout(houses: readonly HouseContents[]): ChartCell[] {
  return houses.map(({ house, sign, labels }) => {
    const shape = NORTH_HOUSE_SHAPES[house - 1];
    if (!shape) throw new Error(`a chart has houses 1 to 12, not ${house}`);
    return { house, sign, outline: shape.outline, signAt: shape.signAt, labels: placeLabels(labels, shape.area) };
  });
}
