import type { ReactNode } from 'react';
import './form-field.css';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby'?: string;
}

interface FormFieldProps {
  /** The control's id: the label points at it, and a form focuses it when the field is refused. */
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  /** Why the value is refused; shown under the control and read with it. */
  readonly error?: string;
  readonly children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled form field: label, control, hint and error, with the ids that make a screen reader
 * read the hint and the error together with the control.
 */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint ? (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
