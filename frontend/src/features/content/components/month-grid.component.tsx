import { AppLink } from '../../../components/app-link.component';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import type { DatedItem } from '../api/content-items';
import { calendarMessages } from '../content.messages';
import { monthWeeks, type Month } from '../lib/calendar-month';
import { weekdayNames } from '../lib/calendar-names';
import { itemPath } from '../lib/list-filters';

interface MonthGridProps {
  readonly month: Month;
  readonly caption: string;
  /** Today in India, marked as the current date. */
  readonly today: string;
  readonly days: ReadonlyMap<string, readonly DatedItem[]>;
  readonly listPath: string;
}

/** The month as a table of weeks, Sunday first, each item linked on its day. */
export function MonthGrid({ month, caption, today, days, listPath }: MonthGridProps) {
  const t = useMessages(calendarMessages);
  const { language } = useLanguage();
  return (
    <table className="month-grid">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {weekdayNames(language).map(({ short, long }) => (
            <th key={long} scope="col">
              <abbr title={long}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, index) => (
          <tr key={index}>
            {week.map((day, column) => {
              if (!day) return <td key={column} className="month-grid__pad" />;
              const items = days.get(day) ?? [];
              const isToday = day === today;
              return (
                <td key={day} className={items.length > 0 ? 'month-grid__day month-grid__day--busy' : 'month-grid__day'} aria-current={isToday ? 'date' : undefined}>
                  <span className="month-grid__number">
                    {Number(day.slice(8))}
                    {isToday ? <span className="visually-hidden"> ({t.today})</span> : null}
                  </span>
                  {items.length > 0 ? (
                    <ul className="month-grid__items">
                      {items.map((item) => (
                        <li key={item.id}>
                          <AppLink className="month-grid__item" to={itemPath(listPath, item.slug || item.id)}>
                            {item.title}
                          </AppLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
