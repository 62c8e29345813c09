import { ASTROLOGER_EARNINGS_STREAM_PREFIX, WALLET_STREAM_PREFIX, type AstrologerEarningReversed, type WalletRefunded } from '@nakshatra/contracts';
import type { EarningReversal } from '../chat/astrologer-earnings.decider.js';
import type { Workflow } from './workflow.js';

/**
 * Takes back the astrologer's earning on a refund of their minute (AstrologerEarningReversed on
 * `astrologer-earnings-<id>`, worked out by the earnings decider and keyed by the refund). The one
 * step both flows that reverse earnings use: this one and the refund rules'.
 */
export interface ReverseEarning {
  readonly type: 'ReverseEarning';
  /** The consultation: its stream names the astrologer whose earnings are reversed. */
  readonly sessionId: string;
  readonly reversal: EarningReversal;
}

/** A refund a person decided with the astrologer bearing it, and whether its reversal is written. */
export interface AstrologerBorneRefund {
  /** The step that reverses it, once its refund is seen. */
  readonly refund: ReverseEarning | undefined;
  readonly reversed: boolean;
}

/**
 * A refund of a consultation's minute decided by a person with the astrologer at fault
 * (`WalletRefunded.borneBy: 'astrologer'`: support's decision in a ticket, an admin's
 * create_refund_transaction; docs/support.md, "Who bears a refund"). The refund is written to the
 * wallet, then the earning is taken back on the astrologer's stream: a request that dies between
 * the two, or a refund that reached the wallet by the support-refund workflow, is completed here at
 * once. A rule's refunds are the refund-rules workflow's own (it records their sum on the session).
 */
export const earningReversalWorkflow: Workflow<AstrologerBorneRefund, ReverseEarning> = {
  name: 'earning-reversal',
  streams: [WALLET_STREAM_PREFIX, ASTROLOGER_EARNINGS_STREAM_PREFIX],
  keyOf(event) {
    if (event.type === 'WalletRefunded') {
      const refund = event.data as WalletRefunded;
      return refund.borneBy === 'astrologer' && !refund.rule && refund.source.kind === 'session' ? refund.transactionId : undefined;
    }
    if (event.type === 'AstrologerEarningReversed') return (event.data as AstrologerEarningReversed).refundTransactionId;
    return undefined;
  },
  initialState: () => ({ refund: undefined, reversed: false }),
  evolve(state, event) {
    if (event.type === 'AstrologerEarningReversed') return { ...state, reversed: true };
    const { transactionId, refundOf, amount, source } = event.data as WalletRefunded;
    return { ...state, refund: { type: 'ReverseEarning', sessionId: source.id, reversal: { debitId: refundOf, refundTransactionId: transactionId, refunded: amount } } };
  },
  next: (state) => (state.refund && !state.reversed ? state.refund : undefined),
  // A reversal seen (a rule's, or this flow's own) settles its refund for good.
  done: (state) => state.reversed || state.refund === undefined,
};
