import type { KundliView } from '@nakshatra/contracts';
import { useMessages } from '../../../../lib/i18n/messages';
import { kundliReportMessages } from '../../kundli-report.messages';

/** Manglik dosha, and which count makes it: from the ascendant, from the Moon, or both. */
export function ManglikSection({ kundli }: { kundli: KundliView }) {
  const t = useMessages(kundliReportMessages);
  const { is_manglik, from_lagna, from_moon } = kundli.manglik;
  return (
    <section className="report-section" aria-labelledby="manglik-title">
      <h3 id="manglik-title">{t.manglikTitle}</h3>
      <p className={is_manglik ? 'manglik manglik--yes' : 'manglik'}>
        <strong>{is_manglik ? t.manglikYes : t.manglikNo}</strong>
      </p>
      <ul className="manglik__counts">
        <li>{t.marsFrom(t.fromLagna, from_lagna.mars_house, from_lagna.manglik)}</li>
        <li>{t.marsFrom(t.fromMoon, from_moon.mars_house, from_moon.manglik)}</li>
      </ul>
      <p className="report-note">{t.manglikRule}</p>
      {kundli.birth.time_known ? null : <p className="report-note">{t.manglikTimeUnknown}</p>}
    </section>
  );
}
