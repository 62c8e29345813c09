import { z } from 'zod';
import { isoTime } from '../routes/response-schemas.js';
import { contentFamilyNames } from './content-families.js';
import { contentItemSchema, contentItemShape } from './content-items.js';

/** create_X: the new item's id and the slug it holds (the one chosen, or one made from the title). */
export const contentCreatedView = z.strictObject({ id: z.uuid(), slug: z.string() });

/** update_X/{id} and delete_X/{id}: the item written. */
export const contentWrittenView = z.strictObject({ id: z.uuid() });

/** get_content_counts: live items of every family, by status. */
export const contentCountsView = z.record(z.enum(contentFamilyNames), z.strictObject({ published: z.number().int(), draft: z.number().int() }));
export type ContentCounts = z.infer<typeof contentCountsView>;

/** One change of get_content_history/{id}: who made it, when, and the fields it set (none for a delete). */
export const contentHistoryEntryView = z.strictObject({
  id: z.uuid(),
  change: z.enum(['created', 'updated', 'deleted']),
  actor: z.strictObject({ id: z.string(), role: z.string() }),
  fields: z.record(z.string(), z.unknown()).nullable(),
  occurred_at: isoTime,
});
export type ContentHistoryEntry = z.infer<typeof contentHistoryEntryView>;

/** get_single_gallery_collection/{id}: an album (family `collection`) with its published gallery items. */
export const albumView = z.strictObject({ ...contentItemShape('collection'), items: z.array(contentItemSchema('gallery')) });
export type Album = z.infer<typeof albumView>;
