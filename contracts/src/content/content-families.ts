import { z } from 'zod';

/**
 * The content-family catalogue: one entry per family that the generic content mechanism serves
 * (commands, events, projection, queries, routes). Adding a family here is all it takes to serve
 * its admin pattern get_X / get_single_X / create_X / update_X / delete_X.
 */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Fields every content family has (besides id, created_at, updated_at, which the server sets). */
export const contentBaseFields = {
  title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  slug: z.string().trim().max(80).regex(SLUG_PATTERN, 'must be lowercase letters, digits and single hyphens').optional(),
  status: z.enum(['draft', 'published']).default('draft'),
  sort_order: z.number().int().min(0).max(1_000_000).default(0),
};

const httpUrl = z.url({ protocol: /^https?$/ }).max(2000).or(z.string().regex(/^\/uploads\/[\w./-]+$/, 'must be an http(s) URL or an /uploads/ path'));

export const contentFamilies = {
  testimonial: {
    label: 'Testimonial',
    fields: {
      author: z.string().trim().min(1, 'is required').max(100),
      city: z.string().trim().max(100).optional(),
      rating: z.number().int().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'),
      text: z.string().trim().min(1, 'is required').max(2000, 'must be at most 2000 characters'),
      image_url: httpUrl.optional(),
    },
  },
} as const;

export type ContentFamilyName = keyof typeof contentFamilies;
export const contentFamilyNames = Object.keys(contentFamilies) as ContentFamilyName[];

export const isContentFamily = (name: string): name is ContentFamilyName => Object.hasOwn(contentFamilies, name);

export function contentCreateSchema(family: ContentFamilyName) {
  return z.strictObject({ ...contentBaseFields, ...contentFamilies[family].fields });
}

/** Updates name only the fields that change; defaults are not applied, and at least one field is required. */
export function contentUpdateSchema(family: ContentFamilyName) {
  const { status, sort_order, ...rest } = contentBaseFields;
  return z
    .strictObject({ ...rest, status: status.removeDefault(), sort_order: sort_order.removeDefault(), ...contentFamilies[family].fields })
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, { message: 'must change at least one field' });
}

/** Reading options of every get_X list call. */
export const contentListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100, 'must be at most 100').default(20),
  search: z.string().trim().max(100).optional(),
  status: z.enum(['draft', 'published']).optional(),
  sort: z.enum(['sort_order', 'newest', 'oldest', 'title']).default('sort_order'),
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
