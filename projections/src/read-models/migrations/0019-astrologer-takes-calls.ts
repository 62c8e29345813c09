import type { Kysely } from 'kysely';

/** The astrologer's "take calls" switch (AstrologerCallsSwitched); every record takes calls until switched off. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('astrologers').addColumn('takes_calls', 'boolean', (column) => column.notNull().defaultTo(true)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('astrologers').dropColumn('takes_calls').execute();
}
