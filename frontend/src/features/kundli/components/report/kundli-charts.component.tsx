import type { KundliView } from '@nakshatra/contracts';
import { useState } from 'react';
import { astrologyWords } from '../../../../lib/astrology/astrology-words';
import { useMessages } from '../../../../lib/i18n/messages';
import { kundliReportMessages } from '../../kundli-report.messages';
import { CHART_STYLES, readChartStyle, saveChartStyle, type ChartStyle } from '../../lib/chart-style-preference';
import { DivisionalChart } from '../chart/divisional-chart.component';

/** The D1 and D9 charts side by side, in the style the visitor chose (remembered on the device). */
export function KundliCharts({ kundli }: { kundli: KundliView }) {
  const t = useMessages(kundliReportMessages);
  const words = useMessages(astrologyWords);
  const [style, setStyle] = useState<ChartStyle>(readChartStyle);
  const choose = (next: ChartStyle) => {
    setStyle(next);
    saveChartStyle(next);
  };
  return (
    <section className="report-section" aria-labelledby="kundli-charts-title">
      <h3 id="kundli-charts-title">{t.chartsTitle}</h3>
      <fieldset className="chart-style">
        <legend className="chart-style__legend">{t.chartStyle}</legend>
        {CHART_STYLES.map((option) => (
          <label key={option} className="chart-style__option">
            <input type="radio" name="chart-style" value={option} checked={style === option} onChange={() => choose(option)} />
            {t.styleName(option)}
          </label>
        ))}
      </fieldset>
      <div className="kundli-charts">
        <DivisionalChart chart={kundli.charts.d1} planets={kundli.planets} title={t.d1} style={style} />
        <DivisionalChart chart={kundli.charts.d9} planets={kundli.planets} title={t.d9} style={style} />
      </div>
      <p className="kundli-charts__key">
        {t.chartKey} {kundli.planets.map((planet) => `${words.grahaShort(planet.name)}: ${words.graha(planet.name)}`).join(', ')}.
      </p>
    </section>
  );
}
