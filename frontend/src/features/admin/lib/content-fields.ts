import { contentBaseFields, contentFamilies, isContentFamily, type ContentFamilyName } from '@nakshatra/contracts';

/**
 * The admin form of a family is generated from its zod schemas in the content-family catalogue:
 * each field's input follows from its zod type (and, for a few kinds, its name).
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'rich-text'
  | 'number'
  | 'money'
  | 'boolean'
  | 'select'
  | 'date'
  | 'datetime'
  | 'string-list'
  | 'image'
  | 'image-list'
  | 'relation';

/** A field of a generated form; its label and hint are worded in the visitor's language (field-texts.ts). */
export interface FieldDescriptor {
  readonly name: string;
  readonly kind: FieldKind;
  /** Neither optional nor defaulted: the schema refuses the item without it. */
  readonly required: boolean;
  /** The schema's default, applied to a new item's form. */
  readonly defaultValue?: unknown;
  /** select: the enum's values. */
  readonly options?: readonly string[];
  /** relation: the family whose items the id names. */
  readonly relatedFamily?: ContentFamilyName;
  readonly maxLength?: number;
  readonly min?: number;
  readonly max?: number;
}

/** The zod internals read here (zod 4's public `def`), typed structurally so the SPA needs no zod import of its own. */
interface SchemaNode {
  readonly def: {
    readonly type: string;
    readonly innerType?: SchemaNode;
    readonly in?: SchemaNode;
    readonly element?: SchemaNode;
    readonly defaultValue?: unknown;
  };
  readonly format?: string | null;
  readonly maxLength?: number | null;
  readonly minValue?: number | null;
  readonly maxValue?: number | null;
  readonly options?: readonly string[];
}

/** Integer paise in the API; rupees in the form. */
export const MONEY_FIELDS: ReadonlySet<string> = new Set(['price', 'mrp', 'amount', 'bonus_amount']);
const IMAGE_FIELDS: ReadonlySet<string> = new Set(['image_url', 'thumbnail_url']);
/** Longer plain text than this gets a textarea. */
const SHORT_TEXT_MAX = 200;

const isAddress = (name: string): boolean => name === 'link' || name.endsWith('_url');

/** category_id names a product category; collection_id an album, or a story collection for stories. */
function relatedFamily(family: ContentFamilyName, name: string): ContentFamilyName | undefined {
  if (name === 'category_id') return 'product_category';
  if (name === 'collection_id') return family === 'story' ? 'story_collection' : 'collection';
  const guess = name.replace(/_id$/, '');
  return isContentFamily(guess) ? guess : undefined;
}

export function describeField(family: ContentFamilyName, name: string, schema: unknown): FieldDescriptor {
  let node = schema as SchemaNode;
  let required = true;
  let defaultValue: unknown;
  let richText = false;
  // Unwrap optional(), default() and transform pipes (rich text is a string piped through the sanitizer).
  for (;;) {
    const { type, innerType, in: input, defaultValue: value } = node.def;
    if (type === 'optional' && innerType) {
      required = false;
      node = innerType;
    } else if (type === 'default' && innerType) {
      required = false;
      defaultValue = value;
      node = innerType;
    } else if (type === 'pipe' && input) {
      richText = true;
      node = input;
    } else break;
  }

  const base = { name, required, ...(defaultValue !== undefined ? { defaultValue } : {}) };
  const limits = {
    ...(typeof node.maxLength === 'number' ? { maxLength: node.maxLength } : {}),
  };

  switch (node.def.type) {
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'enum':
      return { ...base, kind: 'select', options: node.options ?? [] };
    case 'number': {
      const range = {
        ...(typeof node.minValue === 'number' && Number.isSafeInteger(node.minValue) ? { min: node.minValue } : {}),
        ...(typeof node.maxValue === 'number' && Number.isSafeInteger(node.maxValue) ? { max: node.maxValue } : {}),
      };
      return { ...base, kind: MONEY_FIELDS.has(name) ? 'money' : 'number', ...range };
    }
    case 'array': {
      const images = name === 'images';
      return { ...base, kind: images ? 'image-list' : 'string-list', ...(typeof node.def.element?.maxLength === 'number' ? { maxLength: node.def.element.maxLength } : {}) };
    }
    case 'string':
      if (node.format === 'date') return { ...base, kind: 'date' };
      if (node.format === 'datetime') return { ...base, kind: 'datetime' };
      if (node.format === 'uuid') {
        const related = relatedFamily(family, name);
        return related ? { ...base, kind: 'relation', relatedFamily: related } : { ...base, kind: 'text' };
      }
      if (IMAGE_FIELDS.has(name)) return { ...base, kind: 'image' };
      if (richText && name === 'body') return { ...base, kind: 'rich-text', ...limits };
      return { ...base, kind: (node.maxLength ?? 0) > SHORT_TEXT_MAX && !isAddress(name) ? 'textarea' : 'text', ...limits };
    default:
      // Unions (a media URL: https or /uploads/) and anything else: a text box the schema checks.
      return { ...base, kind: 'text' };
  }
}

/** Every field of a family's form, in order: title and slug, the family's own fields, then status and sort order. */
export function contentFields(family: ContentFamilyName): FieldDescriptor[] {
  const { title, slug, status, sort_order } = contentBaseFields;
  const own = Object.entries(contentFamilies[family].fields as Record<string, unknown>);
  return [['title', title] as const, ['slug', slug] as const, ...own, ['status', status] as const, ['sort_order', sort_order] as const].map(([name, schema]) =>
    describeField(family, name, schema),
  );
}
