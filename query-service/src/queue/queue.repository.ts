import { estimatedWaitMinutes, liveQueueStreamName, type LiveQueueView, type MyQueueEntriesQuery, type MyQueueEntryView, type PageMeta } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import { sql, type Kysely } from 'kysely';

const ACTIVE = ['waiting', 'in_turn', 'offered'] as const;

const iso = (value: Date | null): string | null => value && value.toISOString();

/** The queue's read model (`queue_entries`, docs/waitlist.md): positions are counted here, among a line's waiting rows in the line's order. */
export class QueueRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  /** The live session's astrologer account, or undefined for no such session. */
  async liveSessionOwner(sessionId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('live_sessions').select('astrologer_user_id').where('id', '=', sessionId).executeTakeFirst();
    return row?.astrologer_user_id;
  }

  /** The studio's panel: who waits in the session's line, first first, and the turn in progress. */
  async liveQueue(sessionId: string): Promise<LiveQueueView> {
    const rows = await this.db
      .selectFrom('queue_entries')
      .select(['id', 'name', 'status', 'chat_session_id', 'turn_started_at', 'joined_at'])
      .where('line', '=', liveQueueStreamName(sessionId))
      .where('status', 'in', ['waiting', 'in_turn'])
      .orderBy('line_revision')
      .execute();
    const waiting = rows.filter((row) => row.status === 'waiting');
    const turn = rows.find((row) => row.status === 'in_turn');
    return {
      live_session_id: sessionId,
      waiting: waiting.map((row, index) => ({ entry_id: row.id, name: row.name ?? '', position: index + 1, joined_at: row.joined_at.toISOString() })),
      turn: turn ? { entry_id: turn.id, name: turn.name ?? '', chat_session_id: turn.chat_session_id!, started_at: (turn.turn_started_at ?? turn.joined_at).toISOString() } : null,
    };
  }

  /** The customer's entries still in a line, newest first, each with its place, the line's length and the estimate. */
  async mine(customerId: string, query: MyQueueEntriesQuery): Promise<{ items: MyQueueEntryView[]; meta: PageMeta }> {
    let base = this.db.selectFrom('queue_entries as entry').where('entry.customer_id', '=', customerId).where('entry.status', 'in', ACTIVE);
    if (query.astrologer_id) base = base.where('entry.astrologer_id', '=', query.astrologer_id.toLowerCase());
    if (query.live_session_id) base = base.where('entry.live_session_id', '=', query.live_session_id.toLowerCase());
    const total = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const rows = await base
      .leftJoin('astrologers as astrologer', 'astrologer.id', 'entry.astrologer_id')
      .selectAll('entry')
      .select('astrologer.name as astrologer_name')
      .select('astrologer.session_id as astrologer_session_id')
      .select(sql<string>`(select count(*) from queue_entries ahead where ahead.line = entry.line and ahead.status = 'waiting' and ahead.line_revision < entry.line_revision)`.as('ahead'))
      .select(sql<string>`(select count(*) from queue_entries other where other.line = entry.line and other.status = 'waiting')`.as('waiting'))
      .select(sql<string>`(select count(*) from queue_entries other where other.line = entry.line and other.status in ('in_turn', 'offered'))`.as('serving'))
      .orderBy('entry.joined_at', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    const items = rows.map((row): MyQueueEntryView => {
      const position = row.status === 'waiting' ? Number(row.ahead) + 1 : 0;
      // Busy: a turn or an offer in the line, or (the waitlist) the astrologer in a consultation.
      const busy = Number(row.serving) > 0 || (row.source === 'consultation' && row.astrologer_session_id !== null);
      return {
        entry_id: row.id,
        astrologer_id: row.astrologer_id,
        astrologer_name: row.astrologer_name ?? '',
        source: row.source,
        live_session_id: row.live_session_id,
        status: row.status,
        left_reason: row.left_reason,
        position,
        waiting: Number(row.waiting),
        estimated_wait_minutes: row.status === 'waiting' ? estimatedWaitMinutes(position, busy) : 0,
        chat_session_id: row.chat_session_id,
        offer_expires_at: iso(row.offer_expires_at),
        joined_at: row.joined_at.toISOString(),
      };
    });
    return { items, meta: { page: query.page, limit: query.limit, total: Number(total.count) } };
  }
}
