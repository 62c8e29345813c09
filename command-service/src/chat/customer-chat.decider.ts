import type { CustomerChatEvent } from '@nakshatra/contracts';
import type { Decider } from '../shared/decider.js';

/**
 * A customer's chat facts (`customer-chat-<userId>`): which session holds the free first chat.
 * Its own stream, not the wallet: the free chat is not money, and a claim taken with the stream's
 * expected revision means two requests sent at once cannot both be free.
 */
export interface CustomerChatState {
  /** The session that took the free chat; null while it is unused (or was given back). */
  readonly freeChatSession: string | null;
}

export type CustomerChatCommand = { readonly type: 'ClaimFreeChat'; readonly sessionId: string } | { readonly type: 'ReleaseFreeChat'; readonly sessionId: string };

export const customerChatDecider: Decider<CustomerChatState, CustomerChatCommand, CustomerChatEvent> = {
  initialState: () => ({ freeChatSession: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'FreeChatClaimed':
        return { freeChatSession: event.data.sessionId };
      case 'FreeChatReleased':
        return state.freeChatSession === event.data.sessionId ? { freeChatSession: null } : state;
    }
  },
  /** A claim answers nothing when the free chat is taken: the request is then a paid one. */
  decide(command, state) {
    switch (command.type) {
      case 'ClaimFreeChat':
        return state.freeChatSession === null ? [{ type: 'FreeChatClaimed', data: { sessionId: command.sessionId } }] : [];
      case 'ReleaseFreeChat':
        return state.freeChatSession === command.sessionId ? [{ type: 'FreeChatReleased', data: { sessionId: command.sessionId } }] : [];
    }
  },
};
