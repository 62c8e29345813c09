import { sql, type Kysely } from 'kysely';

/** Live sessions (one row each) and follows (one row per follower, and a count per astrologer): docs/live.md. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_sessions')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('astrologer_id', 'uuid', (column) => column.notNull())
    .addColumn('astrologer_user_id', 'uuid', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('topic', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('starts_at', 'timestamptz', (column) => column.notNull())
    .addColumn('scheduled_at', 'timestamptz', (column) => column.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('ended_by', 'text')
    .addColumn('end_reason', 'text')
    .addColumn('duration_seconds', 'integer', (column) => column.notNull())
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancelled_by', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('media_room_id', 'bigint')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  // `/live`: what is live and what is next; the astrologer's own list; the admins' list.
  await db.schema.createIndex('live_sessions_status').on('live_sessions').expression(sql`status, starts_at`).execute();
  await db.schema.createIndex('live_sessions_astrologer').on('live_sessions').expression(sql`astrologer_id, starts_at DESC`).execute();
  await db.schema.createIndex('live_sessions_astrologer_user').on('live_sessions').expression(sql`astrologer_user_id, starts_at DESC`).execute();
  await db.schema.createIndex('live_sessions_starts').on('live_sessions').expression(sql`starts_at DESC, id DESC`).execute();

  await db.schema
    .createTable('astrologer_follows')
    // `<userId>:<astrologerId>`.
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('astrologer_id', 'uuid', (column) => column.notNull())
    .addColumn('followed_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('astrologer_follows_user').on('astrologer_follows').expression(sql`user_id, followed_at DESC`).execute();
  await db.schema.createIndex('astrologer_follows_astrologer').on('astrologer_follows').column('astrologer_id').execute();

  await db.schema
    .createTable('astrologer_follower_counts')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('followers', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
}
