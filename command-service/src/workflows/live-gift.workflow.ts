import {
  ASTROLOGER_EARNINGS_STREAM_PREFIX,
  GIFT_STREAM_PREFIX,
  WALLET_STREAM_PREFIX,
  type AstrologerGiftEarned,
  type LiveGiftSent,
  type WalletDebited,
  type WalletRefunded,
} from '@nakshatra/contracts';
import type { Workflow } from './workflow.js';

/** A gift sent on air: debited from the sender, recorded (or voided), credited to the astrologer (or refunded). */
export interface LiveGiftFlow {
  readonly giftId: string;
  readonly debit: { readonly userId: string; readonly transactionId: string; readonly amount: number; readonly at: number } | undefined;
  readonly sent: LiveGiftSent | undefined;
  readonly voided: boolean;
  readonly earned: boolean;
  readonly refunded: boolean;
}

export type LiveGiftStep =
  | { readonly type: 'CreditGiftEarning'; readonly gift: LiveGiftSent }
  | { readonly type: 'VoidGift'; readonly giftId: string; readonly walletTransactionId: string }
  | { readonly type: 'RefundVoidedGift'; readonly giftId: string; readonly userId: string; readonly transactionId: string; readonly amount: number };

const isGiftMoney = (data: unknown): boolean => (data as { source?: { kind?: string } }).source?.kind === 'gift';

/**
 * send_live_gift debits the sender (keyed by the sending), records the gift on air (`gift-<id>`),
 * then credits the astrologer (keyed by the sending). A request that dies between them:
 *
 * * recorded but not credited: the astrologer is credited at once (completion; the earnings decider
 *   appends nothing if the request got there first);
 * * debited but never recorded: after the grace (a retry with the same key records it meanwhile) the
 *   sending is voided on its own stream — where recording and voiding exclude each other — and the
 *   debit refunded at once (compensation: nobody saw the gift, nobody keeps the money).
 */
export const liveGiftWorkflow = (graceMs: number): Workflow<LiveGiftFlow | undefined, LiveGiftStep> => ({
  name: 'live-gift',
  streams: [WALLET_STREAM_PREFIX, GIFT_STREAM_PREFIX, ASTROLOGER_EARNINGS_STREAM_PREFIX],
  keyOf(event) {
    if (event.streamName.startsWith(GIFT_STREAM_PREFIX)) return (event.data as { giftId: string }).giftId;
    if (event.type === 'AstrologerGiftEarned') return (event.data as AstrologerGiftEarned).giftId;
    if ((event.type === 'WalletDebited' || event.type === 'WalletRefunded') && isGiftMoney(event.data)) return (event.data as WalletDebited).source.id;
    return undefined;
  },
  initialState: () => undefined,
  evolve(state, event) {
    // A refund of a gift already forgotten (an admin's, after it was credited): nothing to follow.
    if (!state && event.type === 'WalletRefunded') return undefined;
    const flow: LiveGiftFlow = state ?? { giftId: '', debit: undefined, sent: undefined, voided: false, earned: false, refunded: false };
    switch (event.type) {
      case 'WalletDebited': {
        const { transactionId, amount, source } = event.data as WalletDebited;
        const userId = event.streamName.slice(WALLET_STREAM_PREFIX.length);
        return { ...flow, giftId: source.id, debit: { userId, transactionId, amount, at: Date.parse(event.recordedAt) } };
      }
      case 'WalletRefunded':
        return { ...flow, giftId: (event.data as WalletRefunded).source.id, refunded: true };
      case 'LiveGiftSent': {
        const sent = event.data as LiveGiftSent;
        return { ...flow, giftId: sent.giftId, sent };
      }
      case 'LiveGiftVoided':
        return { ...flow, giftId: (event.data as { giftId: string }).giftId, voided: true };
      case 'AstrologerGiftEarned':
        return { ...flow, giftId: (event.data as AstrologerGiftEarned).giftId, earned: true };
      default:
        return flow;
    }
  },
  next(state, now) {
    if (!state) return undefined;
    if (state.sent && !state.earned) return { type: 'CreditGiftEarning', gift: state.sent };
    const { debit } = state;
    if (!debit) return undefined;
    if (state.voided && !state.refunded) return { type: 'RefundVoidedGift', giftId: state.giftId, userId: debit.userId, transactionId: debit.transactionId, amount: debit.amount };
    if (!state.sent && !state.voided && now.getTime() - debit.at >= graceMs) return { type: 'VoidGift', giftId: state.giftId, walletTransactionId: debit.transactionId };
    return undefined;
  },
  done: (state) => state === undefined || (state.sent !== undefined && state.earned) || (state.voided && state.refunded),
});
