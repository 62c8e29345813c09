import type { Kysely } from 'kysely';

/**
 * When each projection last found nothing newer in the store (the health check's lag,
 * docs/operations.md, "Health"). Empty until its runner next catches up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projection_checkpoints').addColumn('caught_up_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projection_checkpoints').dropColumn('caught_up_at').execute();
}
