import type { ContentItem } from '@nakshatra/contracts';
import { getContentList } from '../api/get-content-list.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import type { FieldDescriptor } from '../lib/content-fields';
import { familyPlural } from '../lib/family-names';
import type { InputValue } from '../lib/form-values';

interface RelationSelectProps {
  readonly field: FieldDescriptor;
  readonly value: string;
  readonly aria: Record<string, unknown>;
  readonly onChange: (value: InputValue) => void;
}

/** The largest page the server gives; a related family (albums, categories) is expected to fit. */
const RELATED_LIMIT = 100;

/** collection_id, category_id: a choice among the items of the related family, drafts included. */
export function RelationSelect({ field, value, aria, onChange }: RelationSelectProps) {
  const related = field.relatedFamily!;
  const [items] = useApiResource<ContentItem[]>(`relation:${related}`, (signal) => getContentList(related, { limit: RELATED_LIMIT, sort: 'title' }, signal));
  const options = items.state === 'loaded' ? items.answer.data : [];
  const known = value === '' || options.some((item) => item.id === value);

  return (
    <>
      <select {...aria} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{items.state === 'loading' ? 'Loading…' : '—'}</option>
        {known ? null : <option value={value}>{value}</option>}
        {options.map((item) => (
          <option key={item.id} value={item.id}>
            {item.status === 'draft' ? `${item.title} (draft)` : item.title}
          </option>
        ))}
      </select>
      {items.state === 'failed' ? <p className="admin-field__hint">The {familyPlural(related).toLowerCase()} could not be loaded.</p> : null}
    </>
  );
}
