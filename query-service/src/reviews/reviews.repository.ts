import { isUuid, ratingAverage, type PageMeta, type RatingSummary, type ReviewListQuery, type ReviewView } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from 'kysely';

type ReviewRow = Selectable<ReadModelDatabase['reviews']>;
type Where = ExpressionBuilder<ReadModelDatabase, 'reviews'>;

export interface Page<Item> {
  readonly items: Item[];
  readonly meta: PageMeta;
}

/** Who is reading: admins see every review; anyone else published ones, and their own whatever its status. */
export interface ReviewReader {
  readonly admin: boolean;
  /** The logged-in user's id; undefined for visitors. */
  readonly userId: string | undefined;
}

export const reviewView = (row: ReviewRow): ReviewView => ({
  id: row.id,
  session_id: row.session_id,
  astrologer_id: row.astrologer_id,
  customer_name: row.customer_name,
  rating: row.rating,
  comment: row.comment,
  status: row.status,
  created_at: row.created_at.toISOString(),
});

const visibleTo = (eb: Where, reader: ReviewReader): Expression<SqlBool> | undefined => {
  if (reader.admin) return undefined;
  if (reader.userId && isUuid(reader.userId)) return eb.or([eb('status', '=', 'published'), eb('customer_id', '=', reader.userId)]);
  return eb('status', '=', 'published');
};

/** The only code that reads the reviews read model. */
export class ReviewsRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  /** Newest first. Others' hidden reviews never show, and a customer's own only when asked by session. */
  async list(query: ReviewListQuery, reader: ReviewReader): Promise<Page<ReviewView>> {
    const where = (eb: Where) => {
      const conditions: Expression<SqlBool>[] = [];
      if (query.astrologer_id) conditions.push(eb('astrologer_id', '=', query.astrologer_id.toLowerCase()));
      if (query.session_id) conditions.push(eb('session_id', '=', query.session_id.toLowerCase()));
      if (query.rating) conditions.push(eb('rating', '=', query.rating));
      if (reader.admin && query.status) conditions.push(eb('status', '=', query.status));
      const visible = query.session_id ? visibleTo(eb, reader) : reader.admin ? undefined : eb('status', '=', 'published');
      if (visible) conditions.push(visible);
      return eb.and(conditions);
    };
    const [rows, count] = await Promise.all([
      this.db.selectFrom('reviews').selectAll().where(where).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).offset((query.page - 1) * query.limit).execute(),
      this.db.selectFrom('reviews').where(where).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(reviewView), meta: { page: query.page, limit: query.limit, total: Number(count.total) } };
  }

  /** An astrologer's published ratings: average (one decimal), count and how many of each star. */
  async summary(astrologerId: string): Promise<RatingSummary> {
    const rows = await this.db
      .selectFrom('reviews')
      .select(['rating', (eb) => eb.fn.countAll<string>().as('count')])
      .where('astrologer_id', '=', astrologerId.toLowerCase())
      .where('status', '=', 'published')
      .groupBy('rating')
      .execute();
    const histogram = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    let sum = 0;
    let count = 0;
    for (const row of rows) {
      const stars = Number(row.count);
      histogram[String(row.rating) as keyof typeof histogram] = stars;
      sum += row.rating * stars;
      count += stars;
    }
    return { average: ratingAverage(sum, count), count, histogram };
  }

  /** One review the reader may see; undefined otherwise. */
  async find(id: string, reader: ReviewReader): Promise<ReviewView | undefined> {
    let query = this.db.selectFrom('reviews').selectAll().where('id', '=', id.toLowerCase());
    if (!reader.admin) query = query.where((eb) => visibleTo(eb, reader)!);
    const row = await query.executeTakeFirst();
    return row && reviewView(row);
  }
}
