import type { FieldDescriptor } from './content-fields';

/** What a form control holds: text (most kinds), a checkbox, or a list (tags, benefits, images). */
export type InputValue = string | boolean | readonly string[];
export type FormInputs = Readonly<Record<string, InputValue>>;

/** India has one offset all year: datetime-local inputs are read and written as India time. */
const IST_OFFSET = '+05:30';
const IST_OFFSET_MS = 330 * 60_000;

export function isoToIstLocal(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);
}

export const istLocalToIso = (local: string): string => `${local.length === 16 ? `${local}:00` : local}${IST_OFFSET}`;

/** 15000 paise → "150", 15050 → "150.50". */
export const paiseToRupees = (paise: number): string => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

export const rupeesToPaise = (rupees: string): number => Math.round(Number(rupees) * 100);

const isList = (field: FieldDescriptor) => field.kind === 'string-list' || field.kind === 'image-list';

/** The control's value for a stored value (or the schema's default when there is none). */
export function toInput(field: FieldDescriptor, stored: unknown): InputValue {
  const value = stored ?? field.defaultValue;
  if (field.kind === 'boolean') return value === true;
  if (isList(field)) return Array.isArray(value) ? value.map(String) : [];
  if (value === undefined || value === null) return '';
  if (field.kind === 'money' && typeof value === 'number') return paiseToRupees(value);
  if (field.kind === 'datetime' && typeof value === 'string') return isoToIstLocal(value);
  return String(value);
}

/** The API's value for a control's value; undefined when the control is empty. */
export function fromInput(field: FieldDescriptor, input: InputValue | undefined): unknown {
  if (field.kind === 'boolean') return input === true;
  if (isList(field)) {
    const list = Array.isArray(input) ? input : [];
    // An empty list the schema may leave out is left out; one it needs (gallery images) is sent for it to judge.
    return list.length === 0 && !field.required && field.defaultValue === undefined ? undefined : list;
  }
  if (typeof input !== 'string' || input === '') return undefined;
  switch (field.kind) {
    case 'number':
      return Number(input);
    case 'money':
      return rupeesToPaise(input);
    case 'datetime':
      return istLocalToIso(input);
    default:
      return input;
  }
}

export function initialInputs(fields: readonly FieldDescriptor[], item?: Readonly<Record<string, unknown>>): FormInputs {
  return Object.fromEntries(fields.map((field) => [field.name, toInput(field, item?.[field.name])]));
}

/** A new item's body: every filled field. */
export function createBody(fields: readonly FieldDescriptor[], inputs: FormInputs): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = fromInput(field, inputs[field.name]);
    if (value !== undefined) body[field.name] = value;
  }
  return body;
}

/**
 * An update's body: only the fields whose control changed. A field emptied is sent as null (an
 * emptied list as []): the server clears optional fields that way, and its schema refuses the
 * rest, so the schema alone says whether a field may be emptied.
 */
export function changedFields(fields: readonly FieldDescriptor[], initial: FormInputs, current: FormInputs): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const field of fields) {
    if (sameInput(initial[field.name], current[field.name])) continue;
    const value = fromInput(field, current[field.name]);
    patch[field.name] = value !== undefined ? value : emptyValue(field);
  }
  return patch;
}

const emptyValue = (field: FieldDescriptor): unknown => (isList(field) ? [] : null);

const sameInput = (a: InputValue | undefined, b: InputValue | undefined): boolean => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
