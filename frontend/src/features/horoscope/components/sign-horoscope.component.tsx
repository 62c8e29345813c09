import { EmptyState } from '../../../components/empty-state.component';
import { AppLink } from '../../../components/app-link.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { NotFound } from '../../../components/not-found.component';
import { PageMeta } from '../../../components/page-meta.component';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { isZodiacSign, zodiacSigns, type ZodiacSign } from '../data/zodiac-signs';
import { horoscopeMessages } from '../horoscope.messages';
import { useHoroscope } from '../hooks/use-horoscope.hook';
import { useHoroscopeView } from '../hooks/use-horoscope-view.hook';
import { describePeriod, horoscopeSearch, periodStart, type HoroscopePeriod, type HoroscopeView } from '../lib/horoscope-period';
import { signDates, signName, signOtherNames } from '../lib/sign-names';
import { HoroscopeReading, HoroscopeReadingSkeleton } from './horoscope-reading.component';
import { MoonTransitNote } from './moon-transit-note.component';
import { OtherSigns } from './other-signs.component';
import { PeriodNavigation } from './period-navigation.component';
import { PeriodTabs, periodTabId } from './period-tabs.component';
import '../horoscope.css';

const PANEL_ID = 'horoscope-panel';

/** /horoscope/:sign: the sign's horoscope by period and date (both in the address); 404 for a name that is no sign. */
export function SignHoroscope({ sign }: { sign: string }) {
  const t = useMessages(horoscopeMessages);
  if (!isZodiacSign(sign)) {
    return <NotFound heading={t.signNotFound} text={t.signNotFoundText} back={{ to: '/horoscope', label: t.backToSigns }} documentTitle={`${t.signNotFound} · Nakshatra`} />;
  }
  return <SignHoroscopePage sign={sign} />;
}

function SignHoroscopePage({ sign }: { sign: ZodiacSign }) {
  const { language } = useLanguage();
  const t = useMessages(horoscopeMessages);
  const { view, today, show } = useHoroscopeView();
  const name = signName(sign, language);
  const linkTo = (next: HoroscopeView) => `/horoscope/${sign}${horoscopeSearch(next, today)}`;

  // From the current period another tab opens on its current period; from a past or future one, on the period around it.
  const selectPeriod = (period: HoroscopePeriod) => {
    const onCurrent = view.date === periodStart(today, view.period);
    show({ period, date: periodStart(onCurrent ? today : view.date, period) });
  };

  return (
    <div className="sign-horoscope">
      <PageMeta title={t.signDocumentTitle(name, t.periodWord(view.period))} description={t.signDescription(name)} />
      <p className="sign-horoscope__back">
        <AppLink to="/horoscope">
          <span aria-hidden="true">← </span>
          {t.allSigns}
        </AppLink>
      </p>
      <header className="sign-horoscope__header">
        <span className="sign-horoscope__symbol" aria-hidden="true">
          {zodiacSigns[sign].symbol}
        </span>
        <div>
          <h1 className="sign-horoscope__title">{t.signTitle(name)}</h1>
          <p className="sign-horoscope__names">
            {signOtherNames(sign, language)} · {signDates(sign, language)}
          </p>
        </div>
      </header>
      <PeriodTabs active={view.period} panelId={PANEL_ID} onSelect={selectPeriod} />
      <section id={PANEL_ID} role="tabpanel" aria-labelledby={periodTabId(view.period)} className="sign-horoscope__panel">
        <h2 className="sign-horoscope__when">{describePeriod(view, language)}</h2>
        <PeriodNavigation view={view} today={today} linkTo={linkTo} />
        <Reading sign={sign} view={view} />
      </section>
      {/* The day shown, or today for the longer periods: the Moon changes sign every two or three days. */}
      <MoonTransitNote sign={sign} date={view.period === 'daily' ? view.date : today} today={today} />
      <OtherSigns current={sign} search={horoscopeSearch(view, today)} />
    </div>
  );
}

function Reading({ sign, view }: { sign: ZodiacSign; view: HoroscopeView }) {
  const { language } = useLanguage();
  const t = useMessages(horoscopeMessages);
  const [horoscope, retry] = useHoroscope(sign, view);
  if (horoscope.state === 'loading') return <HoroscopeReadingSkeleton label={t.loading} />;
  if (horoscope.state === 'failed') return <LoadFailed text={t.loadFailed} onRetry={retry} />;
  const [found] = horoscope.answer.data;
  if (!found) {
    return (
      <EmptyState title={t.empty(t.periodWord(view.period), signName(sign, language), describePeriod(view, language))}>
        <p>{t.emptyHint}</p>
      </EmptyState>
    );
  }
  return <HoroscopeReading horoscope={found} />;
}
