import { contentCreateSchema, contentUpdateSchema, type ContentFamilyName, type ContentItem } from '@nakshatra/contracts';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NO_ANSWER } from '../../../components/failed-write.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure, type ApiResult } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { contentMessages } from '../admin-content.messages';
import { createContentItem } from '../api/create-content-item.api';
import { updateContentItem } from '../api/update-content-item.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useNoticeText } from '../hooks/use-notice-text.hook';
import { contentFields } from '../lib/content-fields';
import { checkNotices, FORM_ERROR_KEY, refusalNotices, type FieldNotices } from '../lib/field-errors';
import { changedFields, createBody, initialInputs, type FormInputs, type InputValue } from '../lib/form-values';
import { ContentField } from './content-field.component';
import { fieldId } from './field-ids';

interface ContentFormProps {
  readonly family: ContentFamilyName;
  /** The item being edited; none for a new one. */
  readonly item?: ContentItem;
  readonly onSaved: () => void;
  /** Beside Save: the edit page's Delete. */
  readonly extraActions?: ReactNode;
}

/**
 * A family's create/edit form, generated from its schemas. The same zod schema the server applies
 * checks the body first, and what it refuses shows beside the fields in the visitor's language
 * (field-issue codes, never zod's own texts); the server's 400 field errors and a taken slug (409)
 * show there too. An update sends only the fields that changed.
 */
export function ContentForm({ family, item, onSaved, extraActions }: ContentFormProps) {
  const { refused } = useAdminAccess();
  const t = useMessages(contentMessages);
  const text = useNoticeText();
  const fields = useMemo(() => contentFields(family), [family]);
  const names = useMemo(() => new Set(fields.map((field) => field.name)), [fields]);
  const [initial] = useState(() => initialInputs(fields, item));
  const [inputs, setInputs] = useState<FormInputs>(initial);
  const [errors, setErrors] = useState<FieldNotices>({});
  const [saving, setSaving] = useState(false);
  const [uploads, setUploads] = useState(0);
  const formError = useRef<HTMLDivElement>(null);
  // Bumped on each refused submit, so focus moves to the first message even when the messages are the same.
  const [attempt, setAttempt] = useState(0);

  const shownErrors = useRef(errors);
  shownErrors.current = errors;

  // Only a refused submit moves focus; fixing a field (which changes the messages) must not.
  useEffect(() => {
    if (attempt === 0) return;
    const first = fields.find((field) => shownErrors.current[field.name]);
    if (first) document.getElementById(fieldId(first.name))?.focus();
    else if (shownErrors.current[FORM_ERROR_KEY]) formError.current?.focus();
  }, [attempt, fields]);

  const change = (name: string, value: InputValue) => {
    setInputs((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  };

  const refuse = (next: FieldNotices) => {
    setErrors(next);
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || uploads > 0) return;
    const write = checkedWrite(family, item, item ? changedFields(fields, initial, inputs) : createBody(fields, inputs), names);
    if ('refused' in write) return refuse(write.refused);

    setSaving(true);
    setErrors({});
    const answer = await write.send().catch(() => NO_ANSWER);
    if (!isApiFailure(answer)) {
      onSaved();
      return;
    }
    if (!refused(answer.error_status)) refuse(failureNotices(answer, names));
    setSaving(false);
  };

  const errorText = (name: string): string | undefined => {
    const notice = errors[name];
    return notice ? text(notice) : undefined;
  };
  const formMessage = errorText(FORM_ERROR_KEY);
  const fieldProblems = fields.filter((field) => errors[field.name]).length;

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
      <p className="admin-field__hint">
        {t.requiredBefore}
        <span aria-hidden="true">*</span>
        <span className="visually-hidden">{t.requiredAsterisk}</span>
        {t.requiredAfter}
      </p>
      <div ref={formError} tabIndex={-1} className={formMessage || fieldProblems ? 'admin-alert' : undefined} role="alert">
        {formMessage ? <p>{formMessage}</p> : null}
        {fieldProblems > 0 ? <p>{t.fieldsNeedAttention(fieldProblems)}</p> : null}
      </div>
      {fields.map((field) => (
        <ContentField
          key={field.name}
          field={field}
          value={inputs[field.name] ?? ''}
          error={errorText(field.name)}
          onChange={(value) => change(field.name, value)}
          onBusy={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
        />
      ))}
      <div className="admin-form__actions">
        <button type="submit" className="admin-button" disabled={saving || uploads > 0} aria-busy={saving}>
          {saving ? <Spinner /> : null}
          {item ? t.saveChanges : t.create}
        </button>
        <Link to={`/admin/${family}`} className="admin-button admin-button--quiet">
          {t.cancel}
        </Link>
        {extraActions}
      </div>
    </form>
  );
}

/**
 * The write a form makes, checked first by the server's own schema: an update with the changed
 * fields, a creation with every filled one. Answers what the schema refuses, by field, instead.
 */
function checkedWrite(family: ContentFamilyName, item: ContentItem | undefined, body: Record<string, unknown>, names: ReadonlySet<string>): { refused: FieldNotices } | { send: () => Promise<ApiResult<unknown, unknown>> } {
  if (item) {
    const checked = contentUpdateSchema(family).safeParse(body);
    return checked.success ? { send: () => updateContentItem(family, item.id, checked.data) } : { refused: checkNotices(checked.error.issues, body, names) };
  }
  const checked = contentCreateSchema(family).safeParse(body);
  return checked.success ? { send: () => createContentItem(family, checked.data) } : { refused: checkNotices(checked.error.issues, body, names) };
}

/** A refused write: a 400 by field, a taken slug (409) on the slug, anything else about the whole item. */
function failureNotices(failure: ApiFailure, names: ReadonlySet<string>): FieldNotices {
  // A busy record is a 409 too, but says nothing about the slug.
  if (failure.error_status === 409 && failure.code !== 'record.busy') return { slug: { refusal: failure } };
  return refusalNotices(failure, names);
}
