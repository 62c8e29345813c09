import { toChatIntakeView, type ChatMessageView, type ChatPageQuery, type ChatSessionListQuery, type MyChatSessionView, type ChatSessionRecordView, type PageMeta, type SessionMessageQuery } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import type { Kysely, Selectable } from 'kysely';

type SessionRow = Selectable<ReadModelDatabase['chat_sessions']>;

export interface Page<Item> {
  readonly items: Item[];
  readonly meta: PageMeta;
}

const iso = (value: Date | null): string | null => value && value.toISOString();

function recordView(row: SessionRow): ChatSessionRecordView {
  return {
    id: row.id,
    status: row.status,
    channel: row.channel,
    customer_id: row.customer_id,
    astrologer_id: row.astrologer_id,
    price_per_min: Number(row.price_per_min),
    free_minutes: row.free_minutes,
    intake: toChatIntakeView(row.intake),
    requested_at: row.requested_at.toISOString(),
    accepted_at: iso(row.accepted_at),
    rejection: row.rejected_at ? { by: row.rejected_by!, reason: row.rejection_reason!, rejected_at: row.rejected_at.toISOString() } : null,
    end: row.ended_at ? { by: row.ended_by!, reason: row.end_reason, ended_at: row.ended_at.toISOString(), duration_seconds: row.duration_seconds } : null,
    minutes_billed: row.minutes_billed,
    total_billed: Number(row.total_billed),
    astrologer_earning: Number(row.astrologer_earning),
    commission: Number(row.commission),
    message_count: row.message_count,
  };
}

/** Chat sessions and transcripts from the `chat_sessions` and `chat_messages` read models. */
export class ChatSessionsRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  /** Sessions newest request first, narrowed by channel, status, astrologer and customer. */
  async list(query: ChatSessionListQuery): Promise<Page<ChatSessionRecordView>> {
    let base = this.db.selectFrom('chat_sessions');
    if (query.channel) base = base.where('channel', '=', query.channel);
    if (query.status) base = base.where('status', '=', query.status);
    if (query.astrologer_id) base = base.where('astrologer_id', '=', query.astrologer_id.toLowerCase());
    if (query.customer_id) base = base.where('customer_id', '=', query.customer_id.toLowerCase());
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('requested_at', 'desc').orderBy('id', 'desc').limit(query.limit).offset((query.page - 1) * query.limit).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(recordView), meta: { page: query.page, limit: query.limit, total: Number(count.total) } };
  }

  /** A user's own sessions, newest first: as the customer (customers) or as the astrologer (astrologer accounts). */
  async mine(userId: string, role: 'customer' | 'astrologer', query: ChatPageQuery): Promise<Page<MyChatSessionView>> {
    let base = this.db.selectFrom('chat_sessions as session').where(role === 'customer' ? 'session.customer_id' : 'session.astrologer_user_id', '=', userId);
    if (query.channel) base = base.where('session.channel', '=', query.channel);
    const [rows, count] = await Promise.all([
      base
        .leftJoin('astrologers as astrologer', 'astrologer.id', 'session.astrologer_id')
        .selectAll('session')
        .select(['astrologer.name as astrologer_name', 'astrologer.img_url as astrologer_img_url'])
        .orderBy('session.requested_at', 'desc')
        .orderBy('session.id', 'desc')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const items = rows.map((row): MyChatSessionView => ({
      id: row.id,
      status: row.status,
      channel: row.channel,
      role,
      astrologer_id: row.astrologer_id,
      astrologer_name: row.astrologer_name ?? '',
      astrologer_img_url: row.astrologer_img_url,
      customer_name: row.intake.name,
      price_per_min: Number(row.price_per_min),
      free_minutes: row.free_minutes,
      requested_at: row.requested_at.toISOString(),
      accepted_at: iso(row.accepted_at),
      ended_at: iso(row.ended_at),
      duration_seconds: row.duration_seconds,
      minutes_billed: row.minutes_billed,
      total_billed: Number(row.total_billed),
      astrologer_earning: role === 'astrologer' ? Number(row.astrologer_earning) : null,
      rule_refund: row.refund_rule ? { rule: row.refund_rule, amount: Number(row.rule_refunded) } : null,
      message_count: row.message_count,
      rejection: row.rejected_at ? { by: row.rejected_by!, reason: row.rejection_reason! } : null,
      end: row.ended_at ? { by: row.ended_by!, reason: row.end_reason } : null,
    }));
    return { items, meta: { page: query.page, limit: query.limit, total: Number(count.total) } };
  }

  /** Who takes part in a session, to decide who may read its transcript; undefined when unknown. */
  async participants(sessionId: string): Promise<{ customerId: string; astrologerUserId: string } | undefined> {
    const row = await this.db.selectFrom('chat_sessions').select(['customer_id', 'astrologer_user_id']).where('id', '=', sessionId).executeTakeFirst();
    return row && { customerId: row.customer_id, astrologerUserId: row.astrologer_user_id };
  }

  /** A session's messages in the order the session took them. */
  async messages(sessionId: string, query: SessionMessageQuery): Promise<Page<ChatMessageView>> {
    const base = this.db.selectFrom('chat_messages').where('session_id', '=', sessionId);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('revision', 'asc').limit(query.limit).offset((query.page - 1) * query.limit).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const items = rows.map((row) => ({ id: row.id, session_id: row.session_id, from: row.sender, text: row.text, sent_at: row.sent_at.toISOString() }));
    return { items, meta: { page: query.page, limit: query.limit, total: Number(count.total) } };
  }
}
