import { contentCreateSchema, contentUpdateSchema, type ContentFamilyName, type ContentItem } from '@nakshatra/contracts';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { createContentItem } from '../api/create-content-item.api';
import { updateContentItem } from '../api/update-content-item.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { contentFields } from '../lib/content-fields';
import { FORM_ERROR_KEY, issuesByField, serverErrorsByField, type FieldErrors } from '../lib/field-errors';
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
 * checks the body first and its messages show beside the fields; the server's 400 field errors and
 * a 409 (slug taken) show there too. An update sends only the fields that changed.
 */
export function ContentForm({ family, item, onSaved, extraActions }: ContentFormProps) {
  const { refused } = useAdminAccess();
  const fields = useMemo(() => contentFields(family), [family]);
  const names = useMemo(() => new Set(fields.map((field) => field.name)), [fields]);
  const [initial] = useState(() => initialInputs(fields, item));
  const [inputs, setInputs] = useState<FormInputs>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
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

  const refuse = (next: FieldErrors) => {
    setErrors(next);
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || uploads > 0) return;
    const body = item ? changedFields(fields, initial, inputs) : createBody(fields, inputs);
    const checked = item ? contentUpdateSchema(family).safeParse(body) : contentCreateSchema(family).safeParse(body);
    if (!checked.success) return refuse(issuesByField(checked.error.issues));

    setSaving(true);
    setErrors({});
    try {
      const answer = item ? await updateContentItem(family, item.id, body) : await createContentItem(family, body);
      if (!isApiFailure(answer)) {
        onSaved();
        return;
      }
      if (!refused(answer.error_status)) refuse(failureMessages(answer, names));
    } catch {
      refuse({ [FORM_ERROR_KEY]: 'The server could not be reached. Check the connection and try again.' });
    }
    setSaving(false);
  };

  const formMessage = errors[FORM_ERROR_KEY];
  const fieldProblems = fields.filter((field) => errors[field.name]).length;

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
      <p className="admin-field__hint">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div ref={formError} tabIndex={-1} className={formMessage || fieldProblems ? 'admin-alert' : undefined} role="alert">
        {formMessage ? <p>{formMessage}</p> : null}
        {fieldProblems > 0 ? <p>{fieldProblems === 1 ? 'One field needs attention.' : `${fieldProblems} fields need attention.`}</p> : null}
      </div>
      {fields.map((field) => (
        <ContentField
          key={field.name}
          field={field}
          value={inputs[field.name] ?? ''}
          error={errors[field.name]}
          onChange={(value) => change(field.name, value)}
          onBusy={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
        />
      ))}
      <div className="admin-form__actions">
        <button type="submit" className="admin-button" disabled={saving || uploads > 0} aria-busy={saving}>
          {saving ? <Spinner /> : null}
          {item ? 'Save changes' : 'Create'}
        </button>
        <Link to={`/admin/${family}`} className="admin-button admin-button--quiet">
          Cancel
        </Link>
        {extraActions}
      </div>
    </form>
  );
}

/** A refused write's messages: 400 by field, 409 on the slug, anything else about the whole item. */
function failureMessages(answer: ApiFailure, names: ReadonlySet<string>): FieldErrors {
  switch (answer.error_status) {
    case 400:
      return serverErrorsByField(answer.errors, answer.message, names);
    case 409:
      return { slug: answer.message ?? 'Another item already uses this slug' };
    case 404:
      return { [FORM_ERROR_KEY]: 'This item no longer exists: someone may have deleted it.' };
    default:
      return { [FORM_ERROR_KEY]: answer.message ?? `The item could not be saved (error ${answer.error_status}). Please try again.` };
  }
}
