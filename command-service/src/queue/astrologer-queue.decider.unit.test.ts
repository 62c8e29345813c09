import type { QueueEvent } from '@nakshatra/contracts';
import { HttpError } from '@nakshatra/platform';
import { describe, expect, it } from 'vitest';
import { givenWhen } from '../shared/testing/given-when.js';
import { astrologerQueueDecider, positionOf, type AstrologerQueueCommand } from './astrologer-queue.decider.js';

const given = givenWhen(astrologerQueueDecider);
const LIVE = 'live-1';
const t0 = new Date('2026-11-27T10:00:00.000Z');
const after = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const intake = { name: 'Asha', birthDate: '1990-01-01', birthTime: null, birthPlace: 'Pune' };
const live = { source: 'live' as const, liveSessionId: LIVE };
const waitlist = { source: 'consultation' as const, liveSessionId: null };

const joined = (entryId: string, customerId: string, scope: { source: 'live' | 'consultation'; liveSessionId: string | null } = live, at = 0): QueueEvent => ({
  type: 'QueueJoined',
  data: { entryId, astrologerId: 'a1', customerId, ...scope, intake: scope.source === 'live' ? intake : null, pricePerMin: 3000, joinedAt: after(at).toISOString() },
});
const join = (entryId: string, customerId: string, balance = 15_000, scope: { source: 'live' | 'consultation'; liveSessionId: string | null } = live): AstrologerQueueCommand => ({
  type: 'Join',
  entryId,
  astrologerId: 'a1',
  customerId,
  scope,
  intake: scope.source === 'live' ? intake : null,
  pricePerMin: 3000,
  balance,
  at: t0,
});
const turnStarted = (entryId: string, chatSessionId: string): QueueEvent => ({ type: 'QueueTurnStarted', data: { entryId, liveSessionId: LIVE, chatSessionId, startedAt: t0.toISOString() } });
const offered = (entryId: string, customerId: string): QueueEvent => ({ type: 'QueueOffered', data: { entryId, customerId, offeredAt: t0.toISOString(), expiresAt: after(60).toISOString() } });
const code = (result: unknown[] | HttpError) => (result instanceof HttpError ? result.code : 'ok');
const stateOf = (events: QueueEvent[]) => events.reduce(astrologerQueueDecider.evolve, astrologerQueueDecider.initialState());

describe('astrologer queue: live turns', () => {
  it('joins a viewer who can pay for 5 minutes at the call price, and refuses one who cannot', () => {
    expect(given([]).when(join('e1', 'c1'))).toEqual([joined('e1', 'c1')]);
    const refused = given([]).when(join('e1', 'c1', 14_999));
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).code).toBe('wallet.insufficient_balance');
    expect((refused as HttpError).params).toEqual({ balance: 14_999, needed: 15_000 });
  });

  it('appends nothing when the viewer is already in the line (a second tab)', () => {
    expect(given([joined('e1', 'c1')]).when(join('e2', 'c1'))).toEqual([]);
  });

  it('keeps the order of joining: positions 1, 2, and the next one moves up when the first leaves', () => {
    const events = [joined('e1', 'c1'), joined('e2', 'c2', live, 5)];
    expect(positionOf(stateOf(events), events[1]!.data as never)).toBe(2);
    const left: QueueEvent = { type: 'QueueLeft', data: { entryId: 'e1', liveSessionId: LIVE, by: 'customer', reason: 'left', leftAt: after(9).toISOString() } };
    expect(positionOf(stateOf([...events, left]), events[1]!.data as never)).toBe(1);
  });

  it('lets a customer leave their own waiting entry, once; a stranger is told it does not exist', () => {
    const leave = (customerId: string): AstrologerQueueCommand => ({ type: 'Leave', entryId: 'e1', customerId, by: 'customer', reason: 'left', at: after(1) });
    expect(given([joined('e1', 'c1')]).when(leave('c1'))).toEqual([{ type: 'QueueLeft', data: { entryId: 'e1', liveSessionId: LIVE, by: 'customer', reason: 'left', leftAt: after(1).toISOString() } }]);
    expect(code(given([joined('e1', 'c1')]).when(leave('c2')))).toBe('queue.entry_not_found');
    const left: QueueEvent = { type: 'QueueLeft', data: { entryId: 'e1', liveSessionId: LIVE, by: 'customer', reason: 'left', leftAt: after(1).toISOString() } };
    expect(given([joined('e1', 'c1'), left]).when(leave('c1'))).toEqual([]);
  });

  it('takes the first waiting viewer, one turn at a time; the same turn again appends nothing', () => {
    const start = (chatSessionId: string): AstrologerQueueCommand => ({ type: 'StartTurn', liveSessionId: LIVE, chatSessionId, at: t0 });
    expect(given([joined('e1', 'c1'), joined('e2', 'c2')]).when(start('chat-1'))).toEqual([turnStarted('e1', 'chat-1')]);
    expect(given([joined('e1', 'c1'), turnStarted('e1', 'chat-1')]).when(start('chat-1'))).toEqual([]);
    expect(code(given([joined('e1', 'c1'), joined('e2', 'c2'), turnStarted('e1', 'chat-1')]).when(start('chat-2')))).toBe('queue.turn_in_progress');
    expect(code(given([]).when(start('chat-1')))).toBe('queue.empty');
  });

  it('ends a turn by its call, once; a turn in progress cannot be left; a refused call lets the entry go as turn_refused', () => {
    const events = [joined('e1', 'c1'), turnStarted('e1', 'chat-1')];
    const end: AstrologerQueueCommand = { type: 'EndTurn', chatSessionId: 'chat-1', callRefused: false, at: after(90) };
    const ended: QueueEvent = { type: 'QueueTurnEnded', data: { entryId: 'e1', liveSessionId: LIVE, chatSessionId: 'chat-1', callRefused: false, endedAt: after(90).toISOString() } };
    expect(given(events).when(end)).toEqual([ended]);
    expect(given([...events, ended]).when(end)).toEqual([]);
    expect(code(given(events).when({ type: 'Leave', entryId: 'e1', customerId: 'c1', by: 'customer', reason: 'left', at: t0 }))).toBe('queue.turn_in_progress');
    const refused = given(events).when({ ...end, callRefused: true }) as QueueEvent[];
    expect(stateOf([...events, ...refused]).finished.get('e1')).toMatchObject({ status: 'left', reason: 'turn_refused', chatSessionId: null });
  });

  it('closes a live session: lets everyone waiting go and names the turn to end; closing again appends nothing', () => {
    const events = [joined('e1', 'c1'), joined('e2', 'c2'), joined('w1', 'c3', waitlist), turnStarted('e1', 'chat-1')];
    const close: AstrologerQueueCommand = { type: 'CloseLive', liveSessionId: LIVE, at: after(5) };
    const closed = given(events).when(close) as QueueEvent[];
    expect(closed).toEqual([
      { type: 'QueueLeft', data: { entryId: 'e2', liveSessionId: LIVE, by: 'system', reason: 'live_ended', leftAt: after(5).toISOString() } },
      { type: 'QueueLiveClosed', data: { liveSessionId: LIVE, turnChatSessionId: 'chat-1', closedAt: after(5).toISOString() } },
    ]);
    const turnEnded: QueueEvent = { type: 'QueueTurnEnded', data: { entryId: 'e1', liveSessionId: LIVE, chatSessionId: 'chat-1', callRefused: false, endedAt: after(6).toISOString() } };
    expect(given([...events, ...closed, turnEnded]).when(close)).toEqual([]);
  });
});

describe('astrologer queue: the waitlist', () => {
  it('joins without a balance check (the consultation request checks it), in its own line apart from live', () => {
    expect(given([joined('e1', 'c1')]).when(join('w1', 'c1', 0, waitlist))).toEqual([joined('w1', 'c1', waitlist)]);
    expect(positionOf(stateOf([joined('e1', 'c9'), joined('w1', 'c1', waitlist)]), joined('w1', 'c1', waitlist).data as never)).toBe(1);
  });

  it('offers the first waiting customer for 60 s, one offer at a time', () => {
    const events = [joined('w1', 'c1', waitlist), joined('w2', 'c2', waitlist)];
    expect(given(events).when({ type: 'Offer', at: t0 })).toEqual([offered('w1', 'c1')]);
    expect(given([...events, offered('w1', 'c1')]).when({ type: 'Offer', at: t0 })).toEqual([]);
    expect(given([]).when({ type: 'Offer', at: t0 })).toEqual([]);
  });

  it('lets an offer lapse only once its 60 s have passed; the next one is then offered', () => {
    const events = [joined('w1', 'c1', waitlist), joined('w2', 'c2', waitlist), offered('w1', 'c1')];
    expect(given(events).when({ type: 'ExpireOffer', entryId: 'w1', at: after(59.999), astrologerAvailable: true })).toEqual([]);
    const lapsed = given(events).when({ type: 'ExpireOffer', entryId: 'w1', at: after(60), astrologerAvailable: true }) as QueueEvent[];
    expect(lapsed).toEqual([{ type: 'QueueLeft', data: { entryId: 'w1', liveSessionId: null, by: 'system', reason: 'offer_expired', leftAt: after(60).toISOString() } }]);
    expect(given([...events, ...lapsed]).when({ type: 'Offer', at: after(61) })).toEqual([{ ...offered('w2', 'c2'), data: { entryId: 'w2', customerId: 'c2', offeredAt: after(61).toISOString(), expiresAt: after(121).toISOString() } }]);
  });

  it('puts the customer back first in line when the astrologer could not have taken the consultation as the offer lapsed', () => {
    const events = [joined('w1', 'c1', waitlist), joined('w2', 'c2', waitlist), offered('w1', 'c1')];
    const withdrawn = given(events).when({ type: 'ExpireOffer', entryId: 'w1', at: after(60), astrologerAvailable: false }) as QueueEvent[];
    expect(withdrawn).toEqual([{ type: 'QueueOfferWithdrawn', data: { entryId: 'w1', withdrawnAt: after(60).toISOString() } }]);
    // Once the astrologer is free again, the offer goes to the same customer.
    expect(given([...events, ...withdrawn]).when({ type: 'Offer', at: after(600) })).toMatchObject([{ type: 'QueueOffered', data: { entryId: 'w1', customerId: 'c1' } }]);
  });

  it('takes the offer for its customer only, once', () => {
    const events = [joined('w1', 'c1', waitlist), offered('w1', 'c1')];
    const take = (customerId: string): AstrologerQueueCommand => ({ type: 'TakeOffer', customerId, chatSessionId: 'chat-9', at: after(10) });
    expect(given(events).when(take('c1'))).toEqual([{ type: 'QueueOfferTaken', data: { entryId: 'w1', chatSessionId: 'chat-9', takenAt: after(10).toISOString() } }]);
    expect(given(events).when(take('c2'))).toEqual([]);
  });
});
