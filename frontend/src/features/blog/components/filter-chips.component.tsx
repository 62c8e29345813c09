import { BLOG_FILTER_NAMES, type BlogFilterName, type BlogFilters } from '../lib/blog-filters';

const LABELS: Record<BlogFilterName, string> = { category: 'Category', tag: 'Tag', search: 'Search' };

/** The filters in force, each removable. */
export function FilterChips({ filters, onRemove }: { filters: BlogFilters; onRemove: (name: BlogFilterName) => void }) {
  const active = BLOG_FILTER_NAMES.flatMap((name) => (filters[name] ? [{ name, value: filters[name] }] : []));
  if (active.length === 0) return null;
  return (
    <ul className="filter-chips" aria-label="Filters">
      {active.map(({ name, value }) => (
        <li key={name} className="filter-chip">
          <span>
            {LABELS[name]}: <strong>{value}</strong>
          </span>
          <button type="button" className="filter-chip__remove" aria-label={`Remove ${LABELS[name].toLowerCase()} filter: ${value}`} onClick={() => onRemove(name)}>
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
