import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { commonMessages } from '../../../components/common.messages';
import { contentMessages } from '../admin-content.messages';
import { getContentList } from '../api/get-content-list.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import type { FieldDescriptor } from '../lib/content-fields';
import { familyPluralNoun } from '../lib/family-names';
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
  const t = useMessages(contentMessages);
  const common = useMessages(commonMessages);
  const { language } = useLanguage();
  const related = field.relatedFamily!;
  const [items] = useApiResource(`relation:${related}`, (signal) => getContentList(related, { limit: RELATED_LIMIT, sort: 'title' }, signal));
  const options = items.state === 'loaded' ? items.answer.data : [];
  const known = value === '' || options.some((item) => item.id === value);

  return (
    <>
      <select {...aria} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{items.state === 'loading' ? common.loading : '—'}</option>
        {known ? null : <option value={value}>{value}</option>}
        {options.map((item) => (
          <option key={item.id} value={item.id}>
            {item.status === 'draft' ? t.inDraft(item.title) : item.title}
          </option>
        ))}
      </select>
      {items.state === 'failed' ? <p className="admin-field__hint">{t.relatedFailed(familyPluralNoun(related, language))}</p> : null}
    </>
  );
}
