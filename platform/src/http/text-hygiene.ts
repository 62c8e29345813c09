import { fieldError, type FieldError } from '@nakshatra/contracts';

/**
 * Characters no text of ours takes, refused in every string of a request before any schema runs
 * (docs/request-edge.md):
 * - control characters: C0 but tab, line feed and carriage return (NUL among them, which
 *   PostgreSQL's jsonb refuses, so it would fail the write half done), DEL and C1;
 * - invisible direction controls: the bidi embeddings and overrides (U+202A–U+202E), the isolates
 *   (U+2066–U+2069) and the direction marks (U+200E, U+200F, U+061C). An override shows
 *   `abc\u202Egnp.exe` as "abcexe.png"; a mark changes nothing a reader sees, so in a name it only
 *   makes two names that look alike differ. English and Hindi, the product's languages, need none;
 *   a right-to-left language would bring the marks back;
 * - zero-width characters that carry nothing in written text: zero-width space, word joiner and
 *   the byte-order mark (U+200B, U+2060, U+FEFF);
 * - half of a surrogate pair without its other half: not a character, and PostgreSQL refuses it.
 *
 * Kept on purpose: the zero-width non-joiner and joiner (U+200C, U+200D). Hindi is written with
 * them (क्‍ष, a half form without the conjunct) and every family or profession emoji is a ZWJ
 * sequence (👩‍⚕️): refusing them would refuse real names and chat messages.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const REFUSED_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const REFUSED_CHARACTERS = new RegExp(REFUSED_CHARACTER.source, 'g');

/**
 * Keys no object of a request has. JSON.parse makes `__proto__` an ordinary own key, and any code
 * that later copies or merges the object key by key would set a prototype from it.
 */
const REFUSED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Enough to show what is wrong; a body full of bad strings does not make an answer as large. */
const MAX_ERRORS = 20;

export const hasRefusedCharacter = (text: string): boolean => REFUSED_CHARACTER.test(text);

/**
 * Every string (and object key) of parsed input that holds a refused character, as field errors at
 * the paths the schema's own errors use (`items.0.name`, `query.search`). Walks without recursion,
 * so no nesting depth a JSON body can have overflows the stack.
 */
export function textHygieneErrors(input: unknown, prefix = ''): FieldError[] {
  const errors: FieldError[] = [];
  const pending: { value: unknown; path: string }[] = [{ value: input, path: prefix }];
  while (pending.length > 0 && errors.length < MAX_ERRORS) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (hasRefusedCharacter(value)) errors.push(fieldError(path, 'field.control_characters'));
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) pending.push({ value: value[index], path: join(path, String(index)) });
    } else if (typeof value === 'object' && value !== null) {
      const children: { value: unknown; path: string }[] = [];
      for (const [key, child] of Object.entries(value)) {
        if (REFUSED_KEYS.has(key)) errors.push(fieldError(path, 'field.unknown', { keys: key }));
        else if (hasRefusedCharacter(key)) errors.push(fieldError(join(path, visible(key)), 'field.control_characters'));
        else children.push({ value: child, path: join(path, key) });
      }
      pending.push(...children.reverse());
    }
  }
  return errors.slice(0, MAX_ERRORS);
}

const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

/** A key as a person can read it in an error: each refused character written as its code point. */
const visible = (key: string): string => key.replace(REFUSED_CHARACTERS, (character) => `\\u${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
