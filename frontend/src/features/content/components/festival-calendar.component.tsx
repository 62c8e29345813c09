import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link.component';
import { EmptyState } from '../../../components/empty-state.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import type { DatedItem } from '../api/content-items';
import { calendarMessages } from '../content.messages';
import type { ContentSection, DatedFamily } from '../content-sections';
import { useMonthItems } from '../hooks/use-month-items.hook';
import { addMonths, istToday, itemsByDay, monthOf, monthParam, readMonth, type Month } from '../lib/calendar-month';
import { monthName } from '../lib/calendar-names';
import { itemPath } from '../lib/list-filters';
import { CALENDAR_VIEW } from './calendar-switch.component';
import { ItemDate } from './item-date.component';
import { MonthGrid } from './month-grid.component';

const monthLink = (month: Month) => ({ search: `?view=${CALENDAR_VIEW}&month=${monthParam(month)}` });

/** A month of a dated section (`?view=calendar&month=2026-11`, this month in India by default), each item on its day. */
export function FestivalCalendar({ section, family }: { section: ContentSection; family: DatedFamily }) {
  const t = useMessages(calendarMessages);
  const { language } = useLanguage();
  const headingId = useId();
  const [params] = useSearchParams();
  const today = istToday();
  const thisMonth = monthOf(today);
  const month = readMonth(params.get('month'), thisMonth);
  const name = monthName(month, language);
  const [items, retry] = useMonthItems(family, month);
  const days = items.state === 'loaded' ? itemsByDay(items.answer.data, month) : new Map<string, DatedItem[]>();

  return (
    <section className="festival-calendar" aria-labelledby={headingId}>
      <div className="festival-calendar__bar">
        <AppLink className="button button--secondary button--small festival-calendar__prev" rel="prev" to={monthLink(addMonths(month, -1))}>
          <span aria-hidden="true">‹ </span>
          {t.previousMonth}
        </AppLink>
        <h2 id={headingId} className="festival-calendar__month" aria-live="polite">
          {name}
        </h2>
        <AppLink className="button button--secondary button--small festival-calendar__next" rel="next" to={monthLink(addMonths(month, 1))}>
          {t.nextMonth}
          <span aria-hidden="true"> ›</span>
        </AppLink>
      </div>
      {monthParam(month) === monthParam(thisMonth) ? null : (
        <p className="festival-calendar__today">
          <AppLink to={monthLink(thisMonth)}>{t.thisMonth}</AppLink>
        </p>
      )}
      <div aria-busy={items.state === 'loading'}>
        {items.state === 'loading' ? (
          <p role="status" className="visually-hidden">
            {t.loadingMonth(name)}
          </p>
        ) : null}
        {items.state === 'failed' ? <LoadFailed text={t.monthFailed(name)} onRetry={retry} /> : null}
        <MonthGrid month={month} caption={name} today={today} days={days} listPath={section.path} />
        {items.state === 'loaded' ? <MonthAgenda items={[...days.values()].flat()} listPath={section.path} name={name} /> : null}
      </div>
    </section>
  );
}

/** The month's items in date order: the calendar as a list, and all of it on narrow screens. */
function MonthAgenda({ items, listPath, name }: { items: readonly DatedItem[]; listPath: string; name: string }) {
  const t = useMessages(calendarMessages);
  if (items.length === 0) return <EmptyState title={t.noneInMonth(name)} />;
  const inOrder = [...items].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section className="month-agenda" aria-labelledby="month-agenda-heading">
      <h3 id="month-agenda-heading">{t.inMonth(name)}</h3>
      <ul className="month-agenda__list">
        {inOrder.map((item) => (
          <li key={item.id} className="month-agenda__item">
            <ItemDate className="month-agenda__date" iso={item.date} />
            <AppLink to={itemPath(listPath, item.slug || item.id)}>{item.title}</AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
