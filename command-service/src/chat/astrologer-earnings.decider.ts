import { earningReversalOf, type AstrologerEarned, type AstrologerEarningReversed, type AstrologerEarningsEvent, type AstrologerGiftEarned, type RefundRuleCode } from '@nakshatra/contracts';
import type { Decider } from '../shared/decider.js';

/** What a paid minute earned the astrologer, by its debit: what a refund of it takes back is worked out from this. */
type MinuteEarning = Pick<AstrologerEarned, 'sessionId' | 'minute' | 'gross' | 'amount'>;

/**
 * What an astrologer earned (`astrologer-earnings-<astrologerId>`): one event per paid minute, one
 * per gift received on air, and one per refund of a minute the astrologer bears (an automatic
 * refund rule, or support or an admin finding them at fault: docs/support.md, "Who bears a refund").
 * `evolve` adds to the maps and sets in place (a busy astrologer folds thousands of minutes); each
 * state has one owner.
 */
export interface EarningsState {
  readonly total: number;
  /** `<sessionId>/<minute>` of every minute credited: the idempotency of a credit. */
  readonly minutes: Set<string>;
  /** Each credited minute's earning by its debit's wallet transaction id: what a reversal is taken from. */
  readonly byDebit: Map<string, MinuteEarning>;
  /** The gifts credited (their `giftId`). */
  readonly gifts: Set<string>;
  /** The refunds whose earning was taken back (their `refundTransactionId`): the idempotency of a reversal. */
  readonly reversals: Set<string>;
}

const minuteKey = (sessionId: string, minute: number) => `${sessionId}/${minute}`;

/** A refund of a minute's debit that the astrologer bears; `rule` when an automatic rule gave it. */
export interface EarningReversal {
  readonly debitId: string;
  readonly refundTransactionId: string;
  /** Paise the refund returned of the debit. */
  readonly refunded: number;
  readonly rule?: RefundRuleCode;
}

export type EarningsCommand =
  | { readonly type: 'Credit'; readonly earning: AstrologerEarned }
  | { readonly type: 'CreditGift'; readonly earning: AstrologerGiftEarned }
  | ({ readonly type: 'Reverse' } & EarningReversal);

function reverse(state: EarningsState, command: EarningReversal): AstrologerEarningsEvent[] {
  if (state.reversals.has(command.refundTransactionId)) return [];
  const earning = state.byDebit.get(command.debitId);
  // A minute is credited right after its debit (docs/chat.md); a refund that gets here first waits for the credit (the workflow tries again).
  if (!earning) throw new Error(`The minute paid by ${command.debitId} was never credited.`);
  const reversed: AstrologerEarningReversed = {
    sessionId: earning.sessionId,
    minute: earning.minute,
    walletTransactionId: command.debitId,
    refundTransactionId: command.refundTransactionId,
    amount: earningReversalOf(earning, command.refunded),
    ...(command.rule ? { rule: command.rule } : {}),
  };
  return [{ type: 'AstrologerEarningReversed', data: reversed }];
}

export const earningsDecider: Decider<EarningsState, EarningsCommand, AstrologerEarningsEvent> = {
  initialState: () => ({ total: 0, minutes: new Set(), byDebit: new Map(), gifts: new Set(), reversals: new Set() }),
  evolve(state, event) {
    switch (event.type) {
      case 'AstrologerGiftEarned':
        state.gifts.add(event.data.giftId);
        return { ...state, total: state.total + event.data.amount };
      case 'AstrologerEarned': {
        const { sessionId, minute, gross, amount, walletTransactionId } = event.data;
        state.minutes.add(minuteKey(sessionId, minute));
        state.byDebit.set(walletTransactionId, { sessionId, minute, gross, amount });
        return { ...state, total: state.total + amount };
      }
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
      case 'Reverse':
        return reverse(state, command);
    }
  },
};
