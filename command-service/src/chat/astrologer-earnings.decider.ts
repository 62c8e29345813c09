import type { AstrologerEarned, AstrologerEarningsEvent } from '@nakshatra/contracts';
import type { Decider } from '../shared/decider.js';

/**
 * What an astrologer earned (`astrologer-earnings-<astrologerId>`), one event per paid minute.
 * `evolve` adds to the set in place (a busy astrologer folds thousands of minutes); each state has one owner.
 */
export interface EarningsState {
  readonly total: number;
  /** `<sessionId>/<minute>` of every minute credited: the idempotency of a credit. */
  readonly minutes: Set<string>;
}

const minuteKey = (sessionId: string, minute: number) => `${sessionId}/${minute}`;

export type EarningsCommand = { readonly type: 'Credit'; readonly earning: AstrologerEarned };

export const earningsDecider: Decider<EarningsState, EarningsCommand, AstrologerEarningsEvent> = {
  initialState: () => ({ total: 0, minutes: new Set() }),
  evolve(state, event) {
    state.minutes.add(minuteKey(event.data.sessionId, event.data.minute));
    return { total: state.total + event.data.amount, minutes: state.minutes };
  },
  decide({ earning }, state) {
    return state.minutes.has(minuteKey(earning.sessionId, earning.minute)) ? [] : [{ type: 'AstrologerEarned', data: earning }];
  },
};
