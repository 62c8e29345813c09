import { sql, type Kysely } from 'kysely';

/**
 * How many watch each live session: each command-service instance reports its viewer count per
 * session every few seconds (platform LiveAudience, docs/live.md); `/live` sums the fresh reports.
 * Presence, not an event: nothing rebuilds it, and a rebuild leaves it alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_audience')
    .addColumn('session_id', 'uuid', (column) => column.notNull())
    .addColumn('instance_id', 'text', (column) => column.notNull())
    .addColumn('viewers', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('live_audience_pkey', ['session_id', 'instance_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_audience').execute();
}
