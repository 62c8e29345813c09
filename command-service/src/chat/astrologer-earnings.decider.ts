import type { AstrologerEarned, AstrologerEarningsEvent, AstrologerGiftEarned } from '@nakshatra/contracts';
import type { Decider } from '../shared/decider.js';

/**
 * What an astrologer earned (`astrologer-earnings-<astrologerId>`): one event per paid minute, and
 * one per gift received on air. `evolve` adds to the sets in place (a busy astrologer folds
 * thousands of minutes); each state has one owner.
 */
export interface EarningsState {
  readonly total: number;
  /** `<sessionId>/<minute>` of every minute credited: the idempotency of a credit. */
  readonly minutes: Set<string>;
  /** The gifts credited (their `giftId`). */
  readonly gifts: Set<string>;
}

const minuteKey = (sessionId: string, minute: number) => `${sessionId}/${minute}`;

export type EarningsCommand = { readonly type: 'Credit'; readonly earning: AstrologerEarned } | { readonly type: 'CreditGift'; readonly earning: AstrologerGiftEarned };

export const earningsDecider: Decider<EarningsState, EarningsCommand, AstrologerEarningsEvent> = {
  initialState: () => ({ total: 0, minutes: new Set(), gifts: new Set() }),
  evolve(state, event) {
    if (event.type === 'AstrologerGiftEarned') state.gifts.add(event.data.giftId);
    else state.minutes.add(minuteKey(event.data.sessionId, event.data.minute));
    return { ...state, total: state.total + event.data.amount };
  },
  decide(command, state) {
    if (command.type === 'CreditGift') return state.gifts.has(command.earning.giftId) ? [] : [{ type: 'AstrologerGiftEarned', data: command.earning }];
    return state.minutes.has(minuteKey(command.earning.sessionId, command.earning.minute)) ? [] : [{ type: 'AstrologerEarned', data: command.earning }];
  },
};
