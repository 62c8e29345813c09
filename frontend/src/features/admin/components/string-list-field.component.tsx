import { useState, type KeyboardEvent } from 'react';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { contentMessages } from '../admin-content.messages';
import { fieldNoun } from '../lib/field-texts';
import { FieldError, FieldHint, FieldLegend, useDescribedBy, type FieldProps } from './field-parts.component';
import { fieldId } from './field-ids';

/** tags, benefits: a list to add to (Enter or Add; tags may be typed comma-separated) and remove from. */
export function StringListField({ field, value, error, onChange }: FieldProps) {
  const t = useMessages(contentMessages);
  const { language } = useLanguage();
  const describedBy = useDescribedBy(field, error);
  const items = Array.isArray(value) ? value : [];
  const [draft, setDraft] = useState('');
  const commaSeparated = field.name === 'tags';

  const add = () => {
    const entries = (commaSeparated ? draft.split(',') : [draft]).map((entry) => entry.trim()).filter((entry) => entry !== '' && !items.includes(entry));
    if (entries.length > 0) onChange([...items, ...entries]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds to the list rather than saving the form.
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="admin-field admin-field--list" aria-describedby={describedBy}>
      <FieldLegend field={field} />
      <FieldHint field={field} />
      {items.length > 0 ? (
        <ul className="admin-chips">
          {items.map((item) => (
            <li key={item} className="admin-chip">
              <span>{item}</span>
              <button type="button" className="admin-chip__remove" aria-label={t.remove(item)} onClick={() => onChange(items.filter((other) => other !== item))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="admin-chips__add">
        <label htmlFor={fieldId(field.name)}>{commaSeparated ? t.addTags : t.addTo(fieldNoun(field, language))}</label>
        <input
          id={fieldId(field.name)}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button type="button" className="admin-button admin-button--quiet" onClick={add}>
          {t.add}
        </button>
      </div>
      <FieldError name={field.name} error={error} />
    </fieldset>
  );
}
