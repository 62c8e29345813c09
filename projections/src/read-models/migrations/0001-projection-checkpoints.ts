import { sql, type Kysely } from 'kysely';

/** Where each projection stands in the global event order; written in the same transaction as its read model. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projection_checkpoints')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('commit_position', 'bigint')
    .addColumn('prepare_position', 'bigint')
    .addColumn('events_processed', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('last_event_recorded_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('projection_checkpoints').execute();
}
