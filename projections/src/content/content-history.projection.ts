import { CONTENT_STREAM_CATEGORY, type ContentCreatedData, type ContentUpdatedData } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { DocumentProjection } from '../runtime/projection.js';

export interface ContentHistoryRow {
  readonly id: string;
  readonly item_id: string;
  readonly family: string;
  readonly change: 'created' | 'updated' | 'deleted';
  readonly actor_id: string;
  readonly actor_role: string;
  readonly fields: Record<string, unknown> | null;
  readonly occurred_at: Date | string;
}

/** Who changed what, when: one row per content event, for the admin's timeline of an item. */
export const contentHistoryProjection: DocumentProjection<ContentHistoryRow> = {
  name: 'content_history',
  table: 'content_history',
  handles: (event) => event.streamName.startsWith(CONTENT_STREAM_CATEGORY),
  keyOf: (event) => event.id,
  evolve(_row, event: RecordedEvent) {
    const data = event.data as Partial<ContentCreatedData & ContentUpdatedData> & { id: string; family: string };
    const change = event.type.endsWith('Created') ? 'created' : event.type.endsWith('Updated') ? 'updated' : 'deleted';
    return {
      id: event.id,
      item_id: data.id,
      family: data.family,
      change,
      actor_id: event.metadata.actor.id,
      actor_role: event.metadata.actor.role,
      fields: data.fields ?? data.changes ?? null,
      occurred_at: event.metadata.occurredAt,
    };
  },
  toStored: (row) => ({ ...row, fields: row.fields === null ? null : JSON.stringify(row.fields) }),
};
