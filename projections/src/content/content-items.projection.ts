import { CONTENT_STREAM_CATEGORY, type ContentCreatedData, type ContentDeletedData, type ContentUpdatedData } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { DocumentProjection } from '../runtime/projection.js';

/** A content item as stored: the common columns, the family's own fields in `data`. */
export interface ContentItemRow {
  readonly id: string;
  readonly family: string;
  readonly title: string;
  readonly slug: string;
  readonly status: 'draft' | 'published';
  readonly sort_order: number;
  readonly data: Record<string, unknown>;
  readonly created_at: Date | string;
  readonly updated_at: Date | string;
  readonly deleted_at: Date | string | null;
}

const COLUMNS = ['title', 'slug', 'status', 'sort_order'] as const;

/** Splits submitted fields into the common columns and the family's own fields; null clears a field. */
function withFields(row: ContentItemRow, fields: Record<string, unknown>): ContentItemRow {
  const data = { ...row.data };
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if ((COLUMNS as readonly string[]).includes(key)) columns[key] = value;
    else if (value === undefined || value === null) delete data[key];
    else data[key] = value;
  }
  return { ...row, ...columns, data };
}

export const contentItemsProjection: DocumentProjection<ContentItemRow> = {
  name: 'content_items',
  table: 'content_items',
  handles: (event) => event.streamName.startsWith(CONTENT_STREAM_CATEGORY),
  keyOf: (event) => (event.data as { id: string }).id,
  evolve(row, event: RecordedEvent) {
    const at = event.metadata.occurredAt;
    if (event.type.endsWith('Created')) {
      const { id, family, fields } = event.data as ContentCreatedData;
      const blank: ContentItemRow = { id, family, title: '', slug: '', status: 'draft', sort_order: 0, data: {}, created_at: at, updated_at: at, deleted_at: null };
      return withFields(blank, fields);
    }
    if (!row) return row;
    if (event.type.endsWith('Updated')) return { ...withFields(row, (event.data as ContentUpdatedData).changes), updated_at: at };
    if (event.type.endsWith('Deleted')) return { ...row, deleted_at: at, updated_at: at, id: (event.data as ContentDeletedData).id };
    return row;
  },
  toStored: (row) => ({ ...row, data: JSON.stringify(row.data) }),
};
