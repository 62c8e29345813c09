import type { Kysely } from 'kysely';

/** The timeline of every content item (content_history projection). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_history')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('item_id', 'uuid', (column) => column.notNull())
    .addColumn('family', 'text', (column) => column.notNull())
    .addColumn('change', 'text', (column) => column.notNull())
    .addColumn('actor_id', 'text', (column) => column.notNull())
    .addColumn('actor_role', 'text', (column) => column.notNull())
    .addColumn('fields', 'jsonb')
    .addColumn('occurred_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('content_history_item').on('content_history').columns(['item_id', 'occurred_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_history').execute();
}
