import type { FieldError } from '../envelopes.js';
import { fieldIssueMessage, isFieldIssueCode, type FieldIssueCode, type FieldIssueParams } from './field-issues.js';
import type { RefusalParamValues } from './refusal.js';

/** The part of a zod issue this reads (zod 4's `$ZodIssue`), so contracts' client entry needs no zod. */
export interface SchemaIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly origin?: string;
  readonly format?: string;
  readonly expected?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly values?: readonly unknown[];
  /** A discriminated union's discriminator values, when none matched. */
  readonly options?: readonly unknown[];
  readonly keys?: readonly string[];
  readonly errors?: readonly (readonly SchemaIssue[])[];
}

/** One refused field, with its field-issue code and the params its words need. */
export const fieldError = <C extends FieldIssueCode>(path: string, code: C, ...[params]: FieldIssueParamsArg<C>): FieldError => ({
  path,
  code,
  message: fieldIssueMessage(code, params as RefusalParamValues | undefined),
  ...(params && Object.keys(params).length > 0 ? { params: params as RefusalParamValues } : {}),
});

export type FieldIssueParamsArg<C extends FieldIssueCode> = FieldIssueParams<C> extends undefined ? [] : [params: FieldIssueParams<C>];

/**
 * Turns a schema's issues into field errors with codes (field-issues.ts): the one way a zod refusal
 * reaches a person, on the server's 400 answers and in the admin forms alike. `input` is what was
 * checked, to tell a missing field from a wrong one; `prefix` names where it came from (`query`).
 */
export function fieldErrorsOf(issues: readonly SchemaIssue[], input: unknown, prefix = ''): FieldError[] {
  return issues.flatMap((issue) => {
    // A union names no single field: report the alternative that came closest.
    if (issue.code === 'invalid_union' && issue.errors?.length) {
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0]!;
      return fieldErrorsOf(closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })), input, prefix);
    }
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    const { code, params } = classify(issue, valueAt(input, issue.path));
    const fallbackEnglish = code === 'field.invalid_format' || code === 'field.invalid';
    // A check that names no code keeps its schema's English (the Hindi is then the generic text).
    const message = fallbackEnglish && !isZodDefault(issue.message) ? issue.message : fieldIssueMessage(code, params);
    return [{ path, code, message, ...(params ? { params } : {}) }];
  });
}

function classify(issue: SchemaIssue, value: unknown): { code: FieldIssueCode; params?: RefusalParamValues } {
  if (isFieldIssueCode(issue.message)) return { code: issue.message, ...(SIZED.has(issue.message) ? sizeParams(issue) : {}) };
  const minimum = Number(issue.minimum);
  const maximum = Number(issue.maximum);
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined || value === null) return { code: 'field.required' };
      if (issue.expected === 'int') return { code: 'field.not_integer' };
      return { code: 'field.wrong_type', params: { expected: issue.expected ?? 'value' } };
    case 'too_small':
      if (issue.origin === 'string') return minimum <= 1 ? { code: 'field.required' } : { code: 'field.too_short', params: { minimum } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'field.too_few', params: { minimum } };
      return { code: 'field.too_small', params: { minimum } };
    case 'too_big':
      if (issue.origin === 'string') return { code: 'field.too_long', params: { maximum } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'field.too_many', params: { maximum } };
      return { code: 'field.too_big', params: { maximum } };
    case 'invalid_value':
    case 'invalid_union':
      // A union with no alternative closer than another is a discriminated one whose tag matched none (its `options`).
      if (value === undefined || value === null) return { code: 'field.required' };
      if (!issue.values && !issue.options) return { code: 'field.invalid' };
      return { code: 'field.invalid_option', params: { options: (issue.values ?? issue.options ?? []).map(String).join(', ') } };
    case 'unrecognized_keys':
      return { code: 'field.unknown', params: { keys: (issue.keys ?? []).join(', ') } };
    case 'invalid_format':
      return { code: FORMAT_CODES[issue.format ?? ''] ?? 'field.invalid_format' };
    default:
      return { code: 'field.invalid' };
  }
}

const FORMAT_CODES: Readonly<Record<string, FieldIssueCode>> = {
  email: 'field.email',
  uuid: 'field.id',
  guid: 'field.id',
  date: 'field.date',
  datetime: 'field.date_time',
  url: 'field.url',
  time: 'field.time',
};

const SIZED: ReadonlySet<string> = new Set(['field.too_short', 'field.too_long', 'field.too_small', 'field.too_big', 'field.too_few', 'field.too_many', 'field.amount_too_small', 'field.amount_too_big']);

/** A size code named by the schema (`.max(80, 'field.too_long')`) keeps its bound. */
function sizeParams(issue: SchemaIssue): { params?: RefusalParamValues } {
  if (issue.minimum !== undefined) return { params: { minimum: Number(issue.minimum) } };
  if (issue.maximum !== undefined) return { params: { maximum: Number(issue.maximum) } };
  return {};
}

/** zod's own texts start "Invalid …", "Too …" or "Unrecognized …"; a schema's custom English does not. */
const isZodDefault = (message: string): boolean => /^(Invalid|Too (small|big)|Unrecognized)\b/.test(message);

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
