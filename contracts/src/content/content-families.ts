import { z } from 'zod';
import { sanitizeRichText } from './rich-text.js';

/**
 * The content-family catalogue: one entry per family that the generic content mechanism serves
 * (commands, events, projection, queries, routes, admin forms). Adding a family here is all it
 * takes to serve its admin pattern get_X / get_single_X / create_X / update_X / delete_X.
 */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Fields every content family has (besides id, created_at, updated_at, which the server sets). */
export const contentBaseFields = {
  title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  slug: z.string().trim().max(80).regex(SLUG_PATTERN, 'must be lowercase letters, digits and single hyphens').optional(),
  status: z.enum(['draft', 'published']).default('draft'),
  sort_order: z.number().int().min(0).max(1_000_000).default(0),
};

// Field kinds, shared by the families below.
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(https:\/\/|\/uploads\/)[^\s"'<>]+$/, 'must be an https:// URL or an /uploads/ path');
const mediaUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).max(2000).or(z.string().regex(/^\/uploads\/[\w./-]+$/, 'must be an https:// URL or an /uploads/ path'));
const link = z.string().trim().max(2000).regex(/^(https:\/\/|\/(?!\/))[^\s"'<>]*$/, 'must be an https:// URL or a path on this site');
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const richText = z.string().max(100_000, 'must be at most 100,000 characters').transform(sanitizeRichText);
const paise = z.number().int('must be whole paise').min(0, 'must not be negative').max(100_000_000_00);
const id = z.uuid('must be the id of an item');
const tags = z.array(text(40).min(1)).max(20, 'must be at most 20 tags');
const dateTime = z.iso.datetime({ offset: true, error: 'must be a date and time like 2026-11-22T10:00:00Z' });
const date = z.iso.date('must be a date like 2026-11-22');

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
    label: 'Testimonial',
    fields: {
      author: z.string().trim().min(1, 'is required').max(100),
      city: text(100).optional(),
      rating: z.number().int().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'),
      text: z.string().trim().min(1, 'is required').max(2000, 'must be at most 2000 characters'),
      image_url: imageUrl.optional(),
    },
  },
  blog: { label: 'Blog post', fields: article },
  news: { label: 'News item', fields: article },
  story: { label: 'Story', fields: { ...article, collection_id: id.optional() } },
  story_collection: { label: 'Story collection', fields: { summary: text(500).optional(), image_url: imageUrl.optional() } },
  remedies: { label: 'Remedy', fields: article },
  vastu: { label: 'Vastu article', fields: article },
  numerology: { label: 'Numerology article', fields: article },
  tarot: { label: 'Tarot article', fields: article },
  aarti: { label: 'Aarti', fields: { ...article, deity: text(80).optional() } },
  vrat: { label: 'Vrat', fields: { ...article, date } },
  festivals: { label: 'Festival', fields: { ...article, date } },
  podcast: {
    label: 'Podcast episode',
    fields: { summary: text(500).optional(), image_url: imageUrl.optional(), category: text(60).optional(), tags: tags.optional(), audio_url: mediaUrl, duration_s: z.number().int().min(0).max(86_400) },
  },
  video: {
    label: 'Video',
    fields: { summary: text(500).optional(), category: text(60).optional(), tags: tags.optional(), video_url: mediaUrl, thumbnail_url: imageUrl.optional() },
  },
  gallery: {
    label: 'Gallery item',
    fields: { summary: text(500).optional(), images: z.array(imageUrl).min(1, 'must have at least one image').max(50), collection_id: id.optional(), category: text(60).optional(), tags: tags.optional() },
  },
  collection: { label: 'Album', fields: { summary: text(500).optional(), image_url: imageUrl.optional() } },
  banners: {
    label: 'Banner',
    fields: { image_url: imageUrl, link: link.optional(), placement: z.enum(BANNER_PLACEMENTS), starts_at: dateTime.optional(), ends_at: dateTime.optional() },
  },
  offers: {
    label: 'Offer',
    fields: {
      summary: text(500).optional(),
      image_url: imageUrl.optional(),
      code: z.string().trim().regex(/^[A-Z0-9]{4,20}$/, 'must be 4 to 20 capital letters or digits').optional(),
      bonus_percent: z.number().int().min(0).max(100, 'must be at most 100'),
      /** Applies by itself to a customer's first credited recharge (no code needed). */
      first_recharge: z.boolean().default(false),
      valid_until: dateTime.optional(),
    },
  },
  services: { label: 'Service', fields: { summary: text(500).optional(), image_url: imageUrl.optional(), link: link.optional() } },
  category: { label: 'Category', fields: { summary: text(500).optional(), image_url: imageUrl.optional() } },
  product_category: { label: 'Product category', fields: { summary: text(500).optional(), image_url: imageUrl.optional() } },
  products: {
    label: 'Product',
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
    label: 'Pooja',
    fields: {
      summary: text(500).optional(),
      body: richText.optional(),
      image_url: imageUrl.optional(),
      price: paise,
      duration_min: z.number().int().min(1).max(24 * 60),
      temple: text(200).min(1, 'is required'),
      benefits: z.array(text(200).min(1)).max(20).default([]),
    },
  },
  price: {
    label: 'Recharge pack',
    fields: { amount: paise.min(100, 'must be at least ₹1 (100 paise)'), bonus_amount: paise.default(0), popular: z.boolean().default(false) },
  },
  reason: { label: 'Rejection reason', fields: { summary: text(500).optional() } },
  notification: { label: 'Notification', fields: { body: text(1000).min(1, 'is required'), audience: z.enum(['all', 'customers', 'astrologers']).default('all') } },
  horoscope: {
    label: 'Horoscope',
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
  page: { label: 'Info page', fields: { summary: text(500).optional(), body: richText } },
} as const;

export type ContentFamilyName = keyof typeof contentFamilies;
export const contentFamilyNames = Object.keys(contentFamilies) as ContentFamilyName[];

export const isContentFamily = (name: string): name is ContentFamilyName => Object.hasOwn(contentFamilies, name);

export function contentCreateSchema(family: ContentFamilyName) {
  return z.strictObject({ ...contentBaseFields, ...contentFamilies[family].fields }).check((ctx) => {
    const value = ctx.value as { price?: number; mrp?: number };
    if (value.price !== undefined && value.mrp !== undefined && value.mrp < value.price) {
      ctx.issues.push({ code: 'custom', path: ['mrp'], message: 'must not be below the price', input: value.mrp });
    }
  });
}

/**
 * Updates name only the fields that change; defaults are not applied, and at least one field is
 * required. An optional field may be sent as null to clear it.
 */
export function contentUpdateSchema(family: ContentFamilyName) {
  const { status, sort_order, ...rest } = contentBaseFields;
  const fields = Object.fromEntries(
    Object.entries(contentFamilies[family].fields).map(([name, schema]) => [
      name,
      schema instanceof z.ZodDefault ? schema.removeDefault() : schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType).nullable() : schema,
    ]),
  );
  return z
    .strictObject({ ...rest, status: status.removeDefault(), sort_order: sort_order.removeDefault(), ...fields })
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, { message: 'must change at least one field' });
}

/** Reading options of every get_X list call. */
export const contentListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100, 'must be at most 100').default(20),
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

/** The read-model shape every content item is served in. */
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
