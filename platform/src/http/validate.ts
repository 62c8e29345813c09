import { fieldErrorsOf } from '@nakshatra/contracts';
import type { ZodType } from 'zod';
import { badRequest } from './http-error.js';

/** Parses input with a catalogue schema; invalid input becomes a 400 naming each field, its code and reason. */
export function validate<T>(schema: ZodType<T>, input: unknown, prefix = ''): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw badRequest(fieldErrorsOf(result.error.issues, input, prefix));
}
