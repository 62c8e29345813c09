import { useMessages } from '../../../../lib/i18n/messages';
import { astrologyWords } from '../../../../lib/astrology/astrology-words';
import { SOUTH_CENTRE, southIndianLayout } from '../../lib/south-indian-layout';
import { ChartFrame } from './chart-frame.component';
import type { StyledChartProps } from './north-indian-chart.component';

/** How far along each edge of the ascendant's cell its diagonal mark runs. */
const LAGNA_MARK = 24;

/** The grid chart: signs fixed round the edge, the ascendant's cell marked with a diagonal, the chart's name in the middle. */
export function SouthIndianChart({ label, description, houses, title }: StyledChartProps & { readonly title: string }) {
  const words = useMessages(astrologyWords);
  const cells = southIndianLayout(houses);
  const lagna = cells.find((cell) => cell.house === 1)?.outline[0];
  return (
    <ChartFrame label={label} description={description} cells={cells} signText={(cell) => words.signShort(cell.sign)}>
      {lagna ? <line className="kundli-chart__lagna-mark" x1={lagna.x} y1={lagna.y + LAGNA_MARK} x2={lagna.x + LAGNA_MARK} y2={lagna.y} /> : null}
      <text className="kundli-chart__centre" x={SOUTH_CENTRE.x} y={SOUTH_CENTRE.y}>
        {title}
      </text>
    </ChartFrame>
  );
}
