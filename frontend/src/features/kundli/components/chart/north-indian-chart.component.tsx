import type { HouseContents } from '../../lib/chart-geometry';
import { northIndianLayout, signNumber } from '../../lib/north-indian-layout';
import { ChartFrame } from './chart-frame.component';

interface StyledChartProps {
  readonly label: string;
  readonly description: string;
  readonly houses: readonly HouseContents[];
}

/** The diamond chart: houses fixed, the first at the top, each marked with its sign's number. */
export function NorthIndianChart({ label, description, houses }: StyledChartProps) {
  return <ChartFrame label={label} description={description} cells={northIndianLayout(houses)} signText={(cell) => String(signNumber(cell.sign))} />;
}

export type { StyledChartProps };
