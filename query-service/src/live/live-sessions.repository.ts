import {
  LIVE_START_GRACE_MINUTES,
  liveSessionOfLock,
  liveStartDeadline,
  type FollowedAstrologerView,
  type LiveSessionAdminQuery,
  type LiveSessionCardView,
  type LiveSessionRecordView,
  type LiveSessionsOverviewView,
  type LiveSessionsQuery,
  type MyFollowsQuery,
  type MyLiveSessionsQuery,
  type PageMeta,
} from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import { LIVE_AUDIENCE_FRESH_MS } from '@nakshatra/platform';
import { sql, type Kysely, type Selectable } from 'kysely';

export interface Page<Item> {
  readonly items: Item[];
  readonly meta: PageMeta;
}

type SessionRow = Selectable<ReadModelDatabase['live_sessions']>;
type CardRow = SessionRow & { readonly astrologer_name: string | null; readonly astrologer_img_url: string | null; readonly followers: number | null; readonly viewers: number | null };
type By = NonNullable<LiveSessionCardView['end']>['by'];

const iso = (value: Date | null): string | null => value && value.toISOString();


function cardOf(row: CardRow): LiveSessionCardView {
  const startsAt = row.starts_at.toISOString();
  return {
    id: row.id,
    astrologer_id: row.astrologer_id,
    title: row.title,
    topic: row.topic,
    status: row.status,
    starts_at: startsAt,
    start_by: liveStartDeadline(startsAt).toISOString(),
    started_at: iso(row.started_at),
    ended_at: iso(row.ended_at),
    duration_seconds: row.duration_seconds,
    end: row.ended_at ? { by: row.ended_by as By, reason: row.end_reason } : null,
    cancellation: row.cancelled_at ? { by: row.cancelled_by as By, reason: row.cancel_reason, cancelled_at: row.cancelled_at.toISOString() } : null,
    astrologer: { name: row.astrologer_name ?? '', img_url: row.astrologer_img_url },
    viewers: row.status === 'live' ? (row.viewers ?? 0) : 0,
    followers: row.followers ?? 0,
  };
}

const recordOf = (row: CardRow): LiveSessionRecordView => ({
  ...cardOf(row),
  astrologer_user_id: row.astrologer_user_id,
  media_room_id: row.media_room_id === null ? null : Number(row.media_room_id),
  scheduled_at: row.scheduled_at.toISOString(),
});

/** A session with the right to show it publicly: its astrologer is listed (approved and active). */
export interface FoundLiveSession {
  readonly card: LiveSessionCardView;
  readonly listed: boolean;
  readonly astrologerUserId: string;
}

/** Live sessions and follows from the `live_sessions`, `astrologer_follows` and `astrologer_follower_counts` read models, with the astrologer's name and photo from `astrologers`. */
export class LiveSessionsRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  /** Sessions with their astrologer's face and follower count; `listedOnly`: of astrologers anyone may see. */
  private cards(listedOnly: boolean) {
    let base = this.db
      .selectFrom('live_sessions as session')
      .leftJoin('astrologers as astrologer', 'astrologer.id', 'session.astrologer_id')
      .leftJoin('astrologer_follower_counts as counts', 'counts.id', 'session.astrologer_id');
    if (listedOnly) base = base.where('astrologer.application_status', '=', 'approved').where('astrologer.active', '=', true);
    return base;
  }

  private withFaces<T extends ReturnType<LiveSessionsRepository['cards']>>(query: T) {
    return query
      .selectAll('session')
      .select(['astrologer.name as astrologer_name', 'astrologer.img_url as astrologer_img_url', 'counts.followers as followers'])
      .select((eb) =>
        // Viewers now: the command-service instances' fresh reports (platform LiveAudience), never an invented number.
        eb
          .selectFrom('live_audience as audience')
          .whereRef('audience.session_id', '=', 'session.id')
          .where('audience.updated_at', '>', sql<Date>`now() - make_interval(secs => ${LIVE_AUDIENCE_FRESH_MS / 1000})`)
          .select(sql<number>`coalesce(sum(audience.viewers), 0)::int`.as('sum'))
          .as('viewers'),
      );
  }

  /**
   * `/live`: on air now (the most followed first), and scheduled next, soonest first. A scheduled
   * session stays in the list through its start window (the astrologer may be late) and leaves it
   * when it starts or the system cancels it; nothing of an unlisted astrologer shows.
   */
  async overview(query: LiveSessionsQuery, now: Date): Promise<LiveSessionsOverviewView> {
    const ofAstrologer = <Q extends ReturnType<LiveSessionsRepository['cards']>>(base: Q): Q => (query.astrologer_id ? (base.where('session.astrologer_id', '=', query.astrologer_id.toLowerCase()) as Q) : base);
    const windowOpenSince = new Date(now.getTime() - LIVE_START_GRACE_MINUTES * 60_000);
    const [live, scheduled] = await Promise.all([
      this.withFaces(ofAstrologer(this.cards(true)).where('session.status', '=', 'live'))
        .orderBy((eb) => eb.fn.coalesce('counts.followers', eb.lit(0)), 'desc')
        .orderBy('session.started_at', 'desc')
        .orderBy('session.id')
        .limit(query.limit)
        .execute(),
      this.withFaces(ofAstrologer(this.cards(true)).where('session.status', '=', 'scheduled').where('session.starts_at', '>=', windowOpenSince))
        .orderBy('session.starts_at', 'asc')
        .orderBy('session.id')
        .limit(query.limit)
        .execute(),
    ]);
    return { live: live.map(cardOf), scheduled: scheduled.map(cardOf) };
  }

  /** One session in any status, and whether its astrologer is listed; undefined when unknown. */
  async find(id: string): Promise<FoundLiveSession | undefined> {
    const row = await this.withFaces(this.cards(false).where('session.id', '=', id))
      .select((eb) => eb.and([eb('astrologer.application_status', '=', 'approved'), eb('astrologer.active', '=', true)]).as('listed'))
      .executeTakeFirst();
    return row && { card: cardOf(row), listed: row.listed === true, astrologerUserId: row.astrologer_user_id };
  }

  /** The astrologer's own sessions, newest start first. */
  async mine(userId: string, query: MyLiveSessionsQuery): Promise<Page<LiveSessionCardView>> {
    let base = this.cards(false).where('session.astrologer_user_id', '=', userId);
    if (query.status) base = base.where('session.status', '=', query.status);
    return this.page(base, query, cardOf);
  }

  /** Every session, newest start first (admins). */
  async all(query: LiveSessionAdminQuery): Promise<Page<LiveSessionRecordView>> {
    let base = this.cards(false);
    if (query.status) base = base.where('session.status', '=', query.status);
    if (query.astrologer_id) base = base.where('session.astrologer_id', '=', query.astrologer_id.toLowerCase());
    return this.page(base, query, recordOf);
  }

  /** The astrologers a customer follows, latest first, each with the session they are live in and their next one. */
  async follows(userId: string, query: MyFollowsQuery, now: Date): Promise<Page<FollowedAstrologerView>> {
    let base = this.db.selectFrom('astrologer_follows as follow').where('follow.user_id', '=', userId);
    if (query.astrologer_id) base = base.where('follow.astrologer_id', '=', query.astrologer_id.toLowerCase());
    const [rows, count] = await Promise.all([
      base
        .leftJoin('astrologers as astrologer', 'astrologer.id', 'follow.astrologer_id')
        .select(['follow.astrologer_id', 'follow.followed_at', 'astrologer.name', 'astrologer.img_url', 'astrologer.live_status', 'astrologer.session_id'])
        .orderBy('follow.followed_at', 'desc')
        .orderBy('follow.astrologer_id')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const ids = rows.map((row) => row.astrologer_id);
    const windowOpenSince = new Date(now.getTime() - LIVE_START_GRACE_MINUTES * 60_000);
    const upcoming = ids.length
      ? await this.db
          .selectFrom('live_sessions')
          .select(['id', 'astrologer_id', 'title', 'starts_at'])
          .where('astrologer_id', 'in', ids)
          .where('status', '=', 'scheduled')
          .where('starts_at', '>=', windowOpenSince)
          .orderBy('starts_at', 'asc')
          .execute()
      : [];
    const items = rows.map((row): FollowedAstrologerView => {
      const next = upcoming.find((session) => session.astrologer_id === row.astrologer_id);
      return {
        astrologer_id: row.astrologer_id,
        name: row.name ?? '',
        img_url: row.img_url,
        status: row.live_status ?? 'offline',
        // The astrologer's record says what holds them: a live session's lock names it (`live-<id>`).
        live_session_id: (row.session_id && liveSessionOfLock(row.session_id)) ?? null,
        next_session: next ? { id: next.id, title: next.title, starts_at: next.starts_at.toISOString() } : null,
        followed_at: row.followed_at.toISOString(),
      };
    });
    return { items, meta: { page: query.page, limit: query.limit, total: Number(count.total) } };
  }

  private async page<Item>(base: ReturnType<LiveSessionsRepository['cards']>, query: { page: number; limit: number }, view: (row: CardRow) => Item): Promise<Page<Item>> {
    const [rows, count] = await Promise.all([
      this.withFaces(base)
        .orderBy('session.starts_at', 'desc')
        .orderBy('session.id', 'desc')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(view), meta: { page: query.page, limit: query.limit, total: Number(count.total) } };
  }
}
