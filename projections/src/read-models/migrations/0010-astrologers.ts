import { sql, type Kysely } from 'kysely';

/**
 * Astrologers: one row per astrologer record (the public lists filter and sort it, admins review
 * it), and their timeline, one row per event. Languages and skills are jsonb arrays of keys, matched
 * with `?` through GIN indexes; money is bigint paise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('astrologers')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('country_code', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('gender', 'text', (column) => column.notNull())
    .addColumn('date_of_birth', 'text', (column) => column.notNull())
    .addColumn('languages', 'jsonb', (column) => column.notNull())
    .addColumn('skills', 'jsonb', (column) => column.notNull())
    .addColumn('experience_years', 'integer', (column) => column.notNull())
    .addColumn('price_per_min', 'bigint', (column) => column.notNull())
    .addColumn('bio', 'text', (column) => column.notNull())
    .addColumn('img_url', 'text', (column) => column.notNull())
    .addColumn('id_document_url', 'text', (column) => column.notNull())
    .addColumn('application_status', 'text', (column) => column.notNull())
    .addColumn('active', 'boolean', (column) => column.notNull())
    .addColumn('availability', 'text', (column) => column.notNull())
    .addColumn('session_id', 'text')
    // online | busy | offline, kept with availability and session_id so lists filter and sort on it.
    .addColumn('live_status', 'text', (column) => column.notNull())
    .addColumn('rejection_reason_id', 'uuid')
    .addColumn('rejection_reason', 'text')
    // Reviews and consultations (chat sessions) fill these; 0 until then.
    .addColumn('rating', 'real', (column) => column.notNull())
    .addColumn('rating_count', 'integer', (column) => column.notNull())
    .addColumn('orders_count', 'integer', (column) => column.notNull())
    .addColumn('applied_at', 'timestamptz', (column) => column.notNull())
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('approved_at', 'timestamptz')
    .addColumn('deactivated_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('astrologers_user').on('astrologers').column('user_id').unique().execute();
  // The public lists: listed records, online first, best rated first.
  await db.schema.createIndex('astrologers_listed').on('astrologers').expression(sql`application_status, active, live_status, rating DESC`).execute();
  await db.schema.createIndex('astrologers_applied').on('astrologers').expression(sql`applied_at DESC, id DESC`).execute();
  await db.schema.createIndex('astrologers_languages').on('astrologers').using('gin').column('languages').execute();
  await db.schema.createIndex('astrologers_skills').on('astrologers').using('gin').column('skills').execute();

  await db.schema
    .createTable('astrologer_logs')
    // The event id.
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('astrologer_id', 'uuid', (column) => column.notNull())
    .addColumn('revision', 'bigint', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('detail', 'jsonb', (column) => column.notNull())
    .addColumn('actor_id', 'text', (column) => column.notNull())
    .addColumn('actor_role', 'text', (column) => column.notNull())
    .addColumn('occurred_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('astrologer_logs_timeline').on('astrologer_logs').expression(sql`astrologer_id, revision DESC`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('astrologer_logs').execute();
  await db.schema.dropTable('astrologers').execute();
}
