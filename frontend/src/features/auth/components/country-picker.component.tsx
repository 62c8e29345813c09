import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { COUNTRY_DROPDOWN_MAX_HEIGHT_PX } from '../../../config/app-constants';
import { countries, searchCountries, type Country } from '../data/countries.data';
import { useMessages } from '../../../lib/i18n/messages';
import { authMessages } from '../auth.messages';

interface CountryPickerProps {
  readonly value: Country;
  readonly onChange: (country: Country) => void;
}

/** Dial-code picker: a button showing the chosen flag and code, opening a searchable list (spec §2, §5). */
export function CountryPicker({ value, onChange }: CountryPickerProps) {
  const t = useMessages(authMessages);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const results = searchCountries(countries, query);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    setQuery('');
    toggle.current?.focus();
  };
  const choose = (country: Country) => {
    onChange(country);
    close();
  };
  const options = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
  const moveFocus = (from: number, by: number) => {
    const all = options();
    if (all.length > 0) all[Math.min(all.length - 1, Math.max(0, from + by))]?.focus();
  };

  const onDropdownKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Closes the list only, not the popup around it.
    event.preventDefault();
    close();
  };
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      moveFocus(-1, 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (results[0]) choose(results[0]);
    }
  };
  const onOptionKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number, country: Country) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(index, event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(country);
    }
  };

  return (
    <div className="country-picker" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="country-picker__toggle"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t.countryCode(value.countryCode, value.countryName)}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <img className="country-picker__flag" src={value.countryImg} alt="" width={24} height={16} />
        <span>{value.countryCode}</span>
        <span className="country-picker__caret" aria-hidden="true" />
      </button>
      {open ? (
        <div className="country-picker__dropdown" onKeyDown={onDropdownKeyDown}>
          <input
            type="search"
            className="country-picker__search"
            placeholder={t.searchCountry}
            aria-label={t.searchCountry}
            aria-controls={listId}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onSearchKeyDown}
            autoFocus
          />
          <ul
            ref={list}
            id={listId}
            role="listbox"
            aria-label={t.countries}
            className="country-picker__list"
            style={{ maxHeight: `${COUNTRY_DROPDOWN_MAX_HEIGHT_PX}px` }}
          >
            {results.map((country, index) => (
              <li
                key={country.countryName}
                role="option"
                aria-selected={country.countryName === value.countryName}
                tabIndex={-1}
                className="country-picker__option"
                onClick={() => choose(country)}
                onKeyDown={(event) => onOptionKeyDown(event, index, country)}
              >
                <img className="country-picker__flag" src={country.countryImg} alt="" width={24} height={16} loading="lazy" />
                <span className="country-picker__code">{country.countryCode}</span>{' '}
                <span className="country-picker__name">{country.countryName}</span>
              </li>
            ))}
          </ul>
          {results.length === 0 ? <p className="country-picker__empty">No country matches “{query.trim()}”</p> : null}
        </div>
      ) : null}
    </div>
  );
}
