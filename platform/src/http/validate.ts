import type { FieldError } from '@nakshatra/contracts';
import type { ZodType } from 'zod';
import { badRequest } from './http-error.js';

/** Parses input with a catalogue schema; invalid input becomes a 400 naming each field and reason. */
export function validate<T>(schema: ZodType<T>, input: unknown, prefix = ''): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
  throw badRequest(errors);
}
