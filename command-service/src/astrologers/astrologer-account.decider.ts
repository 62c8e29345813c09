import type { AstrologerAccountLinked, AstrologerAccountUnlinked } from '@nakshatra/contracts';
import type { Decider, DomainEvent } from '../shared/decider.js';

export type AstrologerAccountEvent = DomainEvent<'AstrologerAccountLinked', AstrologerAccountLinked> | DomainEvent<'AstrologerAccountUnlinked', AstrologerAccountUnlinked>;
export type AstrologerAccountCommand = ({ readonly type: 'LinkAstrologer' } & AstrologerAccountLinked) | ({ readonly type: 'UnlinkAstrologer' } & AstrologerAccountUnlinked);

/**
 * Which astrologer record a user account has (`astrologer.user-<userId>`). The first application
 * links a new id; later ones, and a racing second request, find the one already linked (the
 * expected revision lets only one link win). A link whose application never came is given back
 * (the astrologer-link workflow), and only that link.
 */
export const astrologerAccountDecider: Decider<{ readonly astrologerId: string | undefined }, AstrologerAccountCommand, AstrologerAccountEvent> = {
  initialState: () => ({ astrologerId: undefined }),
  evolve: (state, event) =>
    event.type === 'AstrologerAccountLinked' ? { astrologerId: state.astrologerId ?? event.data.astrologerId } : state.astrologerId === event.data.astrologerId ? { astrologerId: undefined } : state,
  decide({ type, ...link }, state) {
    if (type === 'LinkAstrologer') return state.astrologerId ? [] : [{ type: 'AstrologerAccountLinked', data: link }];
    return state.astrologerId === link.astrologerId ? [{ type: 'AstrologerAccountUnlinked', data: link }] : [];
  },
};
