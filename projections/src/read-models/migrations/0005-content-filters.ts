import { sql, type Kysely } from 'kysely';

/** Indexes for the list filters of every content family (category, tag, album, date). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX content_items_category ON content_items (family, (data->>'category'))`.execute(db);
  await sql`CREATE INDEX content_items_collection ON content_items (family, (data->>'collection_id'))`.execute(db);
  await sql`CREATE INDEX content_items_date ON content_items (family, (data->>'date'))`.execute(db);
  await sql`CREATE INDEX content_items_tags ON content_items USING gin ((data->'tags'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['content_items_category', 'content_items_collection', 'content_items_date', 'content_items_tags']) await db.schema.dropIndex(index).execute();
}
