import { sql, type Kysely } from 'kysely';

/**
 * Reviews of consultations, one row per review (the session's id), and the sum of the published
 * ratings on each astrologer, so `rating` (the average, one decimal) is exact and a hidden review
 * comes off it without reading the other reviews.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('session_id', 'uuid', (column) => column.notNull())
    .addColumn('astrologer_id', 'uuid', (column) => column.notNull())
    .addColumn('customer_id', 'uuid', (column) => column.notNull())
    .addColumn('customer_name', 'text', (column) => column.notNull())
    .addColumn('rating', 'integer', (column) => column.notNull())
    .addColumn('comment', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('moderation_reason', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('reviews_newest').on('reviews').expression(sql`status, created_at DESC, id DESC`).execute();
  await db.schema.createIndex('reviews_astrologer').on('reviews').expression(sql`astrologer_id, status, created_at DESC`).execute();
  await db.schema.createIndex('reviews_session').on('reviews').column('session_id').execute();

  await db.schema.alterTable('astrologers').addColumn('rating_sum', 'integer', (column) => column.notNull().defaultTo(0)).execute();
}
