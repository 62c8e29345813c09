import type { KundliView } from '@nakshatra/contracts';
import { astrologyWords } from '../../../../lib/astrology/astrology-words';
import { formatIstDate } from '../../../../lib/format-ist-date';
import { useLanguage } from '../../../../lib/i18n/language-context';
import { useMessages } from '../../../../lib/i18n/messages';
import { kundliReportMessages } from '../../kundli-report.messages';
import { formatCoordinates, formatDegrees, formatUtcOffset } from '../../lib/angles';
import { placeLabel } from '../../lib/place';

/** What the chart was computed from (as the server understood it) and the birth star's summary. */
export function BirthSummary({ kundli }: { kundli: KundliView }) {
  const t = useMessages(kundliReportMessages);
  const words = useMessages(astrologyWords);
  const { language } = useLanguage();
  const { input, birth, ayanamsa, summary } = kundli;
  const rows: readonly (readonly [string, string])[] = [
    [t.name, input.name],
    [t.date, formatIstDate(input.date, language)],
    [t.time, input.time ?? t.timeNotKnown],
    [t.place, placeLabel(input.place)],
    [t.coordinates, formatCoordinates(input.place.lat, input.place.lon)],
    [t.utcOffset, t.utcOffsetValue(formatUtcOffset(birth.utc_offset_minutes), input.place.timezone)],
    [t.ayanamsa, t.ayanamsaValue(t.ayanamsaName(ayanamsa.name), formatDegrees(ayanamsa.degrees))],
    [t.nodes, t.nodeName(input.node)],
    [t.moonSign, words.sign(summary.moon_sign)],
    [t.sunSign, words.sign(summary.sun_sign)],
    [t.lagna, words.sign(summary.lagna_sign)],
    [t.nakshatra, words.nakshatraPada(words.nakshatra(summary.nakshatra), summary.pada)],
    [t.varna, words.term(summary.varna)],
    [t.vashya, words.term(summary.vashya)],
    [t.yoni, words.term(summary.yoni)],
    [t.gana, words.term(summary.gana)],
    [t.nadi, words.term(summary.nadi)],
  ];
  return (
    <section className="report-section" aria-labelledby="birth-summary-title">
      <h3 id="birth-summary-title">{t.summaryTitle}</h3>
      <dl className="report-facts">
        {rows.map(([term, value]) => (
          <div key={term} className="report-facts__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
