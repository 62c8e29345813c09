import { lazy, Suspense } from 'react';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { contentMessages } from '../admin-content.messages';
import { editorMessages } from '../admin-editor.messages';
import { optionLabel } from '../lib/field-texts';
import { FieldError, FieldHint, FieldLabel, useControlAria, type FieldProps } from './field-parts.component';
import { ImageField, ImageListField } from './image-fields.component';
import { chunkLoader } from '../../../lib/chunk-loader';
import { RelationSelect } from './relation-select.component';
import { StringListField } from './string-list-field.component';

// The editor (TipTap and ProseMirror) is a chunk of its own, fetched when a form with a body opens.
const RichTextField = lazy(chunkLoader(() => import('./rich-text-field.component')));

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
    case 'rich-text':
      return (
        <Suspense fallback={<EditorLoading {...props} />}>
          <RichTextField {...props} />
        </Suspense>
      );
    default:
      return (
        <div className={`admin-field admin-field--${field.kind}`}>
          <FieldLabel field={field} />
          <FieldHint field={field} />
          <Control {...props} />
          <FieldError name={field.name} error={props.error} />
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

function EditorLoading({ field, error }: FieldProps) {
  const t = useMessages(editorMessages);
  return (
    <div className="admin-field admin-field--rich-text">
      <FieldLabel field={field} />
      <FieldHint field={field} />
      <p role="status">{t.loadingEditor}</p>
      <FieldError name={field.name} error={error} />
    </div>
  );
}
