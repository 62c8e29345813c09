import { useId, type ReactNode } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { astrologersMessages } from '../astrologers.messages';
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

/** Availability, skill, language, gender, price range, rating and sort: each choice applies at once and lives in the address. */
export function AstrologerFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const t = useMessages(astrologersMessages);
  const labels = useOptionLabels();
  const change = (patch: Partial<Omit<Filters, 'page'>>) => onChange(withAstrologerFilters(filters, patch));
  const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

  return (
    <section className="astrologer-filters" aria-label={t.filters}>
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
      <FilterSelect label={t.sortBy} value={filters.sort} onChange={(value) => change({ sort: value as AstrologerSort })}>
        {ASTROLOGER_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t[`sort_${sort}`]}
          </option>
        ))}
      </FilterSelect>
      {hasAstrologerFilters(filters) ? (
        <button type="button" className="link-button astrologer-filters__clear" onClick={() => onChange(withoutAstrologerFilters(filters))}>
          {t.clearFilters}
        </button>
      ) : null}
    </section>
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
