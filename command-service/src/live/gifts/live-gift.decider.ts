import type { LiveGiftEvent, LiveGiftSent, LiveGiftVoided } from '@nakshatra/contracts';
import { refuse } from '@nakshatra/platform';
import type { Decider } from '../../shared/decider.js';

/**
 * One gift sent on air (`gift-<giftId>`): recorded once, after its debit; or voided, when its
 * debit was never followed by the record (the live-gift workflow). Recording and voiding meet on
 * this one stream, so exactly one of them happens however the request and the workflow race.
 */
export type LiveGiftState = { readonly status: 'absent' } | { readonly status: 'sent'; readonly gift: LiveGiftSent } | { readonly status: 'voided'; readonly voided: LiveGiftVoided };

export type LiveGiftCommand = { readonly type: 'RecordGift'; readonly gift: LiveGiftSent } | { readonly type: 'VoidGift'; readonly giftId: string; readonly walletTransactionId: string; readonly at: Date };

export const liveGiftDecider: Decider<LiveGiftState, LiveGiftCommand, LiveGiftEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    switch (event.type) {
      case 'LiveGiftSent':
        return { status: 'sent', gift: event.data };
      case 'LiveGiftVoided':
        return state.status === 'sent' ? state : { status: 'voided', voided: event.data };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordGift':
        if (state.status === 'voided') throw refuse('live.gift_voided');
        return state.status === 'sent' ? [] : [{ type: 'LiveGiftSent', data: command.gift }];
      case 'VoidGift':
        // Recorded meanwhile (the request got there first): it went on air, nothing to undo.
        return state.status === 'absent' ? [{ type: 'LiveGiftVoided', data: { giftId: command.giftId, walletTransactionId: command.walletTransactionId, voidedAt: command.at.toISOString() } }] : [];
    }
  },
};
