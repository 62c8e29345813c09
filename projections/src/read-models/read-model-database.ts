import type { ColumnType } from 'kysely';

/** Row types of every read-model table (immich style: the schema lives in code, migrations beside it). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface ProjectionCheckpointsTable {
  name: string;
  commit_position: ColumnType<string | null, string | null, string | null>;
  prepare_position: ColumnType<string | null, string | null, string | null>;
  events_processed: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
  last_event_recorded_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ContentItemsTable {
  id: string;
  family: string;
  title: string;
  slug: string;
  status: 'draft' | 'published';
  sort_order: number;
  data: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

export interface ReadModelDatabase {
  projection_checkpoints: ProjectionCheckpointsTable;
  content_items: ContentItemsTable;
}
