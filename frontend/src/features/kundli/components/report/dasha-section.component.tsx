import type { DashaPeriod, VimshottariDasha } from '@nakshatra/contracts';
import { useState } from 'react';
import { astrologyWords } from '../../../../lib/astrology/astrology-words';
import { formatIstDate } from '../../../../lib/format-ist-date';
import { useLanguage } from '../../../../lib/i18n/language-context';
import { useMessages } from '../../../../lib/i18n/messages';
import { kundliReportMessages } from '../../kundli-report.messages';
import { isRunning } from '../../lib/dasha';

/**
 * The Vimshottari dasha: the balance at birth, then each mahadasha with its dates (India time);
 * its antardashas open under it. The one running today is marked and open from the start.
 */
export function DashaSection({ dasha, today }: { dasha: VimshottariDasha; today: number }) {
  const t = useMessages(kundliReportMessages);
  const words = useMessages(astrologyWords);
  const { language } = useLanguage();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(dasha.mahadashas.flatMap((period, index) => (isRunning(period, today) ? [index] : []))));
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const dates = (period: DashaPeriod) => `${formatIstDate(period.start, language)} – ${formatIstDate(period.end, language)}`;
  const { lord, balance } = dasha.at_birth;

  return (
    <section className="report-section" aria-labelledby="dasha-title">
      <h3 id="dasha-title">{t.dashaTitle}</h3>
      <p>{t.dashaAtBirth(words.graha(lord), balance.years, balance.months, balance.days)}</p>
      <p className="report-note">{t.dashaNote(String(dasha.year_days))}</p>
      <ol className="dasha-list">
        {dasha.mahadashas.map((mahadasha, index) => {
          const running = isRunning(mahadasha, today);
          const panelId = `mahadasha-${index}`;
          return (
            <li key={mahadasha.start} className={running ? 'dasha dasha--running' : 'dasha'} aria-current={running ? 'true' : undefined}>
              <h4 className="dasha__heading">
                <button type="button" className="dasha__toggle" aria-expanded={open.has(index)} aria-controls={panelId} onClick={() => toggle(index)}>
                  <span className="dasha__lord">{words.graha(mahadasha.lord)}</span>
                  <span className="dasha__dates">{dates(mahadasha)}</span>
                  {running ? <span className="dasha__badge">{t.running}</span> : null}
                </button>
              </h4>
              <table id={panelId} className="report-table dasha__antardashas" hidden={!open.has(index)}>
                <caption className="visually-hidden">{t.antardashasOf(words.graha(mahadasha.lord))}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.antardasha}</th>
                    <th scope="col">{t.from}</th>
                    <th scope="col">{t.to}</th>
                  </tr>
                </thead>
                <tbody>
                  {mahadasha.antardashas.map((antardasha) => {
                    const now = isRunning(antardasha, today);
                    return (
                      <tr key={antardasha.start} className={now ? 'dasha__running-row' : undefined} aria-current={now ? 'true' : undefined}>
                        {/* Under its mahadasha's heading, the antardasha's own lord is enough. */}
                        <th scope="row">
                          {words.graha(antardasha.lord)}
                          {now ? <span className="dasha__badge">{t.running}</span> : null}
                        </th>
                        <td className="dasha__date">{formatIstDate(antardasha.start, language)}</td>
                        <td className="dasha__date">{formatIstDate(antardasha.end, language)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
