import type { Kysely } from 'kysely';

/**
 * Erasure on request (docs/users.md): an erased account keeps its row with no phone (the number may
 * register afresh, and the phone index is unique), and the read models the erasure blanks are found
 * by their user column, so each has an index on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').alterColumn('phone', (column) => column.dropNotNull()).execute();
  await db.schema.createIndex('reviews_customer').on('reviews').column('customer_id').execute();
  await db.schema.createIndex('live_gifts_sender').on('live_gifts').column('sender_user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('live_gifts_sender').execute();
  await db.schema.dropIndex('reviews_customer').execute();
  await db.schema.alterTable('users').alterColumn('phone', (column) => column.setNotNull()).execute();
}
