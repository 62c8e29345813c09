import type { Kysely } from 'kysely';

/** Accounts (users projection) and their login sessions (user_sessions projection). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('country_code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text')
    .addColumn('img_url', 'text', (column) => column.notNull())
    .addColumn('gender', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('status_reason', 'text')
    .addColumn('roles', 'jsonb', (column) => column.notNull())
    .addColumn('registered_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('users_phone').on('users').column('phone').unique().execute();
  await db.schema
    .createTable('user_sessions')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('started_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('user_sessions_user').on('user_sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_sessions').execute();
  await db.schema.dropTable('users').execute();
}
