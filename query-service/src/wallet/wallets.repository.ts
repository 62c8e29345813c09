import type { WalletHistoryEntry } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import type { Kysely } from 'kysely';

export interface WalletBalance {
  readonly balance: number;
  readonly recharge_count: number;
  readonly updated_at: string | null;
}

/** The only code that reads the wallets and wallet_ledger read models. */
export class WalletsRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  /** A user's balance; a user who never had a wallet event has an empty wallet. Undefined: no such user. */
  async balance(userId: string): Promise<WalletBalance | undefined> {
    const [wallet, user] = await Promise.all([
      this.db.selectFrom('wallets').select(['balance', 'recharge_count', 'updated_at']).where('id', '=', userId).executeTakeFirst(),
      this.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst(),
    ]);
    // A wallet whose account is still being projected is still the user's money.
    if (wallet) return { balance: Number(wallet.balance), recharge_count: wallet.recharge_count, updated_at: wallet.updated_at.toISOString() };
    return user ? { balance: 0, recharge_count: 0, updated_at: null } : undefined;
  }

  /** Every event of the user's wallet stream, oldest first. */
  async history(userId: string): Promise<WalletHistoryEntry[]> {
    const rows = await this.db.selectFrom('wallet_ledger').selectAll().where('user_id', '=', userId).orderBy('revision').execute();
    return rows.map((row) => ({
      revision: Number(row.revision),
      type: row.type,
      data: row.data,
      actor_id: row.actor_id,
      actor_role: row.actor_role,
      occurred_at: row.occurred_at.toISOString(),
    }));
  }
}
