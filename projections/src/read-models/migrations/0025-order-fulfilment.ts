import { sql, type Kysely } from 'kysely';

const COLUMNS = [
  ['packed_at', 'timestamptz'],
  ['shipped_at', 'timestamptz'],
  ['carrier', 'text'],
  ['tracking_number', 'text'],
  ['delivered_at', 'timestamptz'],
  ['performed_at', 'timestamptz'],
  ['performed_note', 'text'],
  ['performed_media_url', 'text'],
  ['cancelled_at', 'timestamptz'],
  ['cancelled_by', 'text'],
  ['cancel_reason', 'text'],
] as const;

/**
 * Fulfilment of orders (docs/orders.md): when each was packed, shipped (carrier, tracking number),
 * delivered, a pooja performed (note, photo or video link), or cancelled (by whom, why). Existing
 * rows are emptied and the projection's checkpoint reset, so the orders are rebuilt from their
 * events with the new columns filled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of COLUMNS) await db.schema.alterTable('orders').addColumn(name, type).execute();
  await sql`DELETE FROM orders`.execute(db);
  await sql`DELETE FROM projection_checkpoints WHERE name = 'orders'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of COLUMNS) await db.schema.alterTable('orders').dropColumn(name).execute();
}
