import { useEffect, useState, type ReactNode } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';

interface SearchFiltersProps {
  /** Names the search landmark ("Search users"). */
  readonly name: string;
  /** What the box searches ("Phone number or name"). */
  readonly label: string;
  /** Ids of the page's controls start with it. */
  readonly idPrefix: string;
  /** The search in force (from the address). */
  readonly search: string | undefined;
  readonly onSearch: (search: string) => void;
  /** The choices beside the box (FilterSelect), which apply at once. */
  readonly children?: ReactNode;
}

/** A list page's filters: a search box that applies on submit, then choices that apply at once. */
export function SearchFilters({ name, label, idPrefix, search, onSearch, children }: SearchFiltersProps) {
  const common = useMessages(adminMessages);
  const [text, setText] = useState(search ?? '');
  // Back and Forward change the address under the form: the box follows it.
  useEffect(() => setText(search ?? ''), [search]);
  return (
    <form
      className="admin-filters"
      role="search"
      aria-label={name}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className="admin-filters__field admin-filters__field--search">
        <label htmlFor={`${idPrefix}-search`}>{label}</label>
        <input id={`${idPrefix}-search`} type="search" value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <button type="submit" className="admin-button admin-button--quiet">
        {common.search}
      </button>
      {children}
    </form>
  );
}

interface FilterSelectProps<T extends string> {
  readonly id: string;
  readonly label: string;
  /** The choice in force; undefined shows "All". */
  readonly value: T | undefined;
  readonly options: readonly (readonly [value: T, text: string])[];
  /** The option's value, or '' for All. */
  readonly onChange: (value: string) => void;
}

/** One choice of a list's filters, "All" first. */
export function FilterSelect<T extends string>({ id, label, value, options, onChange }: FilterSelectProps<T>) {
  const common = useMessages(adminMessages);
  return (
    <div className="admin-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{common.all}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The filters of a list filtered by status alone: its one choice, in the bar the other lists' filters stand in. */
export function StatusFilterBar<T extends string>(props: FilterSelectProps<T>) {
  return (
    <div className="admin-filters">
      <FilterSelect {...props} />
    </div>
  );
}
