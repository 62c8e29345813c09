import type { BirthPlace, KundliView, SignName } from '@nakshatra/contracts';
import { useState, type ReactNode } from 'react';
import { LoadFailed } from '../../../../components/load-failed.component';
import { Spinner } from '../../../../components/spinner.component';
import { useMessages } from '../../../../lib/i18n/messages';
import { useApiLoad } from '../../../../lib/use-api-load.hook';
import { calculateKundli } from '../../api/calculate-kundli.api';
import { kundliDeskMessages } from '../../kundli-desk.messages';
import { kundliReportMessages } from '../../kundli-report.messages';
import { customerKundliInput, type CustomerBirth } from '../../lib/customer-birth';
import { KundliCharts } from '../report/kundli-charts.component';
import { ManglikSection } from '../report/manglik-section.component';
import { KundliKeyFacts } from './kundli-key-facts.component';
import { RunningDasha } from './running-dasha.component';
import '../../kundli-report.css';
import '../../kundli-desk.css';

export interface CustomerKundliProps {
  readonly birth: CustomerBirth;
  /** Today's Moon read from their Moon sign (composed by the app from the horoscope feature). */
  readonly moonTransit?: (moonSign: SignName) => ReactNode;
}

/**
 * The astrologer's desk beside a consultation: the customer's kundli cast from the intake, with
 * the kundli page's charts and sections. Without a place chosen from the list it says why there is
 * no chart instead of guessing one.
 */
export function CustomerKundli({ birth, moonTransit }: CustomerKundliProps) {
  const t = useMessages(kundliDeskMessages);
  return (
    <section className="customer-kundli" aria-labelledby="customer-kundli-title">
      <h2 id="customer-kundli-title" className="customer-kundli__title">
        {t.title(birth.name)}
      </h2>
      {birth.place ? (
        <CastKundli birth={birth} place={birth.place} moonTransit={moonTransit} />
      ) : (
        <div className="report-warning" role="note" aria-labelledby="customer-kundli-no-place">
          <h3 id="customer-kundli-no-place" className="report-warning__title">
            {t.noPlaceTitle}
          </h3>
          <p>{t.noPlace(birth.placeText)}</p>
        </div>
      )}
    </section>
  );
}

/** calculate_kundli, as the kundli page asks it: the server computes, this panel words and draws. */
function CastKundli({ birth, place, moonTransit }: { birth: CustomerBirth; place: BirthPlace; moonTransit: CustomerKundliProps['moonTransit'] }) {
  const t = useMessages(kundliDeskMessages);
  const input = customerKundliInput(birth, place);
  const [kundli, retry] = useApiLoad(`desk-kundli/${JSON.stringify(input)}`, (signal) => calculateKundli(input, signal));
  if (kundli.state === 'loading')
    return (
      <p role="status">
        <Spinner /> {t.casting}
      </p>
    );
  if (kundli.state === 'failed') return <LoadFailed text={t.castFailed} onRetry={retry} />;
  return <KundliDesk kundli={kundli.answer.data} moonTransit={moonTransit} />;
}

function KundliDesk({ kundli, moonTransit }: { kundli: KundliView; moonTransit: CustomerKundliProps['moonTransit'] }) {
  const t = useMessages(kundliDeskMessages);
  const report = useMessages(kundliReportMessages);
  // "Today" for the running dasha: fixed when the chart appears, as on the kundli page.
  const [today] = useState(() => Date.now());
  return (
    <>
      <p className="report-note">{t.lead}</p>
      {kundli.birth.time_known ? null : (
        <div className="report-warning" role="note" aria-labelledby="customer-kundli-time-unknown">
          <h3 id="customer-kundli-time-unknown" className="report-warning__title">
            {report.timeUnknownTitle}
          </h3>
          <p>{report.timeUnknown}</p>
        </div>
      )}
      <KundliKeyFacts kundli={kundli} />
      <RunningDasha dasha={kundli.dasha} today={today} />
      <KundliCharts kundli={kundli} />
      <ManglikSection kundli={kundli} />
      {moonTransit?.(kundli.summary.moon_sign)}
    </>
  );
}
