import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { deep, deepArrayText, NASTY_NUMBERS, NASTY_TEXT, RAW_NUMBERS, withProtoKey } from './nasty-values.js';

/**
 * Near-valid bodies: a valid example with exactly one place in it made wrong — a field's value
 * replaced, removed or given a sibling — so the body gets as far into the call as a body can
 * before the one wrong thing is met (issue #19, "Fuzz").
 */

export type JsonPath = readonly (string | number)[];

/** JSON text to put in a body as it is: numbers and nestings JavaScript values cannot spell. */
class RawJson {
  constructor(readonly text: string) {}
}
const raw = (text: string) => new RawJson(text);

/** A body serialised, with raw JSON text put in place of its markers. */
export function serialise(body: unknown): string {
  const marker = `@@raw-${randomUUID()}-`;
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => (value instanceof RawJson ? `${marker}${raws.push(value.text) - 1}@@` : value));
  return raws.reduce((json, rawText, index) => json.replace(`"${marker}${index}@@"`, rawText), text);
}

/** What can be done to one place of a body. `replace` gives the place a new value; `sibling` adds a key beside the fields of an object; `remove` takes the place away. */
type Change = { readonly replace: unknown } | { readonly sibling: readonly [string, unknown] } | { readonly remove: true };

export interface Mutation {
  readonly path: JsonPath;
  readonly name: string;
  readonly change: Change;
}

const kindOf = (value: unknown): 'string' | 'number' | 'boolean' | 'array' | 'object' | 'null' =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as 'string' | 'number' | 'boolean' | 'object');

/** A value of each JSON type but the place's own. */
const WRONG_TYPES: Record<string, unknown> = { string: 'text', number: 12345, boolean: true, array: [], object: {}, null: null };

/** The changes that make sense at a place holding `value` (the root is an object, and never removed). */
function changesFor(value: unknown, isRoot: boolean): { name: string; change: Change }[] {
  const kind = kindOf(value);
  const changes: { name: string; change: Change }[] = [];
  const replace = (name: string, replacement: unknown) => changes.push({ name, change: { replace: replacement } });
  if (!isRoot) {
    changes.push({ name: 'removed', change: { remove: true } });
    for (const [other, replacement] of Object.entries(WRONG_TYPES)) if (other !== kind) replace(`a ${other} instead`, replacement);
    replace('nested 2,000 deep', deep(2_000));
    replace('arrays nested 5,000 deep', raw(deepArrayText(5_000)));
    replace('an object with a __proto__ key', raw('{"__proto__":{"isAdmin":true,"role":"admin"}}'));
    replace('20,000 copies in an array', Array.from({ length: 20_000 }, () => value));
  }
  if (kind === 'string') {
    const text = value as string;
    NASTY_TEXT.forEach((nasty, index) => replace(`nasty text ${index}`, nasty));
    replace('its own text with a NUL', `${text}\u0000`);
    replace('its own text with a bidi override', `\u202e${text}`);
    replace('its own text 100 times', text.repeat(100));
    replace('over a megabyte', 'y'.repeat(1_100_000));
    if (text !== '') replace('as a number', Number.isNaN(Number(text)) ? 7 : Number(text));
  }
  if (kind === 'number') {
    for (const nasty of NASTY_NUMBERS) replace(`${nasty}`, nasty);
    for (const text of RAW_NUMBERS) replace(`raw ${text}`, raw(text));
    replace('as text', String(value));
    replace('negated', -(value as number));
    replace('plus a half', (value as number) + 0.5);
  }
  if (kind === 'object') {
    changes.push({ name: 'an extra field', change: { sibling: ['extra_field', 'x'] } });
    changes.push({ name: 'a __proto__ key', change: { sibling: ['__proto__', { isAdmin: true }] } });
    changes.push({ name: 'a constructor key', change: { sibling: ['constructor', { prototype: { isAdmin: true } }] } });
    changes.push({ name: 'a 10,000-character key', change: { sibling: ['k'.repeat(10_000), 1] } });
  }
  return changes;
}

/** Every place in a body: the root, each field and each element, at any depth. */
function placesOf(value: unknown, path: JsonPath = []): { path: JsonPath; value: unknown }[] {
  const here = { path, value };
  if (Array.isArray(value)) return [here, ...value.flatMap((item, index) => placesOf(item, [...path, index]))];
  if (value && typeof value === 'object') return [here, ...Object.entries(value).flatMap(([key, item]) => placesOf(item, [...path, key]))];
  return [here];
}

/** Every single-place mutation of a body. */
export function mutationsOf(body: unknown): Mutation[] {
  return placesOf(body).flatMap(({ path, value }) => changesFor(value, path.length === 0).map(({ name, change }) => ({ path, name, change })));
}

/** The mutations every route gets whatever the random draw: negative, fractional and huge values in each number, and a NUL in its first text. */
export function mustTryMutations(body: unknown): Mutation[] {
  const all = mutationsOf(body);
  const numbers = all.filter((mutation) => ['-1', '0.5', '100000000000000000000', 'raw 1e999'].includes(mutation.name));
  const nul = all.find((mutation) => mutation.name === 'its own text with a NUL');
  return [...numbers, ...(nul ? [nul] : [])];
}

/** The body with the one mutation made, serialised. */
export function mutate(body: unknown, mutation: Mutation): string {
  const copy = structuredClone(body);
  const { path, change } = mutation;
  if ('sibling' in change) {
    const target = path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], copy) as Record<string, unknown>;
    const [key, value] = change.sibling;
    if (key === '__proto__') withProtoKey(target, value);
    else target[key] = value;
    return serialise(copy);
  }
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], copy) as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if ('remove' in change) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = change.replace;
  return serialise(copy);
}

/** Says which mutation a request carries, for a failure message. */
export const describeMutation = (mutation: Mutation): string => `${mutation.path.join('.') || '(body)'}: ${mutation.name}`;

/** One mutation of the body, drawn by fast-check. */
export const oneMutation = (body: unknown): fc.Arbitrary<Mutation> => fc.constantFrom(...mutationsOf(body));
