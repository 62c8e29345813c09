import { fieldErrorsOf } from '@nakshatra/contracts';
import type { ZodType } from 'zod';
import { badRequest } from './http-error.js';
import { textHygieneErrors } from './text-hygiene.js';

/**
 * Parses input with a catalogue schema; invalid input becomes a 400 naming each field, its code and
 * reason. Before the schema, every string and key is checked for characters no text of ours takes
 * (text-hygiene.ts): whatever the schema, a NUL or a bidi override never reaches a handler.
 */
export function validate<T>(schema: ZodType<T>, input: unknown, prefix = ''): T {
  const refused = textHygieneErrors(input, prefix);
  if (refused.length > 0) throw badRequest(refused);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw badRequest(fieldErrorsOf(result.error.issues, input, prefix));
}
