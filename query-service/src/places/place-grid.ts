import type { GazetteerPlace } from './gazetteer-place.js';

/** Cells of a tenth of a degree (11 km north-south). */
const CELLS_PER_DEGREE = 10;
const COLUMNS = 360 * CELLS_PER_DEGREE + 1;
/** How far an unbounded search looks, in rings of cells around the point's cell (10°). */
const MAX_RINGS = 100;
const KM_PER_DEGREE = 111.2;

interface Point {
  readonly lat: number;
  readonly lon: number;
}

/** Squared distance in degrees of latitude, east-west shrunk by the latitude: exact enough within a few hundred km. */
function squaredDistance(a: Point, b: Point): number {
  const east = (a.lon - b.lon) * Math.cos((a.lat * Math.PI) / 180);
  return (a.lat - b.lat) ** 2 + east ** 2;
}

/** Places by position, to find the nearest one of a kind. Longitudes do not wrap at ±180°. */
export class PlaceGrid {
  private readonly cells = new Map<number, GazetteerPlace[]>();

  constructor(places: readonly GazetteerPlace[]) {
    for (const place of places) {
      const key = cellKey(rowOf(place.lat), columnOf(place.lon));
      const cell = this.cells.get(key);
      if (cell) cell.push(place);
      else this.cells.set(key, [place]);
    }
  }

  /** The nearest place to `point` that `accepts`, no further than `maxKm`; undefined when there is none. */
  nearest(point: Point, accepts: (place: GazetteerPlace) => boolean, maxKm = Infinity): GazetteerPlace | undefined {
    const maxDegrees = maxKm / KM_PER_DEGREE;
    // East-west a degree is shorter, so a radius spans more columns than rows: count rings by columns.
    const rings = Number.isFinite(maxKm) ? Math.ceil((maxDegrees / Math.cos((point.lat * Math.PI) / 180)) * CELLS_PER_DEGREE) : MAX_RINGS;
    let best: GazetteerPlace | undefined;
    let bestDistance = maxDegrees ** 2;
    let lastRing = Math.min(rings, MAX_RINGS);
    for (let ring = 0; ring <= lastRing; ring++) {
      forEachCellOfRing(rowOf(point.lat), columnOf(point.lon), ring, (row, column) => {
        for (const place of this.cells.get(cellKey(row, column)) ?? []) {
          const distance = squaredDistance(point, place);
          if (distance > bestDistance || !accepts(place)) continue;
          best = place;
          bestDistance = distance;
          // A place in ring r may still lose to one in ring r + 1 (cells are squares, not circles);
          // further out is rarer still, and near enough for a time zone.
          lastRing = Math.min(lastRing, ring + 1);
        }
      });
    }
    return best;
  }
}

/** The cells on the border of the square `ring` cells around (row, column). */
function forEachCellOfRing(row: number, column: number, ring: number, visit: (row: number, column: number) => void): void {
  if (ring === 0) return visit(row, column);
  for (let c = column - ring; c <= column + ring; c++) {
    visit(row - ring, c);
    visit(row + ring, c);
  }
  for (let r = row - ring + 1; r < row + ring; r++) {
    visit(r, column - ring);
    visit(r, column + ring);
  }
}

const rowOf = (lat: number) => Math.floor(lat * CELLS_PER_DEGREE);
const columnOf = (lon: number) => Math.floor(lon * CELLS_PER_DEGREE);
const cellKey = (row: number, column: number) => row * COLUMNS + column;
