import { GIFT_STREAM_PREFIX, type LiveGiftSent } from '@nakshatra/contracts';
import type { DocumentProjection } from '../runtime/projection.js';
import { ERASED_NAME, isUserErasure, userErasure } from '../users/erasure.js';

export interface LiveGiftRow {
  readonly id: string;
  readonly session_id: string;
  readonly astrologer_id: string;
  readonly sender_user_id: string;
  readonly sender_name: string;
  readonly catalogue_gift_id: string;
  readonly name: string;
  readonly name_hi: string;
  readonly emoji: string;
  readonly price: number;
  readonly commission: number;
  readonly astrologer_earning: number;
  readonly wallet_transaction_id: string;
  readonly sent_at: Date | string;
}

/** One row per gift that went on air (`LiveGiftSent`); a voided sending never did, and has none (docs/live.md, "Gifts"). */
export const liveGiftsProjection: DocumentProjection<LiveGiftRow> = {
  name: 'live_gifts',
  table: 'live_gifts',
  handles: (event) => event.streamName.startsWith(GIFT_STREAM_PREFIX) && event.type === 'LiveGiftSent',
  keyOf: (event) => event.streamName.slice(GIFT_STREAM_PREFIX.length),
  // An erased sender's gifts keep their money, not their name.
  perUser: userErasure('sender_user_id'),
  evolve(row, recorded) {
    if (isUserErasure(recorded)) return row && { ...row, sender_name: ERASED_NAME };
    const gift = recorded.data as LiveGiftSent;
    return (
      row ?? {
        id: gift.giftId,
        session_id: gift.sessionId,
        astrologer_id: gift.astrologerId,
        sender_user_id: gift.senderUserId,
        sender_name: gift.senderName,
        catalogue_gift_id: gift.catalogueGiftId,
        name: gift.name,
        name_hi: gift.nameHi,
        emoji: gift.emoji,
        price: gift.price,
        commission: gift.commission,
        astrologer_earning: gift.astrologerEarning,
        wallet_transaction_id: gift.walletTransactionId,
        sent_at: gift.sentAt,
      }
    );
  },
  fromStored: (stored) => {
    const row = stored as unknown as LiveGiftRow;
    return { ...row, price: Number(row.price), commission: Number(row.commission), astrologer_earning: Number(row.astrologer_earning) };
  },
};
