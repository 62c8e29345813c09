import {
  CHAT_MIN_PAID_MINUTES,
  QUEUE_MAX_WAITING,
  WAITLIST_OFFER_SECONDS,
  type ChatIntake,
  type QueueEvent,
  type QueueJoined,
  type QueueLeaveReason,
  type QueueSource,
} from '@nakshatra/contracts';
import { refuse } from '@nakshatra/platform';
import type { Decider } from '../shared/decider.js';

/** An entry still in the queue: waiting, in a live turn, or offered the consultation. */
export interface ActiveEntry extends QueueJoined {
  readonly status: 'waiting' | 'in_turn' | 'offered';
  readonly chatSessionId: string | null;
  readonly offerExpiresAt: string | null;
}

/** How an entry that left the queue ended: served (`done`: its turn or consultation came) or `left` (with why). */
export interface FinishedEntry {
  readonly entry: QueueJoined;
  readonly status: 'done' | 'left';
  readonly reason: QueueLeaveReason | null;
  readonly chatSessionId: string | null;
}

/**
 * A line of the astrologer's queue (docs/waitlist.md): a live session's (`queue-live-<id>`) or the
 * waitlist (`queue-waitlist-<astrologerId>`), in the order customers joined. A live session's entries
 * wait for a paid turn, taken by the astrologer one at a time; the waitlist's are offered the
 * consultation one at a time when the astrologer is free. Finished entries are kept by id so that a retry (leaving twice, a turn ended twice) answers
 * what happened and appends nothing.
 */
export interface AstrologerQueueState {
  readonly active: readonly ActiveEntry[];
  readonly finished: ReadonlyMap<string, FinishedEntry>;
}

/** Which line an entry stands in: one per live session, and the waitlist. */
export interface QueueScope {
  readonly source: QueueSource;
  readonly liveSessionId: string | null;
}

export type AstrologerQueueCommand =
  | {
      readonly type: 'Join';
      readonly entryId: string;
      readonly astrologerId: string;
      readonly customerId: string;
      readonly scope: QueueScope;
      readonly intake: ChatIntake | null;
      readonly pricePerMin: number;
      /** The customer's balance: a live turn needs CHAT_MIN_PAID_MINUTES at the price. */
      readonly balance: number;
      readonly at: Date;
    }
  /** `customerId` set: the customer themself, who may only leave their own entry. Only a waiting or offered entry leaves; a turn ends with its call. */
  | { readonly type: 'Leave'; readonly entryId: string; readonly customerId: string | null; readonly by: 'customer' | 'astrologer' | 'system'; readonly reason: QueueLeaveReason; readonly at: Date }
  | { readonly type: 'StartTurn'; readonly liveSessionId: string; readonly chatSessionId: string; readonly at: Date }
  | { readonly type: 'EndTurn'; readonly chatSessionId: string; readonly callRefused: boolean; readonly at: Date }
  | { readonly type: 'CloseLive'; readonly liveSessionId: string; readonly at: Date }
  | { readonly type: 'Offer'; readonly at: Date }
  /** `astrologerAvailable`: whether the astrologer is online and free now; if not, the customer was never able to take the offer. */
  | { readonly type: 'ExpireOffer'; readonly entryId: string; readonly at: Date; readonly astrologerAvailable: boolean }
  | { readonly type: 'TakeOffer'; readonly customerId: string; readonly chatSessionId: string; readonly at: Date };

const inScope = (entry: QueueJoined, scope: QueueScope): boolean => entry.source === scope.source && entry.liveSessionId === scope.liveSessionId;

export const scopeOf = (entry: QueueJoined): QueueScope => ({ source: entry.source, liveSessionId: entry.liveSessionId });

/** Those waiting in a line, first first. */
export const waitingIn = (state: AstrologerQueueState, scope: QueueScope): ActiveEntry[] => state.active.filter((entry) => entry.status === 'waiting' && inScope(entry, scope));

/** 1 for the next one; 0 for an entry not waiting (in its turn, offered, or gone). */
export const positionOf = (state: AstrologerQueueState, entry: QueueJoined): number => waitingIn(state, scopeOf(entry)).findIndex((waiting) => waiting.entryId === entry.entryId) + 1;

/** The turn in progress in a live session, if any. */
export const turnOf = (state: AstrologerQueueState, liveSessionId: string): ActiveEntry | undefined =>
  state.active.find((entry) => entry.status === 'in_turn' && entry.liveSessionId === liveSessionId);

export const activeEntryOf = (state: AstrologerQueueState, customerId: string, scope: QueueScope): ActiveEntry | undefined =>
  state.active.find((entry) => entry.customerId === customerId && inScope(entry, scope));

/** The waitlist's entry holding an offer now, if any. */
export const offeredEntry = (state: AstrologerQueueState): ActiveEntry | undefined => state.active.find((entry) => entry.status === 'offered');

/**
 * Whether the waitlist keeps a free astrologer from this customer's request: someone else holds the
 * offer, or customers wait and this one is not offered (the offer comes within a tick of the astrologer
 * being free, and must not be beaten to it).
 */
export function waitlistHolds(state: AstrologerQueueState, customerId: string): boolean {
  const offer = offeredEntry(state);
  if (offer) return offer.customerId !== customerId;
  return waitingIn(state, { source: 'consultation', liveSessionId: null }).length > 0;
}

const update = (state: AstrologerQueueState, entryId: string, change: (entry: ActiveEntry) => ActiveEntry): AstrologerQueueState => ({
  ...state,
  active: state.active.map((entry) => (entry.entryId === entryId ? change(entry) : entry)),
});

const finish = (state: AstrologerQueueState, entryId: string, status: 'done' | 'left', reason: QueueLeaveReason | null, chatSessionId: string | null): AstrologerQueueState => {
  const entry = state.active.find((active) => active.entryId === entryId);
  if (!entry) return state;
  const finished = new Map(state.finished);
  const { status: _status, chatSessionId: _turn, offerExpiresAt: _offer, ...joined } = entry;
  finished.set(entryId, { entry: joined, status, reason, chatSessionId });
  return { active: state.active.filter((active) => active.entryId !== entryId), finished };
};

export const astrologerQueueDecider: Decider<AstrologerQueueState, AstrologerQueueCommand, QueueEvent> = {
  initialState: () => ({ active: [], finished: new Map() }),

  evolve(state, event) {
    switch (event.type) {
      case 'QueueJoined':
        return { ...state, active: [...state.active, { ...event.data, status: 'waiting', chatSessionId: null, offerExpiresAt: null }] };
      case 'QueueLeft':
        return finish(state, event.data.entryId, 'left', event.data.reason, null);
      case 'QueueTurnStarted':
        return update(state, event.data.entryId, (entry) => ({ ...entry, status: 'in_turn', chatSessionId: event.data.chatSessionId }));
      case 'QueueTurnEnded':
        return event.data.callRefused
          ? finish(state, event.data.entryId, 'left', 'turn_refused', null)
          : finish(state, event.data.entryId, 'done', null, event.data.chatSessionId);
      case 'QueueOffered':
        return update(state, event.data.entryId, (entry) => ({ ...entry, status: 'offered', offerExpiresAt: event.data.expiresAt }));
      case 'QueueOfferTaken':
        return finish(state, event.data.entryId, 'done', null, event.data.chatSessionId);
      case 'QueueOfferWithdrawn':
        return update(state, event.data.entryId, (entry) => ({ ...entry, status: 'waiting', offerExpiresAt: null }));
      case 'QueueLiveClosed':
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'Join': {
        const { entryId, astrologerId, customerId, scope, intake, pricePerMin, balance, at } = command;
        // Joined already (a second tab, a retry): the service answers the entry there is.
        if (activeEntryOf(state, customerId, scope)) return [];
        if (waitingIn(state, scope).length >= QUEUE_MAX_WAITING) throw refuse('queue.full', { maximum: QUEUE_MAX_WAITING });
        const needed = pricePerMin * CHAT_MIN_PAID_MINUTES;
        if (scope.source === 'live' && balance < needed) throw refuse('wallet.insufficient_balance', { balance, needed });
        return [{ type: 'QueueJoined', data: { entryId, astrologerId, customerId, source: scope.source, liveSessionId: scope.liveSessionId, intake, pricePerMin, joinedAt: at.toISOString() } }];
      }
      case 'Leave': {
        const entry = state.active.find((active) => active.entryId === command.entryId);
        const finished = state.finished.get(command.entryId);
        const owner = entry?.customerId ?? finished?.entry.customerId;
        if (owner === undefined || (command.customerId !== null && owner !== command.customerId)) throw refuse('queue.entry_not_found');
        // Gone already: leaving again changes nothing.
        if (!entry) return [];
        // A turn in progress ends with its call (hang up), not by leaving.
        if (entry.status === 'in_turn') throw refuse('queue.turn_in_progress');
        return [{ type: 'QueueLeft', data: { entryId: entry.entryId, liveSessionId: entry.liveSessionId, by: command.by, reason: command.reason, leftAt: command.at.toISOString() } }];
      }
      case 'StartTurn': {
        const current = turnOf(state, command.liveSessionId);
        if (current) {
          if (current.chatSessionId === command.chatSessionId) return [];
          throw refuse('queue.turn_in_progress');
        }
        const next = waitingIn(state, { source: 'live', liveSessionId: command.liveSessionId })[0];
        if (!next) throw refuse('queue.empty');
        return [{ type: 'QueueTurnStarted', data: { entryId: next.entryId, liveSessionId: command.liveSessionId, chatSessionId: command.chatSessionId, startedAt: command.at.toISOString() } }];
      }
      case 'EndTurn': {
        const entry = state.active.find((active) => active.status === 'in_turn' && active.chatSessionId === command.chatSessionId);
        if (!entry) return [];
        return [{ type: 'QueueTurnEnded', data: { entryId: entry.entryId, liveSessionId: entry.liveSessionId!, chatSessionId: command.chatSessionId, callRefused: command.callRefused, endedAt: command.at.toISOString() } }];
      }
      case 'CloseLive': {
        const { liveSessionId } = command;
        const waiting = waitingIn(state, { source: 'live', liveSessionId });
        const turn = turnOf(state, liveSessionId);
        if (waiting.length === 0 && !turn) return [];
        const at = command.at.toISOString();
        return [
          ...waiting.map((entry): QueueEvent => ({ type: 'QueueLeft', data: { entryId: entry.entryId, liveSessionId, by: 'system', reason: 'live_ended', leftAt: at } })),
          { type: 'QueueLiveClosed', data: { liveSessionId, turnChatSessionId: turn?.chatSessionId ?? null, closedAt: at } },
        ];
      }
      case 'Offer': {
        if (offeredEntry(state)) return [];
        const next = waitingIn(state, { source: 'consultation', liveSessionId: null })[0];
        if (!next) return [];
        const expiresAt = new Date(command.at.getTime() + WAITLIST_OFFER_SECONDS * 1000).toISOString();
        return [{ type: 'QueueOffered', data: { entryId: next.entryId, customerId: next.customerId, offeredAt: command.at.toISOString(), expiresAt } }];
      }
      case 'ExpireOffer': {
        const entry = state.active.find((active) => active.entryId === command.entryId);
        if (entry?.status !== 'offered' || command.at < new Date(entry.offerExpiresAt!)) return [];
        if (!command.astrologerAvailable) return [{ type: 'QueueOfferWithdrawn', data: { entryId: entry.entryId, withdrawnAt: command.at.toISOString() } }];
        return [{ type: 'QueueLeft', data: { entryId: entry.entryId, liveSessionId: null, by: 'system', reason: 'offer_expired', leftAt: command.at.toISOString() } }];
      }
      case 'TakeOffer': {
        const entry = offeredEntry(state);
        if (entry?.customerId !== command.customerId) return [];
        return [{ type: 'QueueOfferTaken', data: { entryId: entry.entryId, chatSessionId: command.chatSessionId, takenAt: command.at.toISOString() } }];
      }
    }
  },
};
