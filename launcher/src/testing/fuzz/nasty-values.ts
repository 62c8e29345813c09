import fc from 'fast-check';

/** Values that have broken, or would break, a service somewhere: shared by the fuzz tests (issue #19). */

/** Control characters, invisible marks, markup and sizes a text field must survive being refused for. */
export const NASTY_TEXT = [
  'nul\u0000',
  'bell\u0007',
  'abc\u202egnp.exe',
  'zero\u200bwidth',
  '\ufeffbom',
  'half \ud800 pair',
  'x'.repeat(100_000),
  '',
  ' ',
  '<script>alert(1)</script>',
  "'; DROP TABLE es_events; --",
  '../../../etc/passwd',
  'e\u0301'.repeat(500),
  '😀'.repeat(500),
] as const;

/** Money and counts no schema should take: negative, fractional, beyond safe integers. */
export const NASTY_NUMBERS = [-1, -100_00, 0.5, 100.01, 1e20, Number.MAX_SAFE_INTEGER + 2, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 5e-324] as const;

/** Numbers JSON can spell that JavaScript's own values cannot be written as: they are sent as raw text. */
export const RAW_NUMBERS = ['1e999', '-1e999', '-0', '1E2', '1.0', '0.1e1'] as const;

export const nastyText = fc.constantFrom(...NASTY_TEXT);
export const nastyNumber = fc.constantFrom(...NASTY_NUMBERS, -0);

/** A body nested far deeper than any schema goes. */
export const deep = (levels: number): unknown => Array.from({ length: levels }).reduce<unknown>((inner) => ({ a: inner }), 'bottom');

/** An array nested deeper still, as raw JSON text. */
export const deepArrayText = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);

/** An object with an own `__proto__` key, as JSON.parse makes one (an object literal would set the prototype instead). */
export function withProtoKey(target: Record<string, unknown>, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, '__proto__', { value, enumerable: true, configurable: true, writable: true });
  return target;
}
