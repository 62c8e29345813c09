import { useId } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { PRODUCT_SORTS, type ProductSort } from '../lib/mall-filters';
import { mallMessages } from '../mall.messages';

/** The order of the list; a choice applies at once (a select has no other way to confirm). */
export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const t = useMessages(mallMessages);
  const selectId = useId();
  return (
    <div className="mall-sort">
      <label className="mall-field__label" htmlFor={selectId}>
        {t.sortLabel}
      </label>
      <select id={selectId} className="mall-field__input" value={value} onChange={(event) => onChange(event.target.value as ProductSort)}>
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t[`sort_${sort}`]}
          </option>
        ))}
      </select>
    </div>
  );
}
