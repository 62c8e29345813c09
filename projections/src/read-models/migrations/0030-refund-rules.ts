import type { Kysely } from 'kysely';

/**
 * Automatic refund rules (docs/refund-rules.md): a refund names the rule that gave it, and a
 * consultation shows what a rule returned. Rows before this had no rule refunds, so the defaults
 * are their true values and no rebuild is needed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wallet_transactions').addColumn('refund_rule', 'text').execute();
  await db.schema
    .alterTable('chat_sessions')
    .addColumn('refund_rule', 'text')
    .addColumn('rule_refunded', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_sessions').dropColumn('refund_rule').dropColumn('rule_refunded').execute();
  await db.schema.alterTable('wallet_transactions').dropColumn('refund_rule').execute();
}
