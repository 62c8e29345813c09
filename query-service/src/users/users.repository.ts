import { isUuid, type PageMeta, type UserDetails, type UserListItem, type UserListQuery, type UserSessionView } from '@nakshatra/contracts';
import { SESSION_REVOCATIONS_TABLE } from '@nakshatra/platform';
import type { ReadModelDatabase } from '@nakshatra/projections';
import { sql, type Kysely, type Selectable } from 'kysely';
import { containing } from '../shared/like-pattern.js';

type UserRow = Selectable<ReadModelDatabase['users']>;

const listItem = (row: UserRow): UserListItem => ({
  id: row.id,
  name: row.name,
  // An erased account has none (docs/users.md).
  phone: row.phone ?? '',
  country_code: row.country_code,
  email: row.email,
  img_url: row.img_url,
  status: row.status,
  status_reason: row.status_reason,
  roles: row.roles as UserListItem['roles'],
  registered_at: row.registered_at.toISOString(),
  last_login_at: row.last_login_at?.toISOString() ?? null,
});

/** The only code that reads the users and user_sessions read models (and the session revocation list). */
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
    // An erased account is nobody's any more: its owner's own read finds nothing.
    if (!row || row.phone === null || row.status === 'erased') return undefined;
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
      gender: (row.gender as UserDetails['gender'] | undefined) ?? null,
      date_of_birth: row.date_of_birth,
      language: row.language,
    };
  }

  /** get_users: accounts newest first; `search` is any part of the phone's digits or of the name. */
  async list(query: UserListQuery): Promise<{ items: UserListItem[]; meta: PageMeta }> {
    let base = this.db.selectFrom('users');
    if (query.search) {
      const digits = query.search.replace(/\D/g, '');
      const name = containing(query.search);
      base = base.where((eb) => eb.or([eb(sql`lower(name)`, 'like', name), ...(digits ? [eb('phone', 'like', containing(digits))] : [])]));
    }
    if (query.status) base = base.where('status', '=', query.status);
    if (query.ids) base = base.where('id', 'in', query.ids.map((id) => id.toLowerCase()));
    // Every account holds `customer`; a customer in this list is one that holds nothing more.
    if (query.role === 'customer') base = base.where(sql<boolean>`roles = '["customer"]'::jsonb`);
    else if (query.role) base = base.where(sql<boolean>`roles ? ${query.role}`);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('registered_at', 'desc').orderBy('id').limit(query.limit).offset((query.page - 1) * query.limit).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(listItem), meta: { page: query.page, limit: query.limit, total: Number(count.total) } };
  }

  /** get_user_sessions: an account's login sessions, newest first. */
  async sessions(userId: string, page: number, limit: number): Promise<{ items: UserSessionView[]; meta: PageMeta }> {
    const base = this.db.selectFrom('user_sessions').where('user_id', '=', userId);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('started_at', 'desc').orderBy('id').limit(limit).offset((page - 1) * limit).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const items = rows.map((row) => ({
      id: row.id,
      role: row.role as UserSessionView['role'],
      started_at: row.started_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
      ended_at: row.ended_at?.toISOString() ?? null,
    }));
    return { items, meta: { page, limit, total: Number(count.total) } };
  }

  /** Whether an account by that id was ever registered (erased ones too). */
  async exists(userId: string): Promise<boolean> {
    return (await this.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
  }

  /**
   * Whether the session was ended, and the account's status (undefined where the read models do not
   * know yet). Ended: listed by the logout in the revocation list (at once), or by the `user_sessions`
   * projection. One statement, since every authenticated read asks (docs/sessions-and-access.md).
   */
  async sessionState(sessionId: string, userId: string): Promise<{ ended: boolean; status: 'active' | 'ban' | 'erased' | undefined }> {
    // Ids the server issued are UUIDs; anything else cannot be in these tables (and would not cast).
    if (!isUuid(sessionId) || !isUuid(userId)) return { ended: false, status: undefined };
    const { rows } = await sql<{ ended: boolean; status: 'active' | 'ban' | 'erased' | null }>`
      SELECT EXISTS (SELECT 1 FROM ${sql.table(SESSION_REVOCATIONS_TABLE)} WHERE session_id = ${sessionId}::text)
          OR EXISTS (SELECT 1 FROM user_sessions WHERE id = ${sessionId}::uuid AND ended_at IS NOT NULL) AS ended,
        (SELECT status FROM users WHERE id = ${userId}::uuid) AS status`.execute(this.db);
    const [state] = rows;
    return { ended: state?.ended === true, status: state?.status ?? undefined };
  }
}
