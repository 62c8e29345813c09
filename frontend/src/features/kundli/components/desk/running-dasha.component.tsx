import type { VimshottariDasha } from '@nakshatra/contracts';
import { astrologyWords } from '../../../../lib/astrology/astrology-words';
import { formatIstDate } from '../../../../lib/format-ist-date';
import { useLanguage } from '../../../../lib/i18n/language-context';
import { useMessages } from '../../../../lib/i18n/messages';
import { kundliDeskMessages } from '../../kundli-desk.messages';
import { isRunning } from '../../lib/dasha';

/** The mahadasha and antardasha running today, with their dates (India time): the dasha at a glance, for a consultation. */
export function RunningDasha({ dasha, today }: { dasha: VimshottariDasha; today: number }) {
  const t = useMessages(kundliDeskMessages);
  const words = useMessages(astrologyWords);
  const { language } = useLanguage();
  const mahadasha = dasha.mahadashas.find((period) => isRunning(period, today));
  const antardasha = mahadasha?.antardashas.find((period) => isRunning(period, today));
  const period = ({ lord, start, end }: { lord: Parameters<typeof words.graha>[0]; start: string; end: string }) =>
    t.period(words.graha(lord), formatIstDate(start, language), formatIstDate(end, language));
  return (
    <section className="report-section" aria-labelledby="customer-kundli-dasha">
      <h3 id="customer-kundli-dasha">{t.dashaTitle}</h3>
      {mahadasha ? (
        <dl className="customer-kundli__facts">
          <div>
            <dt>{t.mahadasha}</dt>
            <dd>{period(mahadasha)}</dd>
          </div>
          {antardasha ? (
            <div>
              <dt>{t.antardasha}</dt>
              <dd>{period(antardasha)}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p>{t.noRunningDasha}</p>
      )}
    </section>
  );
}
