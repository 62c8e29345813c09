import { sql, type Kysely } from 'kysely';

/** Kundlis users saved (docs/astrology.md): one row per kundli, its input as JSON; the chart is computed when opened. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_kundlis')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('input', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('saved_kundlis_user').on('saved_kundlis').expression(sql`user_id, created_at DESC, id DESC`).execute();
}
