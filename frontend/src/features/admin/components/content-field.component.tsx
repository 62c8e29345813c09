import { sanitizeRichText } from '@nakshatra/contracts';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { contentMessages } from '../admin-content.messages';
import { fieldLabel, optionLabel } from '../lib/field-texts';
import { FieldError, FieldHint, FieldLabel, useControlAria, type FieldProps } from './field-parts.component';
import { ImageField, ImageListField } from './image-fields.component';
import { RelationSelect } from './relation-select.component';
import { StringListField } from './string-list-field.component';

/** One generated field: its label, the control its kind calls for, its hint and its message. */
export function ContentField(props: FieldProps) {
  const { field } = props;
  const { language } = useLanguage();
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
          {field.kind === 'rich-text' ? <RichTextPreview label={fieldLabel(field, language)} html={typeof props.value === 'string' ? props.value : ''} /> : null}
        </div>
      );
  }
}

function Control({ field, value, error, onChange }: FieldProps) {
  const t = useMessages(contentMessages);
  const { language } = useLanguage();
  const text = typeof value === 'string' ? value : '';
  const aria = useControlAria(field, error);
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
          {field.required || field.defaultValue === undefined ? <option value="">{field.required ? t.choose : '—'}</option> : null}
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {optionLabel(option, language)}
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

function CheckboxField({ field, value, error, onChange }: FieldProps) {
  const aria = useControlAria(field, error);
  return (
    <div className="admin-field admin-field--boolean">
      <input {...aria} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
      <FieldLabel field={field} />
      <FieldHint field={field} />
      <FieldError name={field.name} error={error} />
    </div>
  );
}

/** Rich text as the site will show it: through the same allowlist filter the server applies, never raw. */
function RichTextPreview({ label, html }: { label: string; html: string }) {
  const t = useMessages(contentMessages);
  return (
    <section className="admin-preview" aria-label={t.previewOf(label)}>
      <h3 className="admin-preview__title" aria-hidden="true">
        {t.preview}
      </h3>
      {/* Sanitized by the shared allowlist filter, as the public pages will. */}
      <div className="admin-preview__body" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />
    </section>
  );
}
