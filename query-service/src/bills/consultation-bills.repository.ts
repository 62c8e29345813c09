import { type BillMinuteView, type BillRefundView, type ConsultationBillView } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import type { Kysely } from 'kysely';

/** Who a bill is for: the access check needs these before anything else is read. */
export interface BillParties {
  readonly customerId: string;
  readonly astrologerUserId: string;
}

/**
 * A consultation's bill from three read models: the session (`chat_sessions`), its billed minutes
 * (`consultation_bills`) and the refunds of its debits (`wallet_transactions`: a refund names its debit's
 * document, the session, as its source, whoever decided it; only the customer's wallet paid for the session).
 */
export class ConsultationBillsRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  async parties(sessionId: string): Promise<BillParties | undefined> {
    const row = await this.db.selectFrom('chat_sessions').select(['customer_id', 'astrologer_user_id']).where('id', '=', sessionId).executeTakeFirst();
    return row && { customerId: row.customer_id, astrologerUserId: row.astrologer_user_id };
  }

  /** The bill without its GST rate (configuration, not a read model); undefined when there is no such session. */
  async bill(sessionId: string): Promise<Omit<ConsultationBillView, 'gst_rate_bp'> | undefined> {
    const [session, bill, refunds] = await Promise.all([
      this.db
        .selectFrom('chat_sessions as session')
        .leftJoin('astrologers as astrologer', 'astrologer.id', 'session.astrologer_id')
        .selectAll('session')
        .select('astrologer.name as astrologer_name')
        .where('session.id', '=', sessionId)
        .executeTakeFirst(),
      this.db.selectFrom('consultation_bills').selectAll().where('id', '=', sessionId).executeTakeFirst(),
      this.db
        .selectFrom('wallet_transactions')
        .selectAll()
        .where('type', '=', 'refund')
        .where('source_kind', '=', 'session')
        .where('source_id', '=', sessionId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    ]);
    if (!session) return undefined;
    const rate = Number(session.price_per_min);
    const lines = (bill?.lines ?? []).map(
      (line): BillMinuteView => ({
        minute: line.minute,
        starts_at: line.startsAt,
        rate,
        amount: line.amount,
        free: line.walletTransactionId === null,
        balance_after: line.balanceAfter,
        event_id: line.eventId,
        wallet_transaction_id: line.walletTransactionId,
      }),
    );
    const refundViews = refunds.map(
      (refund): BillRefundView => ({
        id: refund.id,
        amount: Number(refund.amount),
        reason: refund.reason,
        by: refund.actor_role === 'system' ? 'system' : 'admin',
        refund_of: refund.refund_of ?? '',
        refunded_at: refund.created_at.toISOString(),
        balance_after: Number(refund.balance_after ?? 0),
      }),
    );
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const refunded = refundViews.reduce((sum, refund) => sum + refund.amount, 0);
    return {
      session_id: session.id,
      channel: session.channel,
      status: session.status,
      astrologer_id: session.astrologer_id,
      astrologer_name: session.astrologer_name ?? '',
      customer_name: session.intake.name,
      requested_at: session.requested_at.toISOString(),
      billed_from: bill?.billed_from ? bill.billed_from.toISOString() : null,
      ended_at: session.ended_at ? session.ended_at.toISOString() : null,
      price_per_min: rate,
      free_minutes: session.free_minutes,
      lines,
      total,
      refunds: refundViews,
      refunded,
      net: total - refunded,
    };
  }
}
