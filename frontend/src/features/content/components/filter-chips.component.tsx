import { useMessages } from '../../../lib/i18n/messages';
import { contentMessages } from '../content.messages';
import { FILTER_NAMES, type FilterName, type ListFilters } from '../lib/list-filters';

/** The filters in force, each with a button that removes it; nothing when there are none. */
export function FilterChips({ filters, onRemove }: { filters: ListFilters; onRemove: (name: FilterName) => void }) {
  const t = useMessages(contentMessages);
  const active = FILTER_NAMES.flatMap((name) => (filters[name] ? [{ name, value: filters[name] }] : []));
  if (active.length === 0) return null;
  return (
    <ul className="filter-chips" aria-label={t.filters}>
      {active.map(({ name, value }) => (
        <li key={name} className="filter-chip">
          <span>
            {t[name]}: <strong>{value}</strong>
          </span>
          <button type="button" className="filter-chip__remove" aria-label={t.removeFilter(t[name], value)} onClick={() => onRemove(name)}>
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
