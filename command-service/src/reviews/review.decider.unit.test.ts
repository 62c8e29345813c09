import type { ChatEvent, ReviewEvent } from '@nakshatra/contracts';
import { HttpError } from '@nakshatra/platform';
import { describe, expect, it } from 'vitest';
import { chatDecider, type ChatState } from '../chat/chat.decider.js';
import { givenWhen } from '../shared/testing/given-when.js';
import { reviewDecider, type ReviewCommand } from './review.decider.js';

const given = givenWhen(reviewDecider);
const sessionId = '33333333-3333-4333-8333-333333333333';
const customerId = '11111111-1111-5111-8111-111111111111';
const astrologerUserId = '22222222-2222-5222-8222-222222222222';
const astrologerId = '55555555-5555-4555-8555-555555555555';
const stranger = '44444444-4444-5444-8444-444444444444';
const t0 = new Date('2026-11-23T10:00:00.000Z');

const requested: ChatEvent = {
  type: 'ChatRequested',
  data: {
    sessionId,
    customerId,
    astrologerId,
    astrologerUserId,
    pricePerMin: 20_00,
    intake: { name: 'Asha  kulkarni', birthDate: '1990-04-01', birthTime: null, birthPlace: 'Pune' },
    freeMinutes: 0,
    requestedAt: t0.toISOString(),
  },
};
const accepted: ChatEvent = { type: 'ChatAccepted', data: { acceptedAt: t0.toISOString() } };
const ended: ChatEvent = { type: 'ChatEnded', data: { by: 'customer', reason: null, endedAt: t0.toISOString(), durationSeconds: 120, totalBilled: 40_00 } };
const withdrawn: ChatEvent = { type: 'ChatEnded', data: { by: 'customer', reason: null, endedAt: t0.toISOString(), durationSeconds: 0, totalBilled: 0 } };
const chatOf = (events: ChatEvent[]): ChatState => events.reduce(chatDecider.evolve, chatDecider.initialState());

const create = (chat: ChatState, userId = customerId, comment: string | null = 'Very helpful'): ReviewCommand => ({ type: 'Create', userId, chat, rating: 4, comment, at: t0 });
const created: ReviewEvent = {
  type: 'ReviewCreated',
  data: { reviewId: sessionId, sessionId, astrologerId, customerId, customerName: 'Asha K.', rating: 4, comment: 'Very helpful', createdAt: t0.toISOString() },
};
const moderate = (status: 'published' | 'hidden', reason: string | null = null): ReviewCommand => ({ type: 'Moderate', status, reason, at: t0 });
/** A refusal as its status and code (docs/refusals.md); events as they are. */
const refusal = (result: ReviewEvent[] | HttpError) => (result instanceof HttpError ? [result.status, result.code] : result);

describe('review decider: creating', () => {
  it('records the review of an ended consultation by its customer, named by first name and initial', () => {
    expect(given([]).when(create(chatOf([requested, accepted, ended])))).toEqual([created]);
  });

  it('refuses a second review of the same session with 409', () => {
    expect(refusal(given([created]).when(create(chatOf([requested, accepted, ended]))))).toEqual([409, 'review.already_reviewed']);
  });

  it('answers a stranger 404, as if the session did not exist, and a missing session 404 too', () => {
    expect(refusal(given([]).when(create(chatOf([requested, accepted, ended]), stranger)))).toEqual([404, 'chat.not_found']);
    expect(refusal(given([]).when(create(chatOf([]))))).toEqual([404, 'chat.not_found']);
  });

  it('refuses the astrologer: only the customer reviews', () => {
    expect(refusal(given([]).when(create(chatOf([requested, accepted, ended]), astrologerUserId)))).toEqual([403, 'review.customer_only']);
  });

  it('refuses a session that has not ended, and a request the customer withdrew (never accepted)', () => {
    const notEnded = [409, 'review.not_ended'];
    expect(refusal(given([]).when(create(chatOf([requested, accepted]))))).toEqual(notEnded);
    expect(refusal(given([]).when(create(chatOf([requested, withdrawn]))))).toEqual(notEnded);
    expect(refusal(given([]).when(create(chatOf([requested, { type: 'ChatRejected', data: { by: 'system', reason: 'timeout', rejectedAt: t0.toISOString() } }]))))).toEqual(notEnded);
  });

  it('keeps a rating without a comment as null', () => {
    const [event] = given([]).when(create(chatOf([requested, accepted, ended]), customerId, null)) as ReviewEvent[];
    expect(event!.data).toMatchObject({ comment: null });
  });
});

describe('review decider: moderation', () => {
  const moderated = { reviewId: sessionId, astrologerId, rating: 4, reason: 'Abusive language', at: t0.toISOString() };

  it('hides a published review, carrying the astrologer and rating for the read models', () => {
    expect(given([created]).when(moderate('hidden', 'Abusive language'))).toEqual([{ type: 'ReviewHidden', data: moderated }]);
  });

  it('publishes a hidden review again', () => {
    expect(given([created, { type: 'ReviewHidden', data: moderated }]).when(moderate('published'))).toEqual([{ type: 'ReviewPublished', data: { ...moderated, reason: null } }]);
  });

  it('writes nothing when the review already has that status', () => {
    expect(given([created]).when(moderate('published'))).toEqual([]);
    expect(given([created, { type: 'ReviewHidden', data: moderated }]).when(moderate('hidden'))).toEqual([]);
  });

  it('answers 404 for a review that does not exist', () => {
    expect(refusal(given([]).when(moderate('hidden')))).toEqual([404, 'review.not_found']);
  });
});
