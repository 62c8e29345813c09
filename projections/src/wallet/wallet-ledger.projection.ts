import { formatPosition } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { DocumentProjection } from '../runtime/projection.js';
import { isInWalletStream, walletOwnerOf } from './wallet-stream.js';

export interface WalletLedgerRow {
  /** The event id. */
  readonly id: string;
  readonly user_id: string;
  readonly revision: number;
  readonly type: string;
  readonly data: unknown;
  readonly actor_id: string;
  readonly actor_role: string;
  readonly occurred_at: Date | string;
  readonly position: string;
}

/** Every wallet event as it was recorded, with who did it: the admin's audit trail of a wallet. */
export const walletLedgerProjection: DocumentProjection<WalletLedgerRow> = {
  name: 'wallet_ledger',
  table: 'wallet_ledger',
  handles: isInWalletStream,
  keyOf: (event) => event.id,
  evolve: (_row, event: RecordedEvent) => ({
    id: event.id,
    user_id: walletOwnerOf(event),
    revision: Number(event.revision),
    type: event.type,
    data: event.data,
    actor_id: event.metadata.actor.id,
    actor_role: event.metadata.actor.role,
    occurred_at: event.metadata.occurredAt,
    position: formatPosition(event.position),
  }),
  toStored: (row) => ({ ...row, data: JSON.stringify(row.data) }),
};
