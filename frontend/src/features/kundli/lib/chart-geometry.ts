import type { SignName } from '@nakshatra/contracts';

/**
 * What the chart drawings share: both styles are laid out in a 400 × 400 box (the SVG scales it to
 * the screen), one cell per house, each cell with its outline, its sign and its bodies' labels.
 * The layouts are pure functions, so where each sign and graha lands is unit-tested without a DOM.
 */
export const CHART_SIZE = 400;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** One house of a chart as the drawing needs it: its sign and the labels of what stands in it ("As", "Su", "Ma℞"). */
export interface HouseContents {
  /** 1–12, counted from the ascendant's sign. */
  readonly house: number;
  readonly sign: SignName;
  readonly labels: readonly string[];
}

export interface PlacedLabel {
  readonly text: string;
  readonly at: Point;
  readonly fontSize: number;
}

export interface ChartCell {
  readonly house: number;
  readonly sign: SignName;
  readonly outline: readonly Point[];
  /** Where the sign is written: its number (North) or its name (South). */
  readonly signAt: Point;
  readonly labels: readonly PlacedLabel[];
}

/** Where a cell's labels go: around a centre, so many to a row; beyond maxRows they shrink to fit. */
export interface LabelArea {
  readonly center: Point;
  readonly columns: number;
  readonly maxRows: number;
}

// In chart units: a 400-unit chart is about 300 px wide on a 375 px phone, so 16 units draw 12 px text.
const REGULAR = { fontSize: 16, columnWidth: 36, rowHeight: 20 } as const;
const COMPACT = { fontSize: 12, columnWidth: 28, rowHeight: 15 } as const;

/** Lays labels out in centred rows; a crowded cell gets one more column and smaller type rather than overflow. */
export function placeLabels(labels: readonly string[], { center, columns, maxRows }: LabelArea): PlacedLabel[] {
  const crowded = Math.ceil(labels.length / columns) > maxRows;
  const perRow = crowded ? columns + 1 : columns;
  const size = crowded ? COMPACT : REGULAR;
  const rows = Math.ceil(labels.length / perRow);
  return labels.map((text, index) => {
    const row = Math.floor(index / perRow);
    const inRow = Math.min(perRow, labels.length - row * perRow);
    const column = index % perRow;
    return {
      text,
      fontSize: size.fontSize,
      at: { x: center.x + (column - (inRow - 1) / 2) * size.columnWidth, y: center.y + (row - (rows - 1) / 2) * size.rowHeight },
    };
  });
}

export const toSvgPoints = (outline: readonly Point[]): string => outline.map(({ x, y }) => `${x},${y}`).join(' ');
