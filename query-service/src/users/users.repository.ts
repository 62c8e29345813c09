import { isUuid, type UserDetails } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import type { Kysely } from 'kysely';

/** The only code that reads the users and user_sessions read models. */
export class UsersRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  async findDetails(id: string): Promise<UserDetails | undefined> {
    const row = await this.db
      .selectFrom('users')
      .leftJoin('wallets', 'wallets.id', 'users.id')
      .selectAll('users')
      .select('wallets.balance')
      .where('users.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      name: row.name,
      phone: row.phone,
      email: row.email,
      img_url: row.img_url,
      status: row.status,
      role: row.roles.includes('admin') ? 'admin' : row.roles.includes('astrologer') ? 'astrologer' : 'customer',
      // No wallet row yet: the user has never had a wallet event, so holds 0 paise.
      balance: Number(row.balance ?? 0),
      gender: (row.gender as UserDetails['gender']) ?? null,
      date_of_birth: row.date_of_birth,
    };
  }

  /** Whether the session was ended, and the account's status (undefined where the read models do not know yet). */
  async sessionState(sessionId: string, userId: string): Promise<{ ended: boolean; status: 'active' | 'ban' | undefined }> {
    // Ids the server issued are UUIDs; anything else cannot be in these tables (and would not cast).
    if (!isUuid(sessionId) || !isUuid(userId)) return { ended: false, status: undefined };
    const [session, user] = await Promise.all([
      this.db.selectFrom('user_sessions').select('ended_at').where('id', '=', sessionId).executeTakeFirst(),
      this.db.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirst(),
    ]);
    return { ended: session?.ended_at != null, status: user?.status };
  }
}
