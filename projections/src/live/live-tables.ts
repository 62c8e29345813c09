import type { LiveStatus } from '@nakshatra/contracts';
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** One row per live session (migration 0020). The astrologer's name and photo are joined from `astrologers` at read time. */
export interface LiveSessionsTable {
  id: string;
  astrologer_id: string;
  astrologer_user_id: string;
  title: string;
  topic: string;
  status: LiveStatus;
  starts_at: Timestamp;
  scheduled_at: Timestamp;
  started_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  /** astrologer | admin | system */
  ended_by: string | null;
  end_reason: string | null;
  duration_seconds: number;
  cancelled_at: NullableTimestamp;
  cancelled_by: string | null;
  cancel_reason: string | null;
  /** bigint: Janus room ids go up to 2^53 − 1; pg answers int8 as a string. */
  media_room_id: ColumnType<string | null, number | null, number | null>;
  updated_at: Timestamp;
}

/** One row per customer following an astrologer: `<userId>:<astrologerId>`; unfollowing deletes it. */
export interface AstrologerFollowsTable {
  id: string;
  user_id: string;
  astrologer_id: string;
  followed_at: Timestamp;
}

/** One row per followed astrologer: how many follow them. */
export interface AstrologerFollowerCountsTable {
  /** The astrologer id. */
  id: string;
  followers: number;
  updated_at: Timestamp;
}

/** Viewers each command-service instance reports per live session (migration 0021; platform LiveAudience writes it, no projection). */
export interface LiveAudienceTable {
  session_id: string;
  instance_id: string;
  viewers: number;
  updated_at: Timestamp;
}

type Paise = ColumnType<string, number, number>;

/** One row per gift sent on air (migration 0022; `gift-<id>` streams). Money in paise (bigint: pg answers it as a string). */
export interface LiveGiftsTable {
  id: string;
  session_id: string;
  astrologer_id: string;
  sender_user_id: string;
  sender_name: string;
  catalogue_gift_id: string;
  name: string;
  name_hi: string;
  emoji: string;
  price: Paise;
  commission: Paise;
  astrologer_earning: Paise;
  wallet_transaction_id: string;
  sent_at: Timestamp;
}
