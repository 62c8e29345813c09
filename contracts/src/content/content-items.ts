import { z } from 'zod';
import { isoTime } from '../routes/response-schemas.js';
import { contentFamilies, type ContentFamilyFields, type ContentFamilyName } from './content-families.js';

/**
 * Content items as the query side serves them: the fields the server sets, and the family's own
 * fields as create_X stored them (defaults applied, rich text cleaned). A served field has the type
 * its request field produced, without the request's checks, defaults and transforms: an answer is
 * described, never reshaped.
 */
type Served<S extends z.ZodType> = z.ZodType<z.output<S>, z.output<S>>;
type ServedField<S> = S extends z.ZodOptional<infer Inner extends z.ZodType> ? z.ZodOptional<Served<Inner>> : S extends z.ZodType ? Served<S> : never;
type ServedFields<F extends ContentFamilyName> = { [K in keyof ContentFamilyFields<F>]: ServedField<ContentFamilyFields<F>[K]> };

/** A request field as the wire carries it once stored; ServedField says the same of its type. */
function servedField(schema: z.ZodType): z.ZodType {
  const node = schema as unknown as { def: { type: string }; isInt?: boolean };
  switch (node.def.type) {
    case 'optional':
      return servedField((schema as z.ZodOptional).unwrap() as z.ZodType).optional();
    case 'default':
      // Applied on create, and an update cannot clear it: always there.
      return servedField((schema as z.ZodDefault).removeDefault() as z.ZodType);
    case 'pipe':
      // Rich text: a string before and after its sanitizer.
      return servedField((schema as z.ZodPipe).in as z.ZodType);
    case 'array':
      return z.array(servedField((schema as z.ZodArray<z.ZodType>).element));
    case 'union':
      return z.union((schema as z.ZodUnion<z.ZodType[]>).options.map(servedField));
    case 'enum':
      return z.enum((schema as z.ZodEnum).options as [string, ...string[]]);
    case 'number':
      return node.isInt ? z.number().int() : z.number();
    case 'boolean':
      return z.boolean();
    case 'string':
      return z.string();
    default:
      throw new Error(`A content field of kind ${node.def.type} has no served form yet`);
  }
}

/** What the server sets on every item. */
const itemBase = {
  id: z.uuid(),
  title: z.string(),
  /** Chosen by the admin or made from the title; unique in the family. */
  slug: z.string(),
  status: z.enum(['draft', 'published']),
  sort_order: z.number().int(),
  created_at: isoTime,
  updated_at: isoTime,
};

/** The fields of one family's served item, to build views on (an album with its photos, a post without its body). */
export function contentItemShape<F extends ContentFamilyName>(family: F) {
  const own = Object.fromEntries(Object.entries(contentFamilies[family].fields).map(([name, schema]) => [name, servedField(schema)])) as ServedFields<F>;
  return { ...itemBase, family: z.literal(family), ...own };
}

/** One item of a family as get_X and get_single_X/{id} answer it. */
export const contentItemSchema = <F extends ContentFamilyName>(family: F) => z.strictObject(contentItemShape(family));

/** One family's served item, by family: `ContentItemOf<'products'>` has a product's price, mrp and images. A union of families is a union of items, told apart by `family`. */
export type ContentItemOf<F extends ContentFamilyName> = F extends ContentFamilyName ? z.output<ReturnType<typeof contentItemSchema<F>>> : never;
