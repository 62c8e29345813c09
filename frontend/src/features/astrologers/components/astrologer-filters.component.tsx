import { useId, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { astrologersMessages } from '../astrologers.messages';
import { filtersMessages } from '../filters.messages';
import { useAppliedFilters, type AppliedFilter } from '../hooks/use-applied-filters.hook';
import { useOptionLabels } from '../hooks/use-option-labels.hook';
import { GENDERS, LANGUAGES, SKILLS } from '../lib/astrologer-options';
import {
  ASTROLOGER_SORTS,
  hasAstrologerFilters,
  LIVE_STATUSES,
  MAX_PRICE_CHOICES,
  MIN_PRICE_CHOICES,
  MIN_RATING_CHOICES,
  withAstrologerFilters,
  withoutAstrologerFilters,
  type AstrologerFilters as Filters,
  type AstrologerSort,
} from '../lib/astrologer-filters';
import './astrologer-filters.css';

type FilterChange = Partial<Omit<Filters, 'page'>>;

/**
 * Sort, availability, skill, language, gender, price range and rating: each choice applies at once
 * and lives in the address. On phones (below 768 px) only a bar shows — the Filters toggle, Sort and
 * a chip for each filter in force — and the selects fold out under the toggle, so the first
 * astrologers are in sight without scrolling. Wider screens show every select in a grid and no bar.
 */
export function AstrologerFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const t = useMessages(astrologersMessages);
  const f = useMessages(filtersMessages);
  const labels = useOptionLabels();
  const applied = useAppliedFilters(filters);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const change = (patch: FilterChange) => onChange(withAstrologerFilters(filters, patch));
  const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));
  const done = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <section className="astrologer-filters" aria-label={t.filters}>
      <div className="astrologer-filters__bar">
        <button ref={toggle} type="button" className="astrologer-filters__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {f.showFilters}
          {applied.length > 0 ? (
            <>
              {' '}
              <span className="astrologer-filters__count" aria-hidden="true">
                {applied.length}
              </span>
              <span className="visually-hidden">{f.appliedCount(applied.length)}</span>
            </>
          ) : null}
        </button>
        <FilterSelect label={t.sortBy} value={filters.sort} onChange={(value) => change({ sort: value as AstrologerSort })}>
          {ASTROLOGER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t[`sort_${sort}`]}
            </option>
          ))}
        </FilterSelect>
      </div>
      {applied.length > 0 ? (
        <AppliedChips
          applied={applied}
          onRemove={(name) => {
            change({ [name]: undefined });
            // The chip goes with its filter; the toggle is the nearest place that stays.
            toggle.current?.focus();
          }}
        />
      ) : null}
      <div id={panelId} className={open ? 'astrologer-filters__panel astrologer-filters__panel--open' : 'astrologer-filters__panel'}>
        <FilterSelect label={t.status} value={filters.status ?? ''} onChange={(value) => change({ status: (value || undefined) as Filters['status'] })}>
          <option value="">{t.any}</option>
          {LIVE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t[`status_${status}`]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label={t.skill} value={filters.skill ?? ''} onChange={(value) => change({ skill: (value || undefined) as Filters['skill'] })}>
          <option value="">{t.any}</option>
          {SKILLS.map((skill) => (
            <option key={skill} value={skill}>
              {labels.skill(skill)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label={t.language} value={filters.language ?? ''} onChange={(value) => change({ language: (value || undefined) as Filters['language'] })}>
          <option value="">{t.any}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {labels.language(language)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label={t.gender} value={filters.gender ?? ''} onChange={(value) => change({ gender: (value || undefined) as Filters['gender'] })}>
          <option value="">{t.any}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {labels.gender(gender)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t.minPrice}
          value={String(filters.min_price ?? '')}
          onChange={(value) => change({ min_price: numberOrUndefined(value) as Filters['min_price'] })}
        >
          <option value="">{t.any}</option>
          {MIN_PRICE_CHOICES.map((rupees) => (
            <option key={rupees} value={rupees}>
              {t.from(rupees)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t.maxPrice}
          value={String(filters.max_price ?? '')}
          onChange={(value) => change({ max_price: numberOrUndefined(value) as Filters['max_price'] })}
        >
          <option value="">{t.any}</option>
          {MAX_PRICE_CHOICES.map((rupees) => (
            <option key={rupees} value={rupees}>
              {t.upTo(rupees)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t.rating}
          value={String(filters.min_rating ?? '')}
          onChange={(value) => change({ min_rating: numberOrUndefined(value) as Filters['min_rating'] })}
        >
          <option value="">{t.any}</option>
          {MIN_RATING_CHOICES.map((stars) => (
            <option key={stars} value={stars}>
              {t.atLeast(stars)}
            </option>
          ))}
        </FilterSelect>
        {hasAstrologerFilters(filters) ? (
          <button type="button" className="link-button astrologer-filters__clear" onClick={() => onChange(withoutAstrologerFilters(filters))}>
            {t.clearFilters}
          </button>
        ) : null}
        <button type="button" className="button button--secondary astrologer-filters__done" onClick={done}>
          {f.done}
        </button>
      </div>
    </section>
  );
}

/** Phones: what is filtered while the selects are folded away; a tap on a chip drops its filter. */
function AppliedChips({ applied, onRemove }: { applied: readonly AppliedFilter[]; onRemove: (name: AppliedFilter['name']) => void }) {
  const f = useMessages(filtersMessages);
  return (
    <ul className="astrologer-filters__chips" aria-label={f.appliedFilters}>
      {applied.map(({ name, label, value }) => (
        <li key={name}>
          <button type="button" className="filter-chip" aria-label={f.removeFilter(`${label}: ${value}`)} onClick={() => onRemove(name)}>
            {value}
            <span className="filter-chip__remove" aria-hidden="true">
              ×
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function FilterSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="astrologer-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}
