import type {
  AstrologerApplicationsQuery,
  AstrologerCardView,
  AstrologerListQuery,
  AstrologerLogEntryView,
  AstrologerLogQuery,
  AstrologerProfileView,
  AstrologerRecordView,
  AstrologerSort,
  PageMeta,
} from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import { sql, type ExpressionBuilder, type Expression, type Kysely, type SqlBool } from 'kysely';
import { containing } from '../shared/like-pattern.js';
import { cardView, profileView, recordView } from './astrologer-views.js';

export interface Page<Item> {
  readonly items: Item[];
  readonly meta: PageMeta;
}

type Where = ExpressionBuilder<ReadModelDatabase, 'astrologers'>;
type ListMode = NonNullable<AstrologerListQuery['mode']>;

/**
 * What a list shows as status, and which price it filters and sorts by. The talk list is about calls:
 * an online astrologer with the "take calls" switch off is offline for calls there. Fixed SQL (never
 * built from input).
 */
const STATUS_COLUMN = { chat: 'live_status', live: 'live_status', talk: `CASE WHEN live_status = 'online' AND NOT takes_calls THEN 'offline' ELSE live_status END` } as const;
const PRICE_COLUMN = { chat: 'price_per_min', live: 'price_per_min', talk: 'call_price_per_min' } as const;

/** Online first, then busy (free soon), then offline. */
const liveFirst = (mode: ListMode): string => `CASE ${STATUS_COLUMN[mode]} WHEN 'online' THEN 0 WHEN 'busy' THEN 1 ELSE 2 END`;

/** Fixed SQL per sort and list; the id last keeps pages stable. */
function orderBy(sort: AstrologerSort, mode: ListMode): string {
  const price = PRICE_COLUMN[mode];
  switch (sort) {
    case 'recommended':
      return `${liveFirst(mode)}, rating DESC, orders_count DESC, experience_years DESC, id`;
    case 'price_asc':
      return `${price} ASC, rating DESC, id`;
    case 'price_desc':
      return `${price} DESC, rating DESC, id`;
    case 'experience':
      return 'experience_years DESC, rating DESC, id';
    case 'rating':
      return 'rating DESC, rating_count DESC, orders_count DESC, id';
    case 'orders':
      return 'orders_count DESC, rating DESC, id';
  }
}
const TOP_ORDER = `rating DESC, orders_count DESC, ${liveFirst('chat')}, experience_years DESC, id`;

/** Only approved, active records are anyone's business but the admins'. */
const listed = (eb: Where): Expression<SqlBool>[] => [eb('application_status', '=', 'approved'), eb('active', '=', true)];

function matchingList(query: AstrologerListQuery) {
  const mode = query.mode ?? 'chat';
  return (eb: Where) => {
    const conditions = listed(eb);
    // The talk list shows those who take calls at all (a call price); the switch only changes their status.
    if (mode === 'talk') conditions.push(eb('call_price_per_min', 'is not', null));
    if (query.status) conditions.push(eb(sql.raw(STATUS_COLUMN[mode]), '=', query.status));
    if (query.skill) conditions.push(sql<SqlBool>`skills ? ${query.skill}`);
    if (query.language) conditions.push(sql<SqlBool>`languages ? ${query.language}`);
    if (query.gender) conditions.push(eb('gender', '=', query.gender));
    if (query.min_price_per_min !== undefined) conditions.push(eb(sql.raw(PRICE_COLUMN[mode]), '>=', query.min_price_per_min));
    if (query.max_price_per_min !== undefined) conditions.push(eb(sql.raw(PRICE_COLUMN[mode]), '<=', query.max_price_per_min));
    if (query.min_rating !== undefined) conditions.push(eb('rating', '>=', query.min_rating));
    if (query.search) conditions.push(eb(sql`lower(name)`, 'like', containing(query.search)));
    return eb.and(conditions);
  };
}

function matchingApplications(query: AstrologerApplicationsQuery) {
  return (eb: Where) => {
    const conditions: Expression<SqlBool>[] = [];
    if (query.status) conditions.push(eb('application_status', '=', query.status));
    if (query.active !== undefined) conditions.push(eb('active', '=', query.active));
    if (query.search) {
      const pattern = containing(query.search);
      conditions.push(eb.or([eb(sql`lower(name)`, 'like', pattern), eb(sql`lower(email)`, 'like', pattern), eb('phone', 'like', pattern)]));
    }
    return eb.and(conditions);
  };
}

/** The only code that reads the astrologers and astrologer_logs read models. */
export class AstrologersRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  /** get_astrologer: listed astrologers, filtered and sorted. */
  async listed(query: AstrologerListQuery): Promise<Page<AstrologerCardView>> {
    const where = matchingList(query);
    const [rows, count] = await Promise.all([
      this.db.selectFrom('astrologers').selectAll().where(where).orderBy(sql.raw(orderBy(query.sort, query.mode ?? 'chat'))).limit(query.limit).offset((query.page - 1) * query.limit).execute(),
      this.db.selectFrom('astrologers').where(where).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(cardView), meta: { page: query.page, limit: query.limit, total: Number(count.total) } };
  }

  /** The home page: who can take a chat now, best rated first; and the best rated and busiest of all. */
  async homeLists(limit: number): Promise<{ online: AstrologerCardView[]; top: AstrologerCardView[] }> {
    const base = this.db.selectFrom('astrologers').selectAll().where((eb) => eb.and(listed(eb)));
    const [online, top] = await Promise.all([
      base.where('live_status', '=', 'online').orderBy(sql.raw(orderBy('rating', 'chat'))).limit(limit).execute(),
      base.orderBy(sql.raw(TOP_ORDER)).limit(limit).execute(),
    ]);
    return { online: online.map(cardView), top: top.map(cardView) };
  }

  /** A listed astrologer's public profile. */
  async findListed(id: string): Promise<AstrologerProfileView | undefined> {
    const row = await this.db.selectFrom('astrologers').selectAll().where('id', '=', id).where((eb) => eb.and(listed(eb))).executeTakeFirst();
    return row && profileView(row);
  }

  async findRecord(id: string): Promise<AstrologerRecordView | undefined> {
    const row = await this.db.selectFrom('astrologers').selectAll().where('id', '=', id).executeTakeFirst();
    return row && recordView(row);
  }

  async findRecordOfUser(userId: string): Promise<AstrologerRecordView | undefined> {
    const row = await this.db.selectFrom('astrologers').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return row && recordView(row);
  }

  /** get_astrologer_applications: every record, newest application first. */
  async applications(query: AstrologerApplicationsQuery): Promise<Page<AstrologerRecordView>> {
    const where = matchingApplications(query);
    const [rows, count] = await Promise.all([
      this.db.selectFrom('astrologers').selectAll().where(where).orderBy('applied_at', 'desc').orderBy('id', 'desc').limit(query.limit).offset((query.page - 1) * query.limit).execute(),
      this.db.selectFrom('astrologers').where(where).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(recordView), meta: { page: query.page, limit: query.limit, total: Number(count.total) } };
  }

  /** An astrologer's timeline, newest first. */
  async log(astrologerId: string, query: AstrologerLogQuery): Promise<Page<AstrologerLogEntryView>> {
    let base = this.db.selectFrom('astrologer_logs').where('astrologer_id', '=', astrologerId);
    if (query.kind) base = base.where('kind', '=', query.kind);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('revision', 'desc').limit(query.limit).offset((query.page - 1) * query.limit).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const items = rows.map(({ revision: _revision, occurred_at, ...entry }) => ({ ...entry, occurred_at: occurred_at.toISOString() }));
    return { items, meta: { page: query.page, limit: query.limit, total: Number(count.total) } };
  }
}
