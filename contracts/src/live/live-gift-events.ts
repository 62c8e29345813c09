/**
 * Gifts sent on air (issue #17, docs/live.md "Gifts"). Each sending is its own stream
 * `gift-<giftId>`, where `giftId` comes from the sender and their Idempotency-Key: the same key
 * always names the same sending. The catalogue of gifts is the content family `gift`.
 *
 * The money moves first (the sender's wallet debit, keyed by the sending), then the sending is
 * recorded here (`LiveGiftSent`, what every socket of the session hears), then the astrologer's
 * share is credited (`AstrologerGiftEarned` on their earnings stream). The `live-gift` workflow
 * completes a sending recorded but not credited, and voids one debited but never recorded (then
 * refunds the debit), so no money is ever taken for a gift nobody saw.
 */
export const GIFT_STREAM_PREFIX = 'gift-';
export const giftStreamName = (giftId: string): string => `${GIFT_STREAM_PREFIX}${giftId}`;

/** The wallet's idempotency key of a sending's debit, and of the refund of a voided one. */
export const giftDebitKey = (giftId: string): string => `gift-${giftId}`;
export const giftRefundKey = (giftId: string): string => `gift-refund-${giftId}`;

/** A gift went on air: the sender paid `price`; the astrologer earns `astrologerEarning`, the platform `commission`. */
export interface LiveGiftSent {
  readonly giftId: string;
  readonly sessionId: string;
  readonly astrologerId: string;
  readonly senderUserId: string;
  /** What the live chat calls the sender at that moment. */
  readonly senderName: string;
  /** The `gift` content item, and its name, Hindi name, emoji and price when it was sent. */
  readonly catalogueGiftId: string;
  readonly name: string;
  readonly nameHi: string;
  readonly emoji: string;
  readonly price: number;
  readonly commission: number;
  readonly astrologerEarning: number;
  readonly walletTransactionId: string;
  readonly sentAt: string;
}

/** A debit for this sending was never followed by its record (the request died): the sending will never be recorded, and its debit is refunded. */
export interface LiveGiftVoided {
  readonly giftId: string;
  readonly walletTransactionId: string;
  readonly voidedAt: string;
}

export type LiveGiftEvent = { readonly type: 'LiveGiftSent'; readonly data: LiveGiftSent } | { readonly type: 'LiveGiftVoided'; readonly data: LiveGiftVoided };
