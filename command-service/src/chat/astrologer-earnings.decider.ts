import type { AstrologerEarned, AstrologerEarningReversed, AstrologerEarningsEvent, AstrologerGiftEarned } from '@nakshatra/contracts';
import type { Decider } from '../shared/decider.js';

/**
 * What an astrologer earned (`astrologer-earnings-<astrologerId>`): one event per paid minute, one
 * per gift received on air, and one per minute taken back when its debit was refunded by an
 * automatic refund rule (docs/refund-rules.md). `evolve` adds to the sets in place (a busy
 * astrologer folds thousands of minutes); each state has one owner.
 */
export interface EarningsState {
  readonly total: number;
  /** `<sessionId>/<minute>` of every minute credited: the idempotency of a credit. */
  readonly minutes: Set<string>;
  /** The gifts credited (their `giftId`). */
  readonly gifts: Set<string>;
  /** The refunds whose earning was taken back (their `refundTransactionId`): the idempotency of a reversal. */
  readonly reversals: Set<string>;
}

const minuteKey = (sessionId: string, minute: number) => `${sessionId}/${minute}`;

export type EarningsCommand =
  | { readonly type: 'Credit'; readonly earning: AstrologerEarned }
  | { readonly type: 'CreditGift'; readonly earning: AstrologerGiftEarned }
  | { readonly type: 'Reverse'; readonly reversal: AstrologerEarningReversed };

export const earningsDecider: Decider<EarningsState, EarningsCommand, AstrologerEarningsEvent> = {
  initialState: () => ({ total: 0, minutes: new Set(), gifts: new Set(), reversals: new Set() }),
  evolve(state, event) {
    switch (event.type) {
      case 'AstrologerGiftEarned':
        state.gifts.add(event.data.giftId);
        return { ...state, total: state.total + event.data.amount };
      case 'AstrologerEarned':
        state.minutes.add(minuteKey(event.data.sessionId, event.data.minute));
        return { ...state, total: state.total + event.data.amount };
      case 'AstrologerEarningReversed':
        state.reversals.add(event.data.refundTransactionId);
        return { ...state, total: state.total - event.data.amount };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreditGift':
        return state.gifts.has(command.earning.giftId) ? [] : [{ type: 'AstrologerGiftEarned', data: command.earning }];
      case 'Credit':
        return state.minutes.has(minuteKey(command.earning.sessionId, command.earning.minute)) ? [] : [{ type: 'AstrologerEarned', data: command.earning }];
      case 'Reverse': {
        const { reversal } = command;
        if (state.reversals.has(reversal.refundTransactionId)) return [];
        // Only the refund workflow reverses, and only a minute it saw credited: anything else is a bug, never a refusal.
        if (!state.minutes.has(minuteKey(reversal.sessionId, reversal.minute))) throw new Error(`Minute ${reversal.minute} of ${reversal.sessionId} was never credited.`);
        return [{ type: 'AstrologerEarningReversed', data: reversal }];
      }
    }
  },
};
