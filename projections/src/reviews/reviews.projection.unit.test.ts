import { randomUUID } from 'node:crypto';
import { astrologerStreamName, reviewStreamName, type AstrologerApplied, type Actor, type ReviewEvent } from '@nakshatra/contracts';
import type { NewEvent } from '@nakshatra/event-store';
import { describe, expect, it } from 'vitest';
import { astrologersProjection } from '../astrologers/astrologers.projection.js';
import { foldProjection, InMemoryLog } from '../wallet/testing/in-memory-log.js';
import { reviewsProjection } from './reviews.projection.js';

const admin: Actor = { id: randomUUID(), role: 'admin' };
const astrologerId = randomUUID();
const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString();

/** One astrologer and reviews of their sessions, in one global order. */
function world() {
  const log = new InMemoryLog();
  let minute = 0;
  const append = (stream: string, type: string, data: unknown) => {
    minute += 1;
    const event: NewEvent = { id: randomUUID(), type, data, metadata: { correlationId: randomUUID(), causationId: randomUUID(), actor: admin, occurredAt: at(minute), schemaVersion: 1 } };
    log.append(stream, [event]);
  };
  const application: AstrologerApplied = {
    astrologerId,
    userId: randomUUID(),
    phone: '9876543210',
    countryCode: '+91',
    profile: {
      name: 'Acharya Meera',
      email: 'meera@example.com',
      gender: 'female',
      dateOfBirth: '1980-02-29',
      languages: ['tamil'],
      skills: ['tarot'],
      experienceYears: 12,
      pricePerMin: 30_00,
      bio: 'Tarot and numerology for twelve years.',
      imgUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
    },
    idDocumentUrl: '/uploads/fedcba9876543210fedcba9876543210.png',
  };
  append(astrologerStreamName(astrologerId), 'AstrologerApplied', application);
  const review = (rating: number, comment: string | null = null) => {
    const sessionId = randomUUID();
    const event: ReviewEvent = {
      type: 'ReviewCreated',
      data: { reviewId: sessionId, sessionId, astrologerId, customerId: randomUUID(), customerName: 'Asha K.', rating, comment, createdAt: at(minute + 1) },
    };
    append(reviewStreamName(sessionId), event.type, event.data);
    return sessionId;
  };
  const moderate = (sessionId: string, rating: number, status: 'hidden' | 'published', reason: string | null = null) =>
    append(reviewStreamName(sessionId), status === 'hidden' ? 'ReviewHidden' : 'ReviewPublished', { reviewId: sessionId, astrologerId, rating, reason, at: at(minute + 1) });
  const astrologer = () => foldProjection(astrologersProjection, log.events).get(astrologerId)!;
  const reviews = () => foldProjection(reviewsProjection, log.events);
  return { review, moderate, astrologer, reviews };
}

describe('reviews projection', () => {
  it('keeps one row per review with its status and the moderation reason', () => {
    const { review, moderate, reviews } = world();
    const id = review(5, 'Spot on');
    expect(reviews().get(id)).toMatchObject({ id, session_id: id, astrologer_id: astrologerId, customer_name: 'Asha K.', rating: 5, comment: 'Spot on', status: 'published', moderation_reason: null });
    moderate(id, 5, 'hidden', 'Personal details');
    expect(reviews().get(id)).toMatchObject({ status: 'hidden', moderation_reason: 'Personal details' });
    moderate(id, 5, 'published');
    expect(reviews().get(id)).toMatchObject({ status: 'published', moderation_reason: null });
  });
});

describe('astrologers projection: ratings from reviews', () => {
  it('averages the published ratings to one decimal from their exact sum and count', () => {
    const { review, astrologer } = world();
    expect(astrologer()).toMatchObject({ rating: 0, rating_sum: 0, rating_count: 0 });
    review(5);
    review(4);
    review(4);
    expect(astrologer()).toMatchObject({ rating: 4.3, rating_sum: 13, rating_count: 3 });
  });

  it('takes a hidden review off the rating and puts it back when published again', () => {
    const { review, moderate, astrologer } = world();
    review(5);
    const rude = review(1);
    expect(astrologer()).toMatchObject({ rating: 3, rating_count: 2 });
    moderate(rude, 1, 'hidden');
    expect(astrologer()).toMatchObject({ rating: 5, rating_sum: 5, rating_count: 1 });
    moderate(rude, 1, 'published');
    expect(astrologer()).toMatchObject({ rating: 3, rating_sum: 6, rating_count: 2 });
  });

  it('goes back to 0 when the only review is hidden', () => {
    const { review, moderate, astrologer } = world();
    moderate(review(2), 2, 'hidden');
    expect(astrologer()).toMatchObject({ rating: 0, rating_sum: 0, rating_count: 0 });
  });
});
