import type { PageMeta, RouteQuery, Subscriber } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import type { Kysely, Selectable } from 'kysely';
import { containing } from '../shared/like-pattern.js';

type Row = Selectable<ReadModelDatabase['newsletter_subscribers']>;

const toSubscriber = (row: Row): Subscriber => ({
  id: row.id,
  email: row.email,
  status: row.status,
  subscribed_at: row.subscribed_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** The only code that reads the newsletter_subscribers read model. */
export class SubscribersRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  async list(query: RouteQuery<'get_subscriber'>): Promise<{ items: Subscriber[]; meta: PageMeta }> {
    let base = this.db.selectFrom('newsletter_subscribers');
    if (query.status) base = base.where('status', '=', query.status);
    if (query.search) base = base.where('email', 'like', containing(query.search));
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('subscribed_at', 'desc').orderBy('id').limit(query.limit).offset((query.page - 1) * query.limit).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toSubscriber), meta: { page: query.page, limit: query.limit, total: Number(count.total) } };
  }

  async findOne(id: string): Promise<Subscriber | undefined> {
    const row = await this.db.selectFrom('newsletter_subscribers').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toSubscriber(row) : undefined;
  }
}
