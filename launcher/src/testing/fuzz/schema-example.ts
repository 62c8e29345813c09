import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { ZodType } from 'zod';

/**
 * A valid body for a catalogue schema, built from the schema itself so that a new route gets one
 * without a test naming it: every field present (optional ones too, so each can be mutated), each
 * value the first of a few plausible candidates that the field's own schema takes, then optional
 * fields dropped where a rule across fields refuses them together. `hints` names real objects by
 * field (an `astrologer_id` that exists), so a body can get past "not found" into its handler.
 */
export function exampleBody(schema: ZodType, hints: Readonly<Record<string, unknown>> = {}): unknown {
  let value = exampleOf(schema, '', hints);
  const issuesOf = (candidate: unknown) => schema.safeParse(candidate).error?.issues ?? [];
  for (let issues = issuesOf(value); issues.length > 0; ) {
    const better = issues.map((issue) => dropAt(value, issue.path)).find((dropped) => dropped !== undefined && issuesOf(dropped).length < issues.length);
    if (better === undefined) break;
    value = better;
    issues = issuesOf(value);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`no valid example: ${JSON.stringify(value).slice(0, 300)} is refused: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  return value;
}

/** The zod internals this generator reads (zod 4's `_zod.def`), loosely typed. */
interface Def {
  readonly type: string;
  readonly innerType?: ZodType;
  readonly in?: ZodType;
  readonly shape?: Record<string, ZodType>;
  readonly element?: ZodType;
  readonly options?: readonly ZodType[];
  readonly entries?: Record<string, string | number>;
  readonly values?: readonly unknown[];
  readonly getter?: () => ZodType;
  readonly checks?: readonly { readonly _zod: { readonly def: CheckDef } }[];
}
interface CheckDef {
  readonly check: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly value?: number;
  readonly inclusive?: boolean;
  readonly format?: string;
  readonly pattern?: RegExp;
}

export const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: ZodType): CheckDef[] => (defOf(schema).checks ?? []).map((check) => check._zod.def);
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);


function exampleOf(schema: ZodType, key: string, hints: Readonly<Record<string, unknown>>): unknown {
  if (key in hints && schema.safeParse(hints[key]).success) return hints[key];
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return exampleOf(def.innerType!, key, hints);
  switch (def.type) {
    case 'pipe':
      return exampleOf(def.in!, key, hints);
    case 'lazy':
      return exampleOf(def.getter!(), key, hints);
    case 'object':
      return Object.fromEntries(Object.entries(def.shape!).map(([name, field]) => [name, exampleOf(field, name, hints)]));
    case 'array': {
      const minimum = checksOf(schema).find((check) => check.check === 'min_length')?.minimum ?? 1;
      return Array.from({ length: Math.max(minimum, 1) }, () => exampleOf(def.element!, key, hints));
    }
    case 'union': {
      const examples = def.options!.map((option) => [option, exampleOf(option, key, hints)] as const);
      return (examples.find(([option, example]) => option.safeParse(example).success) ?? examples[0]!)[1];
    }
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'literal':
      return def.values![0];
    case 'boolean':
      return true;
    case 'string':
      return firstTaken(schema, stringCandidates(key)) ?? firstTaken(schema, patternSamples(schema)) ?? 'x';
    case 'number':
      return firstTaken(schema, numberCandidates(schema)) ?? 1;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

const firstTaken = (schema: ZodType, candidates: readonly unknown[]): unknown => candidates.find((candidate) => schema.safeParse(candidate).success);

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const LONG_TEXT = 'Twenty years of Vedic and KP astrology, with a focus on career and marriage questions.';

/** Plausible strings, those the field's name suggests first. */
function stringCandidates(key: string): string[] {
  const byName: [RegExp, string[]][] = [
    [/email/, ['asha@example.in']],
    [/phone|numbers/, ['9876543210']],
    [/pincode/, ['560001']],
    [/timezone/, ['Asia/Kolkata']],
    [/country_code/, ['+91']],
    [/birth_date|date_of_birth/, ['1990-04-01']],
    [/_at$|until|date/, [day(7), new Date(Date.now() + 3_600_000).toISOString(), '1990-04-01']],
    [/time/, ['06:30']],
    [/link/, ['/recharge', 'https://example.in/offers']],
    [/url|image/, ['/uploads/0123456789abcdef0123456789abcdef.png', 'https://cdn.example.in/a.png']],
    [/slug/, [`fuzz-${randomUUID().slice(0, 8)}`]],
    [/(^|_)ids?$/, [randomUUID()]],
    [/code/, ['FUZZ50']],
    [/token/, ['fuzz-token-'.padEnd(40, 'x')]],
    [/signature/, ['a'.repeat(64)]],
    // A Web Push subscription: a push service's https endpoint and the browser's base64url keys.
    [/endpoint/, ['https://fcm.googleapis.com/fcm/send/fuzz-endpoint']],
    [/p256dh/, ['B'.repeat(87)]],
    [/^auth$/, ['a'.repeat(22)]],
  ];
  const named = byName.filter(([pattern]) => pattern.test(key)).flatMap(([, values]) => values);
  return [...named, 'Asha Kulkarni', LONG_TEXT, day(7), '06:30', randomUUID(), 'Asia/Kolkata'];
}

/** Strings matching the field's own patterns, for formats no candidate fits. */
function patternSamples(schema: ZodType): string[] {
  const patterns = checksOf(schema).flatMap((check) => (check.pattern ? [check.pattern] : []));
  return patterns.flatMap((pattern) => {
    try {
      return fc.sample(fc.stringMatching(pattern), { seed: 19, numRuns: 20 });
    } catch {
      return []; // a pattern fast-check cannot generate from (a lookahead)
    }
  });
}

/** Numbers inside the field's bounds, small and whole first. */
function numberCandidates(schema: ZodType): number[] {
  const checks = checksOf(schema);
  const low = checks.find((check) => check.check === 'greater_than')?.value;
  const high = checks.find((check) => check.check === 'less_than')?.value;
  const bounds = [low, high].flatMap((bound) => (bound === undefined ? [] : [Math.ceil(bound), Math.ceil(bound) + 1, Math.floor(bound), Math.floor(bound) - 1]));
  return [1, 5, 100_00, ...(low !== undefined && high !== undefined ? [Math.round((low + high) / 2)] : []), ...bounds, 0];
}

/** The value without the object field at `path`, or undefined when there is none there. */
function dropAt(value: unknown, path: readonly PropertyKey[]): unknown {
  if (path.length === 0) return undefined;
  const copy = structuredClone(value);
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], copy);
  const last = path.at(-1)!;
  if (!parent || typeof parent !== 'object' || Array.isArray(parent) || !(last in parent)) return undefined;
  delete (parent as Record<PropertyKey, unknown>)[last];
  return copy;
}
