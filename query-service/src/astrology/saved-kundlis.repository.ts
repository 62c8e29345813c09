import type { SavedKundliView } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import type { Kysely, Selectable } from 'kysely';
import type { Page } from '../reviews/reviews.repository.js';

type SavedKundliRow = Selectable<ReadModelDatabase['saved_kundlis']>;

const savedKundliView = (row: SavedKundliRow): SavedKundliView => ({ id: row.id, input: row.input, created_at: row.created_at.toISOString() });

/** The only code that reads the saved_kundlis read model. */
export class SavedKundlisRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  /** One of a user's kundlis; another user's is simply not there. */
  async findOf(userId: string, id: string): Promise<SavedKundliView | undefined> {
    const row = await this.db.selectFrom('saved_kundlis').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    return row && savedKundliView(row);
  }

  /** One user's kundlis, newest first. */
  async listOf(userId: string, { page, limit }: { page: number; limit: number }): Promise<Page<SavedKundliView>> {
    const mine = this.db.selectFrom('saved_kundlis').where('user_id', '=', userId);
    const [rows, count] = await Promise.all([
      mine.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
      mine.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(savedKundliView), meta: { page, limit, total: Number(count.total) } };
  }
}
