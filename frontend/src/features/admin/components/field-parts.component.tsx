import { useLanguage } from '../../../lib/i18n/language-context';
import type { FieldDescriptor } from '../lib/content-fields';
import { fieldHint, fieldLabel } from '../lib/field-texts';
import type { InputValue } from '../lib/form-values';
import { describedBy, errorId, fieldId, hintId } from './field-ids';

/** What the component of every kind of generated field takes. */
export interface FieldProps {
  readonly field: FieldDescriptor;
  readonly value: InputValue;
  readonly error: string | undefined;
  readonly onChange: (value: InputValue) => void;
  /** Uploads in progress keep the form from being saved. */
  readonly onBusy: (busy: boolean) => void;
}

/** `id`: for a control that is not a form element (the rich-text editor), which names itself by aria-labelledby. */
export function FieldLabel({ field, htmlFor = fieldId(field.name), id }: { field: FieldDescriptor; htmlFor?: string; id?: string }) {
  const { language } = useLanguage();
  return (
    <label htmlFor={htmlFor} id={id} className="admin-field__label">
      {fieldLabel(field, language)}
      {field.required ? <RequiredMark /> : null}
    </label>
  );
}

/** The name of a field made of several controls (images, lists). */
export function FieldLegend({ field }: { field: FieldDescriptor }) {
  const { language } = useLanguage();
  return (
    <legend className="admin-field__label">
      {fieldLabel(field, language)}
      {field.required ? <RequiredMark /> : null}
    </legend>
  );
}

export const RequiredMark = () => (
  <span className="admin-field__required" aria-hidden="true">
    {' '}
    *
  </span>
);

export function FieldHint({ field }: { field: FieldDescriptor }) {
  const hint = fieldHint(field, useLanguage().language);
  return hint ? (
    <p id={hintId(field.name)} className="admin-field__hint">
      {hint}
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

/** The ids that describe a field: its hint, when it has one, and its message. */
export const useDescribedBy = (field: FieldDescriptor, error: string | undefined): string | undefined => describedBy(field.name, fieldHint(field, useLanguage().language), error);

/** What every generated control carries: its id, validity and description. */
export function useControlAria(field: FieldDescriptor, error: string | undefined) {
  return {
    id: fieldId(field.name),
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required ? true : undefined,
    'aria-describedby': useDescribedBy(field, error),
  } as const;
}
