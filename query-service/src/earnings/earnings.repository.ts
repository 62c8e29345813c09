import { NEW_USER_NAME, type AstrologerCustomerView, type AstrologerEarningsRowView, type EarningGiftView, type EarningSessionView, type EarningsTotals, type GiftEarningsTotals, type PageMeta } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import { sql, type Kysely } from 'kysely';

export interface Page<Item> {
  readonly items: Item[];
  readonly meta: PageMeta;
}

export interface TimeRange {
  /** Inclusive. */
  readonly from?: Date;
  /** Exclusive. */
  readonly to?: Date;
}

/** Free minutes are billed at 0 and come first, so the paid ones are the rest. */
const PAID_MINUTES = sql<string>`coalesce(sum(greatest(minutes_billed - free_minutes, 0)), 0)`;

/** `9876543210` → `******3210`. */
export const maskPhone = (phone: string): string => `${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;

const totalsOf = (row: { sessions: string | number; paid_minutes: string | number; gross: string | number | null; commission: string | number | null; earning: string | number | null }): EarningsTotals => ({
  sessions: Number(row.sessions),
  paid_minutes: Number(row.paid_minutes),
  gross: Number(row.gross ?? 0),
  commission: Number(row.commission ?? 0),
  astrologer_earning: Number(row.earning ?? 0),
});

/**
 * Consultations as money and customers, from the `chat_sessions` read model (which keeps each
 * session's billed total, commission and earning). Only accepted sessions count: a request that
 * was rejected or withdrawn was never a consultation. A session counts on the day it was accepted.
 */
export class EarningsRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  private consultations(range: TimeRange = {}) {
    let query = this.db.selectFrom('chat_sessions').where('accepted_at', 'is not', null);
    if (range.from) query = query.where('accepted_at', '>=', range.from);
    if (range.to) query = query.where('accepted_at', '<', range.to);
    return query;
  }

  /** get_astrologer_earnings: per astrologer, the biggest earner first. */
  async byAstrologer(range: TimeRange, astrologerId: string | undefined): Promise<AstrologerEarningsRowView[]> {
    let query = this.consultations(range)
      .innerJoin('astrologers', 'astrologers.id', 'chat_sessions.astrologer_id')
      .select((eb) => [
        'chat_sessions.astrologer_id',
        'astrologers.name',
        eb.fn.countAll<string>().as('sessions'),
        PAID_MINUTES.as('paid_minutes'),
        eb.fn.sum<string>('total_billed').as('gross'),
        eb.fn.sum<string>('commission').as('commission'),
        eb.fn.sum<string>('astrologer_earning').as('earning'),
      ])
      .groupBy(['chat_sessions.astrologer_id', 'astrologers.name']);
    if (astrologerId) query = query.where('chat_sessions.astrologer_id', '=', astrologerId.toLowerCase());
    const rows = await query.orderBy(sql`sum(astrologer_earning)`, 'desc').orderBy('chat_sessions.astrologer_id').execute();
    return rows.map((row) => ({ astrologer_id: row.astrologer_id, astrologer_name: row.name, ...totalsOf(row) }));
  }

  /** One astrologer's totals over a range. */
  async totals(astrologerId: string, range: TimeRange = {}): Promise<EarningsTotals> {
    const row = await this.consultations(range)
      .where('astrologer_id', '=', astrologerId)
      .select((eb) => [
        eb.fn.countAll<string>().as('sessions'),
        PAID_MINUTES.as('paid_minutes'),
        eb.fn.sum<string>('total_billed').as('gross'),
        eb.fn.sum<string>('commission').as('commission'),
        eb.fn.sum<string>('astrologer_earning').as('earning'),
      ])
      .executeTakeFirstOrThrow();
    return totalsOf(row);
  }

  /** The astrologer's latest consultations with what each earned. */
  async recent(astrologerId: string, limit: number): Promise<EarningSessionView[]> {
    const rows = await this.consultations().where('astrologer_id', '=', astrologerId).selectAll().orderBy('accepted_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map((row) => ({
      session_id: row.id,
      channel: row.channel,
      status: row.status === 'ended' ? 'ended' : 'active',
      accepted_at: row.accepted_at!.toISOString(),
      ended_at: row.ended_at && row.ended_at.toISOString(),
      minutes_billed: row.minutes_billed,
      paid_minutes: Math.max(0, row.minutes_billed - row.free_minutes),
      gross: Number(row.total_billed),
      astrologer_earning: Number(row.astrologer_earning),
    }));
  }

  /** Gifts the astrologer received on air over a range (the `live_gifts` read model; a gift counts when it was sent). */
  async giftTotals(astrologerId: string, range: TimeRange = {}): Promise<GiftEarningsTotals> {
    let query = this.db.selectFrom('live_gifts').where('astrologer_id', '=', astrologerId);
    if (range.from) query = query.where('sent_at', '>=', range.from);
    if (range.to) query = query.where('sent_at', '<', range.to);
    const row = await query
      .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.sum<string>('price').as('gross'), eb.fn.sum<string>('commission').as('commission'), eb.fn.sum<string>('astrologer_earning').as('earning')])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), gross: Number(row.gross ?? 0), commission: Number(row.commission ?? 0), astrologer_earning: Number(row.earning ?? 0) };
  }

  /** The astrologer's latest gifts with their share of each. */
  async recentGifts(astrologerId: string, limit: number): Promise<EarningGiftView[]> {
    const rows = await this.db.selectFrom('live_gifts').selectAll().where('astrologer_id', '=', astrologerId).orderBy('sent_at', 'desc').orderBy('id').limit(limit).execute();
    return rows.map((row) => ({
      id: row.id,
      session_id: row.session_id,
      sender_name: row.sender_name,
      name: row.name,
      name_hi: row.name_hi,
      emoji: row.emoji,
      gross: Number(row.price),
      astrologer_earning: Number(row.astrologer_earning),
      sent_at: new Date(row.sent_at).toISOString(),
    }));
  }

  /** The astrologer record of a login account, if it has one. */
  async astrologerOfUser(userId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('astrologers').select('id').where('user_id', '=', userId).executeTakeFirst();
    return row?.id;
  }

  /** get_astro_user: one row per customer who consulted the astrologer, latest consultation first. */
  async customers(astrologerId: string, page: number, limit: number): Promise<Page<AstrologerCustomerView>> {
    const base = this.consultations().where('chat_sessions.astrologer_id', '=', astrologerId);
    const [rows, count] = await Promise.all([
      base
        .leftJoin('users', 'users.id', 'chat_sessions.customer_id')
        .select((eb) => [
          'chat_sessions.customer_id',
          'users.name',
          'users.phone',
          eb.fn.countAll<string>().as('sessions'),
          eb.fn.sum<string>('minutes_billed').as('minutes'),
          eb.fn.sum<string>('total_billed').as('paid'),
          eb.fn.max('accepted_at').as('last_session_at'),
          // The name given at the latest consultation, for customers with no name on their account.
          sql<string>`(array_agg(chat_sessions.intake->>'name' ORDER BY accepted_at DESC))[1]`.as('intake_name'),
        ])
        .groupBy(['chat_sessions.customer_id', 'users.name', 'users.phone'])
        .orderBy(sql`max(accepted_at)`, 'desc')
        .orderBy('chat_sessions.customer_id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      base.select(sql<string>`count(DISTINCT customer_id)`.as('total')).executeTakeFirstOrThrow(),
    ]);
    const items = rows.map((row) => ({
      customer_id: row.customer_id,
      // A new account is named NEW_USER_NAME until the customer sets a name: the intake knows better then.
      name: row.name?.trim() && row.name !== NEW_USER_NAME ? row.name.trim() : row.intake_name,
      phone: row.phone ? maskPhone(row.phone) : null,
      sessions: Number(row.sessions),
      total_minutes: Number(row.minutes ?? 0),
      total_paid: Number(row.paid ?? 0),
      last_session_at: new Date(row.last_session_at as Date).toISOString(),
    }));
    return { items, meta: { page, limit, total: Number(count.total) } };
  }
}
