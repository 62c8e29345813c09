import type { KundliView } from '@nakshatra/contracts';
import { useState, type ReactNode, type Ref } from 'react';
import { useMessages } from '../../../../lib/i18n/messages';
import { kundliReportMessages } from '../../kundli-report.messages';
import { AskAstrologer } from './ask-astrologer.component';
import { BirthSummary } from './birth-summary.component';
import { DashaSection } from './dasha-section.component';
import { KundliCharts } from './kundli-charts.component';
import { ManglikSection } from './manglik-section.component';
import { PlanetTable } from './planet-table.component';
import { PrintButton } from './print-button.component';
import '../../kundli-report.css';

interface KundliReportProps {
  readonly kundli: KundliView;
  /** The title takes focus when the report arrives. */
  readonly headingRef: Ref<HTMLHeadingElement>;
  /** Beside Print: saving, which needs the login the page knows about. */
  readonly actions: ReactNode;
}

/** The computed kundli: birth summary, D1 and D9 charts, planets, manglik, Vimshottari dasha; printable as it stands. */
export function KundliReport({ kundli, headingRef, actions }: KundliReportProps) {
  const t = useMessages(kundliReportMessages);
  // "Today" for the running dasha: fixed when the report appears.
  const [today] = useState(() => Date.now());
  return (
    <article className="kundli-report" aria-labelledby="kundli-report-title">
      <header className="kundli-report__header">
        <h2 id="kundli-report-title" ref={headingRef} tabIndex={-1} className="kundli-report__title">
          {t.title(kundli.input.name)}
        </h2>
        <div className="report-actions">
          <PrintButton />
          {actions}
        </div>
      </header>
      {kundli.birth.time_known ? null : (
        <div className="report-warning" role="note" aria-labelledby="time-unknown-title">
          <h3 id="time-unknown-title" className="report-warning__title">
            {t.timeUnknownTitle}
          </h3>
          <p>{t.timeUnknown}</p>
        </div>
      )}
      <BirthSummary kundli={kundli} />
      <KundliCharts kundli={kundli} />
      <PlanetTable kundli={kundli} />
      <ManglikSection kundli={kundli} />
      <DashaSection dasha={kundli.dasha} today={today} />
      <AskAstrologer title={t.askTitle} text={t.askText} />
    </article>
  );
}
