import { useId, type ReactNode } from 'react';
import { CHART_SIZE, toSvgPoints, type ChartCell } from '../../lib/chart-geometry';

interface ChartFrameProps {
  /** The chart's accessible name, e.g. "Rashi chart (D1), North Indian style". */
  readonly label: string;
  /** The text alternative: every house with its sign and what stands in it. */
  readonly description: string;
  readonly cells: readonly ChartCell[];
  /** How each cell names its sign: a number (North) or a short name (South). */
  readonly signText: (cell: ChartCell) => string;
  /** Whatever the style draws besides the cells (the South chart's middle and ascendant mark). */
  readonly children?: ReactNode;
}

/**
 * One chart as an SVG image that scales to its box (400 units square): an image to assistive
 * technology, named and described by its <title> and <desc>, which list the houses in words.
 */
export function ChartFrame({ label, description, cells, signText, children }: ChartFrameProps) {
  const titleId = useId();
  const descId = useId();
  return (
    <svg className="kundli-chart__svg" viewBox={`-2 -2 ${CHART_SIZE + 4} ${CHART_SIZE + 4}`} role="img" aria-labelledby={titleId} aria-describedby={descId}>
      <title id={titleId}>{label}</title>
      <desc id={descId}>{description}</desc>
      {cells.map((cell) => (
        <g key={cell.house} className={cell.house === 1 ? 'kundli-chart__cell kundli-chart__cell--lagna' : 'kundli-chart__cell'}>
          <polygon points={toSvgPoints(cell.outline)} />
          <text className="kundli-chart__sign" x={cell.signAt.x} y={cell.signAt.y}>
            {signText(cell)}
          </text>
          {cell.labels.map((placed, index) => (
            <text key={index} className="kundli-chart__body" x={placed.at.x} y={placed.at.y} fontSize={placed.fontSize}>
              {placed.text}
            </text>
          ))}
        </g>
      ))}
      {children}
    </svg>
  );
}
