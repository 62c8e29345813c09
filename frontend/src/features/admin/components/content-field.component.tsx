import { sanitizeRichText } from '@nakshatra/contracts';
import type { FieldDescriptor } from '../lib/content-fields';
import type { InputValue } from '../lib/form-values';
import { describedBy, errorId, fieldId, hintId } from './field-ids';
import { ImageField, ImageListField } from './image-fields.component';
import { RelationSelect } from './relation-select.component';
import { StringListField } from './string-list-field.component';

export interface FieldProps {
  readonly field: FieldDescriptor;
  readonly value: InputValue;
  readonly error: string | undefined;
  readonly onChange: (value: InputValue) => void;
  /** Uploads in progress keep the form from being saved. */
  readonly onBusy: (busy: boolean) => void;
}

/** One generated field: its label, the control its kind calls for, its hint and its message. */
export function ContentField(props: FieldProps) {
  const { field } = props;
  switch (field.kind) {
    case 'image':
      return <ImageField {...props} />;
    case 'image-list':
      return <ImageListField {...props} />;
    case 'string-list':
      return <StringListField {...props} />;
    case 'boolean':
      return <CheckboxField {...props} />;
    default:
      return (
        <div className={`admin-field admin-field--${field.kind}`}>
          <FieldLabel field={field} />
          <FieldHint field={field} />
          <Control {...props} />
          <FieldError name={field.name} error={props.error} />
          {field.kind === 'rich-text' ? <RichTextPreview label={field.label} html={typeof props.value === 'string' ? props.value : ''} /> : null}
        </div>
      );
  }
}

export function FieldLabel({ field, htmlFor = fieldId(field.name) }: { field: FieldDescriptor; htmlFor?: string }) {
  return (
    <label htmlFor={htmlFor} className="admin-field__label">
      {field.label}
      {field.required ? <RequiredMark /> : null}
    </label>
  );
}

export const RequiredMark = () => (
  <span className="admin-field__required" aria-hidden="true">
    {' '}
    *
  </span>
);

export function FieldHint({ field }: { field: FieldDescriptor }) {
  return field.hint ? (
    <p id={hintId(field.name)} className="admin-field__hint">
      {field.hint}
    </p>
  ) : null;
}

export function FieldError({ name, error }: { name: string; error: string | undefined }) {
  return error ? (
    <p id={errorId(name)} className="admin-field__error">
      {error}
    </p>
  ) : null;
}

/** What every generated control carries: its id, validity and description. */
export const controlAria = (field: FieldDescriptor, error: string | undefined) => ({
  id: fieldId(field.name),
  'aria-invalid': error ? true : undefined,
  'aria-required': field.required ? true : undefined,
  'aria-describedby': describedBy(field.name, field.hint, error),
});

function Control({ field, value, error, onChange }: FieldProps) {
  const text = typeof value === 'string' ? value : '';
  const aria = controlAria(field, error);
  const onText = (event: { target: { value: string } }) => onChange(event.target.value);
  switch (field.kind) {
    case 'textarea':
      return <textarea {...aria} rows={4} value={text} onChange={onText} />;
    case 'rich-text':
      return <textarea {...aria} rows={12} value={text} onChange={onText} className="admin-field__code" spellCheck />;
    case 'number':
      return <input {...aria} type="number" inputMode="numeric" step={1} min={field.min} max={field.max} value={text} onChange={onText} />;
    case 'money':
      return (
        <span className="admin-field__money">
          <span aria-hidden="true">₹</span>
          <input {...aria} type="number" inputMode="decimal" step={0.01} min={0} value={text} onChange={onText} />
        </span>
      );
    case 'date':
      return <input {...aria} type="date" value={text} onChange={onText} />;
    case 'datetime':
      return <input {...aria} type="datetime-local" value={text} onChange={onText} />;
    case 'select':
      return (
        <select {...aria} value={text} onChange={onText}>
          {field.required || field.defaultValue === undefined ? <option value="">{field.required ? 'Choose…' : '—'}</option> : null}
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      );
    case 'relation':
      return <RelationSelect field={field} value={text} aria={aria} onChange={onChange} />;
    default:
      return <input {...aria} type="text" value={text} onChange={onText} />;
  }
}

/** home_top → "Home top", daily → "Daily". */
export const optionLabel = (option: string): string => {
  const words = option.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function CheckboxField({ field, value, error, onChange }: FieldProps) {
  return (
    <div className="admin-field admin-field--boolean">
      <input {...controlAria(field, error)} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
      <FieldLabel field={field} />
      <FieldHint field={field} />
      <FieldError name={field.name} error={error} />
    </div>
  );
}

/** Rich text as the site will show it: through the same allowlist filter the server applies, never raw. */
function RichTextPreview({ label, html }: { label: string; html: string }) {
  return (
    <section className="admin-preview" aria-label={`${label} preview`}>
      <h3 className="admin-preview__title" aria-hidden="true">
        Preview
      </h3>
      {/* Sanitized by the shared allowlist filter, as the public pages will. */}
      <div className="admin-preview__body" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />
    </section>
  );
}
