import type { RefundRuleCode } from '../refunds/refund-rules.js';

/**
 * Events of a customer's rupee wallet, in stream `wallet-<userId>`. Amounts are integer paise.
 * Every movement records the balance after it, why it happened, the document behind it and (in
 * the event metadata) who did it, so the stream alone is the wallet's ledger.
 */
export const WALLET_STREAM_PREFIX = 'wallet-';
export const walletStreamName = (userId: string): string => `${WALLET_STREAM_PREFIX}${userId}`;

export type PaymentProviderName = 'test' | 'razorpay';

/** The document a movement belongs to. */
export interface MoneySource {
  /** gift: a gift sent in a live session (`gift-<id>`). */
  readonly kind: 'payment' | 'session' | 'order' | 'pooja' | 'gift' | 'adjustment' | 'refund';
  readonly id: string;
}

/**
 * Carried by events that a caller's `Idempotency-Key` created: the same key with the same request
 * answers from the first event; with a different request it is refused.
 */
export interface IdempotentRequest {
  readonly idempotencyKey: string;
  /** SHA-256 of the request's canonical JSON, to tell a retry from a reuse of the key. */
  readonly requestHash: string;
}

/** A customer asked to pay `total` through a provider; nothing is credited until the capture is verified. */
export interface WalletRechargeStarted extends IdempotentRequest {
  readonly rechargeId: string;
  readonly provider: PaymentProviderName;
  readonly providerOrderId: string;
  /** The recharge pack chosen, if any (a `price` content item). */
  readonly packId: string | null;
  /** The offers whose bonus applies (`offers` content items). */
  readonly offerIds: readonly string[];
  /** What the wallet gets for the money, before the bonus. */
  readonly amount: number;
  readonly bonus: number;
  /**
   * The part of `bonus` a first-recharge offer gives: credited only if no other recharge of the
   * wallet was credited first (several may be started before the first is paid). Absent on
   * recharges started before it was recorded, and when no such offer applied: 0.
   */
  readonly firstRechargeBonus?: number;
  /**
   * The part of `bonus` the offers give (the first-recharge part included; the rest is the
   * pack's): a capture that comes after the recharge expired, failed or was cancelled gets none of
   * it once one of its offers has ended. Absent on recharges started before it was recorded.
   */
  readonly offerBonus?: number;
  /** GST rate in basis points (1800 = 18%). */
  readonly gstRateBp: number;
  readonly gst: number;
  /** What the customer pays: amount + gst. */
  readonly total: number;
}

/** The provider said the payment failed, or the customer cancelled the checkout. A later verified capture still credits. */
export interface WalletRechargeFailed {
  readonly rechargeId: string;
  readonly reason: 'failed' | 'cancelled';
  readonly detail: string | null;
}

/**
 * A recharge was not paid within its time (RECHARGE_EXPIRY_MINUTES after it started, docs/wallet.md):
 * the checkout was abandoned. Appended by the command service's RechargeExpiry. A verified capture
 * that still arrives credits the wallet all the same: money the customer paid is never lost.
 */
export interface WalletRechargeExpired {
  readonly rechargeId: string;
  /** When the recharge needed to be paid by (ISO-8601 UTC): its start plus the expiry time then in force. */
  readonly deadline: string;
}

/** A verified capture: the wallet gets amount + bonus, once per recharge. */
export interface WalletCredited {
  readonly transactionId: string;
  readonly rechargeId: string;
  readonly amount: number;
  /** The bonus credited: the recharge's, less its first-recharge part when another recharge was credited first. */
  readonly bonus: number;
  readonly balanceAfter: number;
  readonly provider: PaymentProviderName;
  readonly providerOrderId: string;
  readonly providerPaymentId: string;
  /** How the capture was proven: the browser's signed callback or the provider's signed webhook. */
  readonly verifiedBy: 'checkout' | 'webhook';
  readonly source: MoneySource;
}

/** Money leaves the wallet for a consultation, an order or a pooja. Never below zero. */
export interface WalletDebited extends IdempotentRequest {
  readonly transactionId: string;
  readonly amount: number;
  readonly balanceAfter: number;
  readonly reason: string;
  readonly source: MoneySource;
}

/** An admin's correction: a signed amount with a mandatory reason. Never below zero. */
export interface WalletAdjusted extends IdempotentRequest {
  readonly transactionId: string;
  readonly amount: number;
  readonly balanceAfter: number;
  readonly reason: string;
  readonly source: MoneySource;
}

/**
 * Who bears the refund of a consultation's minutes (docs/support.md, "Who bears a refund"): the
 * astrologer, at fault, gives back their earning on the refunded part (the platform its commission
 * on the rest); the platform, as goodwill, gives back the whole and the astrologer keeps their earning.
 */
export const REFUND_BEARERS = ['astrologer', 'platform'] as const;
export type RefundBearer = (typeof REFUND_BEARERS)[number];

/** Money paid for a session or order goes back to the wallet; never more than that debit was. */
export interface WalletRefunded extends IdempotentRequest {
  readonly transactionId: string;
  /** The debit refunded. */
  readonly refundOf: string;
  readonly amount: number;
  readonly balanceAfter: number;
  readonly reason: string;
  /** The debit's own document (the session or order). */
  readonly source: MoneySource;
  /** Set when an automatic refund rule gave it (docs/refund-rules.md): the history words the reason from it. */
  readonly rule?: RefundRuleCode;
  /**
   * A session's refund: who bears it (always the astrologer for a rule's). Absent for orders, poojas
   * and gifts, which earn no astrologer anything, and on refunds written before it was asked: those kept the earning.
   */
  readonly borneBy?: RefundBearer;
}

export interface WalletEventDataByType {
  readonly WalletRechargeStarted: WalletRechargeStarted;
  readonly WalletRechargeFailed: WalletRechargeFailed;
  readonly WalletRechargeExpired: WalletRechargeExpired;
  readonly WalletCredited: WalletCredited;
  readonly WalletDebited: WalletDebited;
  readonly WalletAdjusted: WalletAdjusted;
  readonly WalletRefunded: WalletRefunded;
}

export type WalletEventType = keyof WalletEventDataByType;

export type WalletEvent = { [Type in WalletEventType]: { readonly type: Type; readonly data: WalletEventDataByType[Type] } }[WalletEventType];

/** The events that move money, with the signed change each makes to the balance. */
export function balanceChange(event: WalletEvent): number {
  switch (event.type) {
    case 'WalletCredited':
      return event.data.amount + event.data.bonus;
    case 'WalletDebited':
      return -event.data.amount;
    case 'WalletAdjusted':
      return event.data.amount;
    case 'WalletRefunded':
      return event.data.amount;
    default:
      return 0;
  }
}
