import { describe, expect, it } from 'vitest';
import { given, recorded } from '../workflows/testing/given-workflow.js';
import { liveQueueCloseWorkflow } from './live-queue-close.workflow.js';
import { queueTurnWorkflow } from './queue-turn.workflow.js';
import { waitlistOfferWorkflow } from './waitlist-offer.workflow.js';

const LIVE = 'l-1';
const CALL = 'c-1';
const ASTROLOGER = 'a-1';
const t0 = Date.parse('2026-11-27T10:00:00.000Z');
const at = (seconds: number) => new Date(t0 + seconds * 1000).toISOString();
const line = `queue-live-${LIVE}`;

const joined = (entryId: string) => recorded(line, 'QueueJoined', { entryId, liveSessionId: LIVE }, at(0));
const turnStarted = recorded(line, 'QueueTurnStarted', { entryId: 'e1', liveSessionId: LIVE, chatSessionId: CALL, startedAt: at(1) }, at(1));
const turnEnded = recorded(line, 'QueueTurnEnded', { entryId: 'e1', liveSessionId: LIVE, chatSessionId: CALL, callRefused: false, endedAt: at(90) }, at(90));
const call = (type: string, second: number) => recorded(`chat-${CALL}`, type, { sessionId: CALL }, at(second));
const liveStarted = recorded(`live-${LIVE}`, 'LiveSessionStarted', { startedAt: at(0) }, at(0));
const liveEnded = recorded(`live-${LIVE}`, 'LiveSessionEnded', { by: 'astrologer', reason: null, endedAt: at(100), durationSeconds: 100 }, at(100));
const liveClosed = (turn: string | null) => recorded(line, 'QueueLiveClosed', { liveSessionId: LIVE, turnChatSessionId: turn, closedAt: at(101) }, at(101));

describe('queue-turn workflow', () => {
  it('makes the call of a turn claimed on the line with none (a crash after QueueTurnStarted), and of one requested but not accepted', () => {
    expect(given(queueTurnWorkflow, [turnStarted]).when(CALL, at(1))).toEqual({ type: 'OpenTurnCall', liveSessionId: LIVE, chatSessionId: CALL });
    expect(given(queueTurnWorkflow, [turnStarted, call('ChatRequested', 1)]).when(CALL, at(1))).toEqual({ type: 'OpenTurnCall', liveSessionId: LIVE, chatSessionId: CALL });
  });

  it('asks nothing of a turn whose call runs', () => {
    expect(given(queueTurnWorkflow, [turnStarted, call('ChatRequested', 1), call('ChatAccepted', 1)]).when(CALL, at(30))).toBeUndefined();
  });

  it('ends the turn once its call is over (a crash before QueueTurnEnded); a call never accepted ends it refused', () => {
    const over = [turnStarted, call('ChatRequested', 1), call('ChatAccepted', 1), call('ChatEnded', 90)];
    expect(given(queueTurnWorkflow, over).when(CALL, at(90))).toEqual({ type: 'EndTurn', liveSessionId: LIVE, chatSessionId: CALL, callRefused: false });
    expect(given(queueTurnWorkflow, [turnStarted, call('ChatRequested', 1), call('ChatRejected', 61)]).when(CALL, at(61))).toEqual({ type: 'EndTurn', liveSessionId: LIVE, chatSessionId: CALL, callRefused: true });
    expect(given(queueTurnWorkflow, [...over, turnEnded]).done(CALL)).toBe(true);
  });

  it('ends the call still running when the live session closed under it', () => {
    expect(given(queueTurnWorkflow, [turnStarted, call('ChatRequested', 1), call('ChatAccepted', 1), liveClosed(CALL)]).when(CALL, at(101))).toEqual({ type: 'EndTurnCall', chatSessionId: CALL });
  });

  it('ends, refused, a turn whose line closed before its call was made: the session is over, so no call will be', () => {
    expect(given(queueTurnWorkflow, [turnStarted, liveClosed(CALL)]).when(CALL, at(5))).toEqual({ type: 'EndTurn', liveSessionId: LIVE, chatSessionId: CALL, callRefused: true });
    expect(given(queueTurnWorkflow, [turnStarted, liveClosed(CALL), turnEnded]).done(CALL)).toBe(true);
  });

  it('forgets at once a chat that is no turn', () => {
    expect(given(queueTurnWorkflow, [recorded('chat-other', 'ChatRequested', {}, at(0))]).done('other')).toBe(true);
  });
});

describe('live-queue-close workflow', () => {
  it('asks nothing while the session is on air', () => {
    expect(given(liveQueueCloseWorkflow, [liveStarted, joined('e1'), joined('e2')]).when(LIVE, at(50))).toBeUndefined();
  });

  it('closes the line of a session that is over with viewers waiting or a turn running (a crash before, or a join racing the end)', () => {
    expect(given(liveQueueCloseWorkflow, [joined('e1'), liveEnded]).when(LIVE, at(100))).toEqual({ type: 'CloseLiveQueue', liveSessionId: LIVE });
    expect(given(liveQueueCloseWorkflow, [joined('e1'), turnStarted, liveEnded]).when(LIVE, at(100))).toEqual({ type: 'CloseLiveQueue', liveSessionId: LIVE });
    const closed = [joined('e1'), joined('e2'), turnStarted, liveEnded, recorded(line, 'QueueLeft', { entryId: 'e2' }, at(101)), liveClosed(CALL)];
    expect(given(liveQueueCloseWorkflow, closed).when(LIVE, at(101))).toBeUndefined();
    expect(given(liveQueueCloseWorkflow, closed).done(LIVE)).toBe(true);
  });

  it('forgets a session nobody queued in at its end', () => {
    expect(given(liveQueueCloseWorkflow, [liveStarted, liveEnded]).done(LIVE)).toBe(true);
  });

  it('closes, if the session says it is over, a line joined after its session was forgotten (the join raced the end)', () => {
    const late = given(liveQueueCloseWorkflow, [joined('e1')]);
    expect(late.when(LIVE, at(101))).toEqual({ type: 'CloseLiveQueue', liveSessionId: LIVE, ifSessionOver: true });
    expect(late.done(LIVE)).toBe(false);
  });
});

describe('waitlist-offer workflow', () => {
  const waitlist = `queue-waitlist-${ASTROLOGER}`;
  const wJoined = (entryId: string) => recorded(waitlist, 'QueueJoined', { entryId }, at(0));
  const offered = recorded(waitlist, 'QueueOffered', { entryId: 'w1', customerId: 'c', offeredAt: at(10), expiresAt: at(70) }, at(10));

  it('asks for an offer while customers wait and none is out (the step looks whether the astrologer is free)', () => {
    expect(given(waitlistOfferWorkflow, [wJoined('w1')]).when(ASTROLOGER, at(5))).toEqual({ type: 'OfferWaitlist', astrologerId: ASTROLOGER });
  });

  it('lets an offer lapse after its 60 s, not before, then offers the next', () => {
    const events = [wJoined('w1'), wJoined('w2'), offered];
    expect(given(waitlistOfferWorkflow, events).when(ASTROLOGER, at(69.999))).toBeUndefined();
    expect(given(waitlistOfferWorkflow, events).when(ASTROLOGER, at(70))).toEqual({ type: 'ExpireOffer', astrologerId: ASTROLOGER, entryId: 'w1' });
    const lapsed = recorded(waitlist, 'QueueLeft', { entryId: 'w1', reason: 'offer_expired' }, at(70));
    expect(given(waitlistOfferWorkflow, [...events, lapsed]).when(ASTROLOGER, at(71))).toEqual({ type: 'OfferWaitlist', astrologerId: ASTROLOGER });
  });

  it('asks for an offer again after one withdrawn (the astrologer could not take it): its customer waits first again', () => {
    const withdrawn = recorded(waitlist, 'QueueOfferWithdrawn', { entryId: 'w1' }, at(70));
    expect(given(waitlistOfferWorkflow, [wJoined('w1'), offered, withdrawn]).when(ASTROLOGER, at(71))).toEqual({ type: 'OfferWaitlist', astrologerId: ASTROLOGER });
  });

  it('is done when the offer is taken and nobody waits', () => {
    const taken = recorded(waitlist, 'QueueOfferTaken', { entryId: 'w1', chatSessionId: 'c' }, at(20));
    expect(given(waitlistOfferWorkflow, [wJoined('w1'), offered, taken]).done(ASTROLOGER)).toBe(true);
  });
});
