import type { AstrologerAccountLinked } from '@nakshatra/contracts';
import type { Decider, DomainEvent } from '../shared/decider.js';

export type AstrologerAccountEvent = DomainEvent<'AstrologerAccountLinked', AstrologerAccountLinked>;
export type AstrologerAccountCommand = { readonly type: 'LinkAstrologer' } & AstrologerAccountLinked;

/**
 * Which astrologer record a user account has (`astrologer.user-<userId>`). The first application
 * links a new id; later ones, and a racing second request, find the one already linked (the
 * expected revision lets only one link win).
 */
export const astrologerAccountDecider: Decider<{ readonly astrologerId: string | undefined }, AstrologerAccountCommand, AstrologerAccountEvent> = {
  initialState: () => ({ astrologerId: undefined }),
  evolve: (state, event) => ({ astrologerId: state.astrologerId ?? event.data.astrologerId }),
  decide: ({ type: _type, ...link }, state) => (state.astrologerId ? [] : [{ type: 'AstrologerAccountLinked', data: link }]),
};
