/** Money is integer paise; times ISO-8601 UTC. Only consultations (accepted sessions) count. */

/** get_astrologer_earnings: one row per astrologer with sessions in the range. */
export interface AstrologerEarningsRowView {
  readonly astrologer_id: string;
  readonly astrologer_name: string;
  readonly sessions: number;
  /** Billed minutes minus the free ones. */
  readonly paid_minutes: number;
  /** What customers paid. */
  readonly gross: number;
  readonly commission: number;
  readonly astrologer_earning: number;
}

export interface EarningsTotals {
  readonly sessions: number;
  readonly paid_minutes: number;
  readonly gross: number;
  readonly commission: number;
  readonly astrologer_earning: number;
}

export interface EarningSessionView {
  readonly session_id: string;
  readonly status: 'active' | 'ended';
  readonly accepted_at: string;
  readonly ended_at: string | null;
  readonly minutes_billed: number;
  readonly paid_minutes: number;
  readonly gross: number;
  readonly astrologer_earning: number;
}

/** get_my_earnings: the astrologer's own, by India day and month. */
export interface MyEarningsView {
  readonly astrologer_id: string;
  /** The India date the totals were read on. */
  readonly today: string;
  readonly totals: { readonly today: EarningsTotals; readonly this_month: EarningsTotals; readonly all_time: EarningsTotals };
  /** The last 20 consultations, newest first. */
  readonly recent: readonly EarningSessionView[];
}

/** get_astro_user/{astrologerId}: one row per customer who consulted the astrologer. */
export interface AstrologerCustomerView {
  readonly customer_id: string;
  /** The account's name, else the name given at the last session's intake. */
  readonly name: string;
  /** `******3210`, or null when the account is unknown to the users read model. */
  readonly phone: string | null;
  readonly sessions: number;
  readonly total_minutes: number;
  /** Paise. */
  readonly total_paid: number;
  readonly last_session_at: string;
}
