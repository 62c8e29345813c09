import { isContentFamily, isUuid, perContentFamily, type ContentCounts, type ContentFamilyName, type ContentHistoryEntry, type ContentItemOf, type ContentListQuery, type PageMeta } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import { sql, type Kysely, type Selectable } from 'kysely';
import { containing } from '../shared/like-pattern.js';

type Row = Selectable<ReadModelDatabase['content_items']>;

export interface ContentPage<F extends ContentFamilyName> {
  readonly items: ContentItemOf<F>[];
  readonly meta: PageMeta;
}

/** The only code that reads the content_items read model. */
export class ContentItemsRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  /** Live items of a family; drafts only when `includeDrafts` (admins). */
  async list<F extends ContentFamilyName>(family: F, query: ContentListQuery, includeDrafts: boolean): Promise<ContentPage<F>> {
    let base = this.db.selectFrom('content_items').where('family', '=', family).where('deleted_at', 'is', null);
    if (!includeDrafts) base = base.where('status', '=', 'published');
    else if (query.status) base = base.where('status', '=', query.status);
    if (query.search) base = base.where(sql`lower(title)`, 'like', containing(query.search));
    for (const field of DATA_FILTERS) {
      const value = query[field];
      if (value !== undefined) base = base.where(sql`data->>${field}`, '=', value);
    }
    if (query.tag) base = base.where(sql<boolean>`data->'tags' @> ${JSON.stringify([query.tag])}::jsonb`);
    const ordered = {
      sort_order: base.orderBy('sort_order').orderBy('created_at', 'desc'),
      newest: base.orderBy('created_at', 'desc'),
      oldest: base.orderBy('created_at', 'asc'),
      title: base.orderBy(sql`lower(title)`),
      date: base.orderBy(sql`data->>'date'`, 'desc').orderBy('sort_order'),
      price_asc: base.orderBy(sql`(data->>'price')::bigint`, 'asc').orderBy('sort_order'),
      price_desc: base.orderBy(sql`(data->>'price')::bigint`, 'desc').orderBy('sort_order'),
    }[query.sort];
    const [rows, count] = await Promise.all([
      ordered.selectAll().orderBy('id').limit(query.limit).offset((query.page - 1) * query.limit).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map((row) => toContentItem<F>(row)), meta: { page: query.page, limit: query.limit, total: Number(count.total) } };
  }

  /** Live items per family and status, for the admin dashboard: every family, with none as 0. */
  async counts(): Promise<ContentCounts> {
    const rows = await this.db
      .selectFrom('content_items')
      .select(['family', 'status', (eb) => eb.fn.countAll<string>().as('count')])
      .where('deleted_at', 'is', null)
      .groupBy(['family', 'status'])
      .execute();
    const counts = perContentFamily('', () => ({ published: 0, draft: 0 }));
    for (const row of rows) if (isContentFamily(row.family)) counts[row.family][row.status] = Number(row.count);
    return counts;
  }

  /** Every change of an item, newest first (deleted items keep their history). */
  async history(itemId: string): Promise<ContentHistoryEntry[]> {
    const rows = await this.db.selectFrom('content_history').selectAll().where('item_id', '=', itemId).orderBy('occurred_at', 'desc').orderBy('id').execute();
    return rows.map((row) => ({ id: row.id, change: row.change, actor: { id: row.actor_id, role: row.actor_role }, fields: row.fields, occurred_at: row.occurred_at.toISOString() }));
  }

  /** One live item by id or slug. */
  async findOne<F extends ContentFamilyName>(family: F, idOrSlug: string, includeDrafts: boolean): Promise<ContentItemOf<F> | undefined> {
    const byId = isUuid(idOrSlug);
    let query = this.db
      .selectFrom('content_items')
      .selectAll()
      .where('family', '=', family)
      .where('deleted_at', 'is', null)
      .where(byId ? 'id' : 'slug', '=', byId ? idOrSlug.toLowerCase() : idOrSlug);
    if (!includeDrafts) query = query.where('status', '=', 'published');
    const row = await query.executeTakeFirst();
    return row ? toContentItem<F>(row) : undefined;
  }
}

/** List filters that match a field of the family's own data exactly. */
const DATA_FILTERS = ['category', 'collection_id', 'category_id', 'sign', 'period', 'date', 'placement'] as const;


/**
 * A row as its family's item: `data` holds the fields create_X and update_X stored, which the
 * family's schemas checked on the way in (and integration tests check every answer against the
 * item's schema on the way out).
 */
function toContentItem<F extends ContentFamilyName>(row: Row): ContentItemOf<F> {
  const item = {
    ...row.data,
    id: row.id,
    family: row.family,
    title: row.title,
    slug: row.slug,
    status: row.status,
    sort_order: row.sort_order,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
  return item as ContentItemOf<F>;
}
