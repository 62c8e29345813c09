import type { ReactNode } from 'react';
import { FieldError, RequiredMark } from './field-parts.component';
import { describedBy, fieldId, hintId } from './field-ids';

/** What a field's control carries: its id, validity and description. */
export interface AdminControlProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

interface AdminFieldProps {
  /** Unique on the page: the control's id is `field-<name>`. */
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly error?: string | undefined;
  readonly required?: boolean;
  readonly children: (control: AdminControlProps) => ReactNode;
}

/** A hand-made back-office field (the wallet forms), laid out and described like the generated content fields. */
export function AdminField({ name, label, hint, error, required, children }: AdminFieldProps) {
  return (
    <div className="admin-field">
      <label htmlFor={fieldId(name)} className="admin-field__label">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={hintId(name)} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      {children({ id: fieldId(name), 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(name, hint, error) })}
      <FieldError name={name} error={error} />
    </div>
  );
}
