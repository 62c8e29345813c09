import { z } from 'zod';
import { contentFamilyLabels as labels } from './content-family-labels.js';
import { isImageSource, sanitizeRichText } from './rich-text.js';
import { MAX_RECHARGE_PAISE } from '../wallet/recharge-limits.js';

/**
 * The content-family catalogue: one entry per family that the generic content mechanism serves
 * (commands, events, projection, queries, routes, admin forms). Adding a family here is all it
 * takes to serve its admin pattern get_X / get_single_X / create_X / update_X / delete_X.
 *
 * Checks name a field-issue code where their kind alone says too little (`'field.slug'`); size
 * and type checks get theirs from the kind (refusals/field-issues.ts).
 */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Fields every content family has (besides id, created_at, updated_at, which the server sets). */
export const contentBaseFields = {
  title: z.string().trim().min(1).max(200),
  slug: z.string().trim().max(80).regex(SLUG_PATTERN, 'field.slug').optional(),
  status: z.enum(['draft', 'published']).default('draft'),
  sort_order: z.number().int().min(0).max(1_000_000).default(0),
};

// Field kinds, shared by the families below.
/** An /uploads/ path stays there as the browser resolves it (no `/uploads/../api/…`), as rich text's images must. */
const staysInUploads = (value: string): boolean => !value.startsWith('/uploads/') || isImageSource(value);
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(https:\/\/|\/uploads\/)[^\s"'<>]+$/, 'field.image_url')
  .refine(staysInUploads, 'field.image_url');
/** A photo or video: an https:// URL or a file from upload_image. */
export const mediaUrl = z
  .url({ protocol: /^https$/, error: 'field.media_url' })
  .max(2000)
  .or(z.string().regex(/^\/uploads\/[\w./-]+$/, 'field.media_url').refine(staysInUploads, 'field.media_url'));
// A path on this site starts with one slash and no backslash: browsers follow `//x` and `/\x` to another host.
const link = z.string().trim().max(2000).regex(/^(https:\/\/|\/(?![/\\]))[^\s"'<>]*$/, 'field.link');
const text = (max: number) => z.string().trim().max(max);
const richText = z.string().max(100_000).transform(sanitizeRichText);
const paise = z.number().int('field.whole_paise').min(0, 'field.amount_too_small').max(100_000_000_00, 'field.amount_too_big');
const id = z.uuid();
const tags = z.array(text(40).min(1)).max(20);
const dateTime = z.iso.datetime({ offset: true });
const date = z.iso.date();

const article = {
  summary: text(500).optional(),
  body: richText.optional(),
  image_url: imageUrl.optional(),
  category: text(60).optional(),
  tags: tags.optional(),
  published_at: dateTime.optional(),
};

export const ZODIAC_SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;
export const BANNER_PLACEMENTS = ['home_top', 'home_middle', 'home_bottom', 'mall', 'recharge', 'sidebar'] as const;

export const contentFamilies = {
  testimonial: {
    label: labels.testimonial,
    fields: {
      author: z.string().trim().min(1).max(100),
      city: text(100).optional(),
      rating: z.number().int().min(1).max(5),
      text: z.string().trim().min(1).max(2000),
      image_url: imageUrl.optional(),
    },
  },
  blog: { label: labels.blog, fields: article },
  news: { label: labels.news, fields: article },
  story: { label: labels.story, fields: { ...article, collection_id: id.optional() } },
  story_collection: { label: labels.story_collection, fields: { summary: text(500).optional(), image_url: imageUrl.optional() } },
  remedies: { label: labels.remedies, fields: article },
  vastu: { label: labels.vastu, fields: article },
  numerology: { label: labels.numerology, fields: article },
  tarot: { label: labels.tarot, fields: article },
  aarti: { label: labels.aarti, fields: { ...article, deity: text(80).optional() } },
  vrat: { label: labels.vrat, fields: { ...article, date } },
  festivals: { label: labels.festivals, fields: { ...article, date } },
  podcast: {
    label: labels.podcast,
    fields: { summary: text(500).optional(), image_url: imageUrl.optional(), category: text(60).optional(), tags: tags.optional(), audio_url: mediaUrl, duration_s: z.number().int().min(0).max(86_400) },
  },
  video: {
    label: labels.video,
    fields: { summary: text(500).optional(), category: text(60).optional(), tags: tags.optional(), video_url: mediaUrl, thumbnail_url: imageUrl.optional() },
  },
  gallery: {
    label: labels.gallery,
    fields: { summary: text(500).optional(), images: z.array(imageUrl).min(1).max(50), collection_id: id.optional(), category: text(60).optional(), tags: tags.optional() },
  },
  collection: { label: labels.collection, fields: { summary: text(500).optional(), image_url: imageUrl.optional() } },
  banners: {
    label: labels.banners,
    fields: { image_url: imageUrl, link: link.optional(), placement: z.enum(BANNER_PLACEMENTS), starts_at: dateTime.optional(), ends_at: dateTime.optional() },
  },
  offers: {
    label: labels.offers,
    fields: {
      summary: text(500).optional(),
      image_url: imageUrl.optional(),
      code: z.string().trim().regex(/^[A-Z0-9]{4,20}$/, 'field.offer_code').optional(),
      bonus_percent: z.number().int().min(0).max(100),
      /** Applies by itself to a customer's first credited recharge (no code needed). */
      first_recharge: z.boolean().default(false),
      valid_until: dateTime.optional(),
    },
  },
  services: { label: labels.services, fields: { summary: text(500).optional(), image_url: imageUrl.optional(), link: link.optional() } },
  category: { label: labels.category, fields: { summary: text(500).optional(), image_url: imageUrl.optional() } },
  product_category: { label: labels.product_category, fields: { summary: text(500).optional(), image_url: imageUrl.optional() } },
  products: {
    label: labels.products,
    fields: {
      summary: text(500).optional(),
      body: richText.optional(),
      price: paise,
      mrp: paise,
      stock: z.number().int().min(0).max(1_000_000),
      images: z.array(imageUrl).max(20).default([]),
      category_id: id.optional(),
    },
  },
  pooja_booking: {
    label: labels.pooja_booking,
    fields: {
      summary: text(500).optional(),
      body: richText.optional(),
      image_url: imageUrl.optional(),
      price: paise,
      duration_min: z.number().int().min(1).max(24 * 60),
      temple: text(200).min(1),
      benefits: z.array(text(200).min(1)).max(20).default([]),
    },
  },
  price: {
    label: labels.price,
    fields: { amount: paise.min(100, 'field.recharge_minimum').max(MAX_RECHARGE_PAISE, 'field.recharge_too_large'), bonus_amount: paise.default(0), popular: z.boolean().default(false) },
  },
  /**
   * Gifts viewers send on air (docs/live.md, "Gifts"): the title is the English name. Published is
   * "active"; a draft or deleted gift cannot be sent, and what was sent keeps the name and price it had.
   */
  gift: {
    label: labels.gift,
    fields: { title_hi: text(60).min(1), emoji: z.string().trim().min(1).max(8), price: paise.min(100, 'field.amount_too_small'), image_url: imageUrl.optional() },
  },
  reason: { label: labels.reason, fields: { summary: text(500).optional() } },
  notification: { label: labels.notification, fields: { body: text(1000).min(1), audience: z.enum(['all', 'customers', 'astrologers']).default('all') } },
  horoscope: {
    label: labels.horoscope,
    fields: {
      sign: z.enum(ZODIAC_SIGNS),
      period: z.enum(['daily', 'weekly', 'monthly', 'yearly']),
      date,
      body: richText,
      lucky_number: z.number().int().min(1).max(99).optional(),
      lucky_color: text(40).optional(),
    },
  },
  /** Content-managed site pages (about us, terms, privacy, refunds), read by slug. */
  page: { label: labels.page, fields: { summary: text(500).optional(), body: richText } },
} as const satisfies { readonly [F in keyof typeof labels]: { readonly label: string; readonly fields: z.ZodRawShape } };

export type ContentFamilyName = keyof typeof contentFamilies;
export const contentFamilyNames = Object.keys(contentFamilies) as ContentFamilyName[];

export const isContentFamily = (name: string): name is ContentFamilyName => Object.hasOwn(contentFamilies, name);

/**
 * One value per family under the name the generic mechanism gives it (`create_` + `blog`): how
 * the services declare the handlers of every family's calls at once.
 */
export function perContentFamily<const P extends string, V>(prefix: P, make: (family: ContentFamilyName) => V): Record<`${P}${ContentFamilyName}`, V> {
  // Object.fromEntries cannot name its keys; contentFamilyNames holds each family once.
  return Object.fromEntries(contentFamilyNames.map((family) => [`${prefix}${family}`, make(family)])) as Record<`${P}${ContentFamilyName}`, V>;
}

/** The zod fields of one family, with their own types (a product's price, a testimonial's rating). */
export type ContentFamilyFields<F extends ContentFamilyName> = (typeof contentFamilies)[F]['fields'];
type BaseFields = typeof contentBaseFields;

/** What create_X takes: the common fields and the family's own, nothing else. */
export function contentCreateSchema<F extends ContentFamilyName>(family: F) {
  const shape: BaseFields & ContentFamilyFields<F> = { ...contentBaseFields, ...contentFamilies[family].fields };
  return z.strictObject(shape).check((ctx) => {
    const value = ctx.value as { price?: number; mrp?: number };
    if (value.price !== undefined && value.mrp !== undefined && value.mrp < value.price) {
      ctx.issues.push({ code: 'custom', path: ['mrp'], message: 'field.mrp_below_price', input: value.mrp });
    }
  });
}

/** A field of an update: no default (an update names only what changes), and an optional field may be null to clear it. */
type UpdateField<S> = S extends z.ZodDefault<infer Inner extends z.ZodType> ? Inner : S extends z.ZodOptional<infer Inner extends z.ZodType> ? z.ZodNullable<Inner> : S;
type UpdateFields<F extends ContentFamilyName> = { [K in keyof ContentFamilyFields<F>]: UpdateField<ContentFamilyFields<F>[K]> };

function updateField(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodDefault) return schema.removeDefault() as z.ZodType;
  if (schema instanceof z.ZodOptional) return (schema.unwrap() as z.ZodType).nullable();
  return schema;
}

/**
 * Updates name only the fields that change; defaults are not applied, and at least one field is
 * required. An optional field may be sent as null to clear it.
 */
export function contentUpdateSchema<F extends ContentFamilyName>(family: F) {
  const { status, sort_order, ...rest } = contentBaseFields;
  // Built field by field at run time; UpdateFields says the same of the family's own types.
  const fields = Object.fromEntries(Object.entries(contentFamilies[family].fields).map(([name, schema]) => [name, updateField(schema)])) as UpdateFields<F>;
  return z
    .strictObject({ ...rest, status: status.removeDefault(), sort_order: sort_order.removeDefault(), ...fields })
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, { message: 'field.no_change' });
}

/** Reading options of every get_X list call. */
export const contentListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  status: z.enum(['draft', 'published']).optional(),
  category: z.string().trim().max(60).optional(),
  tag: z.string().trim().max(40).optional(),
  /** Only gallery items of an album, stories of a collection, products of a category. */
  collection_id: z.uuid().optional(),
  category_id: z.uuid().optional(),
  sign: z.enum(ZODIAC_SIGNS).optional(),
  period: z.enum(['daily', 'weekly', 'monthly', 'yearly']).optional(),
  date: z.iso.date().optional(),
  placement: z.enum(BANNER_PLACEMENTS).optional(),
  // price_*: families with a price in paise (products, poojas, recharge packs).
  sort: z.enum(['sort_order', 'newest', 'oldest', 'title', 'date', 'price_asc', 'price_desc']).default('sort_order'),
});
export type ContentListQuery = z.infer<typeof contentListQuery>;

/**
 * An item of any family, for code that handles every family alike (the admin's generated forms):
 * the common fields, and the family's own by name. `ContentItemOf<F>` (content-items.ts) is one
 * family's exact shape.
 */
export interface ContentItem {
  readonly id: string;
  readonly family: string;
  readonly title: string;
  readonly slug: string;
  readonly status: 'draft' | 'published';
  readonly sort_order: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly [field: string]: unknown;
}
