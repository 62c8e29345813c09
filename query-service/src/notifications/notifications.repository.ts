import type { MyNotificationsQuery, NotificationView, NotificationsPageMeta } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import type { ExpressionBuilder, Kysely } from 'kysely';

export interface NotificationsPage {
  readonly items: NotificationView[];
  readonly meta: NotificationsPageMeta;
}

/** What a user has read: a watermark revision and ids read one by one beyond it. */
interface ReadMarks {
  readonly upTo: number;
  readonly ids: readonly string[];
}

/** A user's in-app notifications from `user_notifications` and `user_notification_reads`. */
export class NotificationsRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  /** Newest first; `unreadOnly` narrows to the unread ones. `meta.unread` counts all unread ones either way. */
  async page(userId: string, query: MyNotificationsQuery): Promise<NotificationsPage> {
    // One snapshot, so the page, its total and the unread count agree while the projections write.
    return this.db.transaction().setIsolationLevel('repeatable read').execute(async (db) => this.pageIn(db, userId, query));
  }

  private async pageIn(db: Kysely<ReadModelDatabase>, userId: string, query: MyNotificationsQuery): Promise<NotificationsPage> {
    const marks = await this.readMarks(db, userId);
    const unread = ({ and, eb }: ExpressionBuilder<ReadModelDatabase, 'user_notifications'>) =>
      and([eb('revision', '>', String(marks.upTo)), ...(marks.ids.length ? [eb('id', 'not in', marks.ids)] : [])]);
    const mine = db.selectFrom('user_notifications').where('user_id', '=', userId);
    const listed = query.unread === 'true' ? mine.where(unread) : mine;
    // In turn: a transaction is one connection.
    const rows = await listed.selectAll().orderBy('revision', 'desc').limit(query.limit).offset((query.page - 1) * query.limit).execute();
    const total = await listed.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const unreadCount = await mine.where(unread).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const readIds = new Set(marks.ids);
    const items = rows.map(
      (row): NotificationView => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        body: row.body,
        link: row.link,
        data: row.data,
        sent_at: row.sent_at.toISOString(),
        read: Number(row.revision) <= marks.upTo || readIds.has(row.id),
      }),
    );
    return { items, meta: { page: query.page, limit: query.limit, total: Number(total.count), unread: Number(unreadCount.count) } };
  }

  private async readMarks(db: Kysely<ReadModelDatabase>, userId: string): Promise<ReadMarks> {
    const row = await db.selectFrom('user_notification_reads').select(['read_up_to', 'read_ids']).where('id', '=', userId).executeTakeFirst();
    return row ? { upTo: Number(row.read_up_to), ids: row.read_ids } : { upTo: -1, ids: [] };
  }
}
