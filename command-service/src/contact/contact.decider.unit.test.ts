import { describe, expect, it } from 'vitest';
import { givenWhen } from '../shared/testing/given-when.js';
import { contactDecider, type ContactEvent } from './contact.decider.js';

const given = givenWhen(contactDecider);
const subscribed = (language?: 'en' | 'hi'): ContactEvent => ({ type: 'NewsletterSubscribed', data: { email: 'reader@example.in', ...(language ? { language } : {}) } });
const unsubscribed: ContactEvent = { type: 'NewsletterUnsubscribed', data: { email: 'reader@example.in' } };

describe('newsletter subscriptions and the language of their mail', () => {
  it('records the language the visitor subscribed in, and none when it is not known (an admin added the address)', () => {
    expect(given([]).when({ type: 'Subscribe', email: 'reader@example.in', language: 'hi' })).toEqual([subscribed('hi')]);
    expect(given([]).when({ type: 'Subscribe', email: 'reader@example.in', language: undefined })).toEqual([subscribed()]);
    expect(given([subscribed('hi')]).when({ type: 'Subscribe', email: 'reader@example.in', language: 'en' })).toEqual([]);
  });

  it('keeps the language an address last subscribed in when it comes back without one, and takes a new one', () => {
    expect(given([subscribed('hi'), unsubscribed]).when({ type: 'Resubscribe' })).toEqual([subscribed('hi')]);
    expect(given([subscribed('hi'), unsubscribed]).when({ type: 'Subscribe', email: 'reader@example.in', language: undefined })).toEqual([subscribed('hi')]);
    expect(given([subscribed('hi'), unsubscribed]).when({ type: 'Subscribe', email: 'reader@example.in', language: 'en' })).toEqual([subscribed('en')]);
  });
});
