import { AppLink } from '../../../components/app-link.component';
import { useMessages } from '../../../lib/i18n/messages';
import { horoscopeMessages } from '../horoscope.messages';
import { periodStart, shiftPeriod, type CalendarDay, type HoroscopeView } from '../lib/horoscope-period';

interface PeriodNavigationProps {
  readonly view: HoroscopeView;
  readonly today: CalendarDay;
  /** The address of another view of the same sign. */
  readonly linkTo: (view: HoroscopeView) => string;
}

/**
 * Previous and next period as links (bookmarkable), and a way back to the current one. Horoscopes
 * are written ahead for the next period at most, so Next stops there.
 */
export function PeriodNavigation({ view, today, linkTo }: PeriodNavigationProps) {
  const t = useMessages(horoscopeMessages);
  const { period, date } = view;
  const current = periodStart(today, period);
  const next = shiftPeriod(date, period, 1);
  return (
    <nav className="period-nav" aria-label={t.dateNavigation}>
      <AppLink className="button button--secondary button--small" to={linkTo({ period, date: shiftPeriod(date, period, -1) })}>
        <span aria-hidden="true">‹ </span>
        {t.previous(period)}
      </AppLink>
      {date !== current ? (
        <AppLink className="button button--small" to={linkTo({ period, date: current })}>
          {t.current(period)}
        </AppLink>
      ) : null}
      {next <= shiftPeriod(current, period, 1) ? (
        <AppLink className="button button--secondary button--small" to={linkTo({ period, date: next })}>
          {t.next(period)}
          <span aria-hidden="true"> ›</span>
        </AppLink>
      ) : null}
    </nav>
  );
}
