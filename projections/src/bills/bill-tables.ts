import type { ConsultationChannel } from '@nakshatra/contracts';
import type { ColumnType } from 'kysely';

/** One billed minute as the `consultation_bills` row keeps it (jsonb): money in paise, times ISO-8601 UTC. */
export interface BillLine {
  readonly minute: number;
  readonly startsAt: string;
  readonly amount: number;
  readonly walletTransactionId: string | null;
  readonly balanceAfter: number;
  /** The `MinuteBilled` event. */
  readonly eventId: string;
}

export interface ConsultationBillsTable {
  /** The session's id. */
  id: string;
  channel: ConsultationChannel;
  /** bigint: read as a string. */
  price_per_min: ColumnType<string, number, number>;
  /** A chat's acceptance or a call's connection: minute n starts (n − 1) minutes after it. */
  billed_from: ColumnType<Date | null, Date | string | null, Date | string | null>;
  lines: ColumnType<BillLine[], string, string>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}
