import { useState, type KeyboardEvent } from 'react';
import { FieldError, FieldHint, RequiredMark, type FieldProps } from './content-field.component';
import { describedBy, fieldId } from './field-ids';

/** tags, benefits: a list to add to (Enter or Add; tags may be typed comma-separated) and remove from. */
export function StringListField({ field, value, error, onChange }: FieldProps) {
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
    <fieldset className="admin-field admin-field--list" aria-describedby={describedBy(field.name, field.hint, error)}>
      <legend className="admin-field__label">
        {field.label}
        {field.required ? <RequiredMark /> : null}
      </legend>
      <FieldHint field={field} />
      {items.length > 0 ? (
        <ul className="admin-chips">
          {items.map((item) => (
            <li key={item} className="admin-chip">
              <span>{item}</span>
              <button type="button" className="admin-chip__remove" aria-label={`Remove ${item}`} onClick={() => onChange(items.filter((other) => other !== item))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="admin-chips__add">
        <label htmlFor={fieldId(field.name)}>{commaSeparated ? 'Add tags (comma-separated)' : `Add to ${field.label.toLowerCase()}`}</label>
        <input
          id={fieldId(field.name)}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field.name, field.hint, error)}
        />
        <button type="button" className="admin-button admin-button--quiet" onClick={add}>
          Add
        </button>
      </div>
      <FieldError name={field.name} error={error} />
    </fieldset>
  );
}
