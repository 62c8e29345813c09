import type { LiveGiftTotalsView, LiveSessionGiftsView } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import type { Kysely } from 'kysely';

/** Most gifts a session's admin view lists; the totals count every one. */
const GIFTS_SHOWN = 500;

const noGifts = (sessionId: string): LiveGiftTotalsView => ({ session_id: sessionId, count: 0, gross: 0, astrologer_earning: 0, commission: 0 });

/** Gifts sent on air, from the `live_gifts` read model (docs/live.md, "Gifts"). */
export class LiveGiftsRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  /** Each session's totals: what senders paid, the astrologers' share and the commission (a session without gifts: zeros). */
  async totals(sessionIds: readonly string[]): Promise<LiveGiftTotalsView[]> {
    const rows = await this.db
      .selectFrom('live_gifts')
      .where('session_id', 'in', sessionIds)
      .select((eb) => [
        'session_id',
        eb.fn.countAll<string>().as('count'),
        eb.fn.sum<string>('price').as('gross'),
        eb.fn.sum<string>('astrologer_earning').as('earning'),
        eb.fn.sum<string>('commission').as('commission'),
      ])
      .groupBy('session_id')
      .execute();
    const found = new Map(rows.map((row) => [row.session_id, { session_id: row.session_id, count: Number(row.count), gross: Number(row.gross), astrologer_earning: Number(row.earning), commission: Number(row.commission) }]));
    return sessionIds.map((id) => found.get(id) ?? noGifts(id));
  }

  /** A session's gifts, newest first, and its totals. */
  async ofSession(sessionId: string): Promise<LiveSessionGiftsView> {
    const [totals] = await this.totals([sessionId]);
    const rows = await this.db.selectFrom('live_gifts').selectAll().where('session_id', '=', sessionId).orderBy('sent_at', 'desc').orderBy('id').limit(GIFTS_SHOWN).execute();
    return {
      totals: totals!,
      gifts: rows.map((row) => ({
        id: row.id,
        session_id: row.session_id,
        sender_user_id: row.sender_user_id,
        sender_name: row.sender_name,
        gift: { id: row.catalogue_gift_id, name: row.name, name_hi: row.name_hi, emoji: row.emoji, price: Number(row.price) },
        astrologer_earning: Number(row.astrologer_earning),
        commission: Number(row.commission),
        sent_at: new Date(row.sent_at).toISOString(),
      })),
    };
  }
}
