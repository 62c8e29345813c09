import type { DivisionalChart as ChartData, PlanetPosition } from '@nakshatra/contracts';
import { astrologyWords } from '../../../../lib/astrology/astrology-words';
import { useMessages } from '../../../../lib/i18n/messages';
import { kundliReportMessages } from '../../kundli-report.messages';
import { chartHouses } from '../../lib/chart-houses';
import type { ChartStyle } from '../../lib/chart-style-preference';
import { NorthIndianChart } from './north-indian-chart.component';
import { SouthIndianChart } from './south-indian-chart.component';

interface DivisionalChartProps {
  readonly chart: ChartData;
  readonly planets: readonly PlanetPosition[];
  readonly title: string;
  readonly style: ChartStyle;
}

/** One divisional chart (D1 or D9) in the chosen style, with its caption and a text alternative listing every house. */
export function DivisionalChart({ chart, planets, title, style }: DivisionalChartProps) {
  const words = useMessages(astrologyWords);
  const t = useMessages(kundliReportMessages);
  const houses = chartHouses(chart, planets, words);
  const retrograde = new Set(planets.filter((planet) => planet.retrograde).map((planet) => planet.name));
  const description = chart.houses
    .map(({ house, sign, planets: grahas }) => {
      const bodies = [...(house === 1 ? [t.ascendant] : []), ...grahas.map((graha) => (retrograde.has(graha) ? `${words.graha(graha)} (${t.retrograde})` : words.graha(graha)))];
      return t.house(house, words.sign(sign), bodies.join(', '));
    })
    .join(' ');
  const label = t.chartLabel(title, t.styleName(style));
  return (
    <figure className="kundli-chart">
      <figcaption className="kundli-chart__caption">{title}</figcaption>
      {style === 'north' ? (
        <NorthIndianChart label={label} description={description} houses={houses} />
      ) : (
        <SouthIndianChart label={label} description={description} houses={houses} title={chart.name} />
      )}
    </figure>
  );
}
