import type { Kysely } from 'kysely';

/**
 * An astrologer's call price, per minute in paise, beside the chat price; null while they take no
 * calls (every record applied before calls, until the astrologer or an admin sets one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('astrologers').addColumn('call_price_per_min', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('astrologers').dropColumn('call_price_per_min').execute();
}
