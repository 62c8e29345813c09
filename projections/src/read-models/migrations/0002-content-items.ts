import { sql, type Kysely } from 'kysely';

/** Every content family's items in one table; family-specific fields live in `data`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_items')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('family', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('slug', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addColumn('data', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('content_items_family_order').on('content_items').columns(['family', 'sort_order', 'created_at']).execute();
  await db.schema.createIndex('content_items_family_slug').on('content_items').columns(['family', 'slug']).execute();
  await sql`CREATE INDEX content_items_title_search ON content_items USING btree (family, lower(title) text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_items').execute();
}
