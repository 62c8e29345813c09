import type { FieldError } from '@nakshatra/contracts';

/** A message per field name; the key '' holds one about the item as a whole. */
export type FieldErrors = Readonly<Record<string, string>>;

export const FORM_ERROR_KEY = '';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Zod's issues (client-side check) by field: the first message of each top-level field. */
export function issuesByField(issues: readonly Issue[]): FieldErrors {
  return firstPerField(issues.map((issue) => ({ field: issue.path.length > 0 ? String(issue.path[0]) : FORM_ERROR_KEY, message: issue.message })));
}

/** A 400's `errors` by field (paths like `tags.0` belong to `tags`); without any, the message about the whole item. */
export function serverErrorsByField(errors: readonly FieldError[] | undefined, message: string | undefined, knownFields: ReadonlySet<string>): FieldErrors {
  const entries = (errors ?? []).map((error) => {
    const field = error.path.split('.')[0] ?? '';
    return knownFields.has(field) ? { field, message: error.message } : { field: FORM_ERROR_KEY, message: error.path ? `${error.path}: ${error.message}` : error.message };
  });
  if (entries.length === 0 && message) entries.push({ field: FORM_ERROR_KEY, message });
  return firstPerField(entries);
}

function firstPerField(entries: readonly { field: string; message: string }[]): FieldErrors {
  const result: Record<string, string> = {};
  for (const { field, message } of entries) result[field] ??= message;
  return result;
}
