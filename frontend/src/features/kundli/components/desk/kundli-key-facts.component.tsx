import type { KundliView } from '@nakshatra/contracts';
import { astrologyWords } from '../../../../lib/astrology/astrology-words';
import { useMessages } from '../../../../lib/i18n/messages';
import { kundliDeskMessages } from '../../kundli-desk.messages';
import { formatDegrees } from '../../lib/angles';

/** What an astrologer reads first: lagna, Moon sign, birth nakshatra (with pada and lord). */
export function KundliKeyFacts({ kundli }: { kundli: KundliView }) {
  const t = useMessages(kundliDeskMessages);
  const words = useMessages(astrologyWords);
  const moon = kundli.planets.find((planet) => planet.name === 'Moon');
  const { lagna } = kundli;
  return (
    <dl className="customer-kundli__facts">
      <div>
        <dt>{t.lagna}</dt>
        <dd>
          {words.sign(lagna.sign)} {formatDegrees(lagna.degree)}
          {kundli.birth.time_known ? null : <span className="customer-kundli__uncertain"> ({t.lagnaUncertain})</span>}
        </dd>
      </div>
      <div>
        <dt>{t.moonSign}</dt>
        <dd>
          {words.sign(kundli.summary.moon_sign)}
          {moon ? ` ${formatDegrees(moon.degree)}` : null}
        </dd>
      </div>
      <div>
        <dt>{t.nakshatra}</dt>
        <dd>{t.nakshatraValue(words.nakshatra(kundli.summary.nakshatra), kundli.summary.pada, words.graha(moon?.nakshatra_lord ?? 'Moon'))}</dd>
      </div>
    </dl>
  );
}
