import { AppLink } from '../../../components/app-link.component';
import { useMessages } from '../../../lib/i18n/messages';
import { calendarMessages } from '../content.messages';

export const CALENDAR_VIEW = 'calendar';

/** List or month calendar: two links, so each view has its own address. */
export function CalendarSwitch({ calendar }: { calendar: boolean }) {
  const t = useMessages(calendarMessages);
  return (
    <div className="view-switch" role="group" aria-label={t.view}>
      <AppLink className="view-switch__option" to={{ search: '' }} aria-current={calendar ? undefined : 'true'}>
        {t.list}
      </AppLink>
      <AppLink className="view-switch__option" to={{ search: `?view=${CALENDAR_VIEW}` }} aria-current={calendar ? 'true' : undefined}>
        {t.calendar}
      </AppLink>
    </div>
  );
}
