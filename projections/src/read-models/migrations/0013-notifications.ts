import { sql, type Kysely } from 'kysely';

/**
 * Users' in-app notifications (docs/notifications.md): one row per notification, and one row per
 * user saying what they have read. User ids are text, not uuid: a notification must never stop
 * the projection over the shape of an id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_notifications')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('revision', 'bigint', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('link', 'text')
    .addColumn('data', 'jsonb')
    .addColumn('sent_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('user_notifications_user').on('user_notifications').expression(sql`user_id, revision DESC`).execute();

  await db.schema
    .createTable('user_notification_reads')
    // The user id.
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('read_up_to', 'bigint', (column) => column.notNull())
    .addColumn('read_ids', 'jsonb', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
}
