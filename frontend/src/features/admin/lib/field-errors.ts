import { fieldErrorsOf, type FieldError, type SchemaIssue } from '@nakshatra/contracts/client';
import type { ApiFailure } from '../../../lib/api-client';
import type { Notice } from './notice';

/** A notice per form field name; the key '' holds one about the item as a whole. */
export type FieldNotices = Readonly<Record<string, Notice>>;

export const FORM_ERROR_KEY = '';

/**
 * Field errors by form field, the first of each: a path like `tags.0` belongs to `tags`; a path no
 * field of the form has goes above the form, named.
 */
export function fieldNotices(errors: readonly FieldError[], knownFields: ReadonlySet<string>): FieldNotices {
  const notices: Record<string, Notice> = {};
  for (const error of errors) {
    const field = error.path.split('.')[0] ?? '';
    const known = knownFields.has(field);
    notices[known ? field : FORM_ERROR_KEY] ??= known ? { fieldError: error } : { fieldError: error, named: true };
  }
  return notices;
}

/**
 * What the form's own check (the server's schema, run first) refused: zod's issues as field errors
 * with codes (fieldErrorsOf), so they are worded like the server's, in plain words and both languages.
 */
export const checkNotices = (issues: readonly SchemaIssue[], input: unknown, knownFields: ReadonlySet<string>): FieldNotices =>
  fieldNotices(fieldErrorsOf(issues, input), knownFields);

/** A refused write: a 400's field errors by field, any other refusal above the form. */
export const refusalNotices = (failure: ApiFailure, knownFields: ReadonlySet<string>): FieldNotices =>
  failure.errors?.length ? fieldNotices(failure.errors, knownFields) : { [FORM_ERROR_KEY]: { refusal: failure } };

/** A refused write said in one line, where no form field stands beside it: its first field error, named, or the refusal. */
export function refusalNotice(failure: ApiFailure): Notice {
  const first = failure.errors?.[0];
  return first ? { fieldError: first, named: true } : { refusal: failure };
}
