import { HttpError } from '@nakshatra/platform';
import { describe, expect, it } from 'vitest';
import { givenWhen } from '../shared/testing/given-when.js';
import { CONFIRMATION_VALID_MS, newsletterDecider, type NewsletterEvent } from './newsletter.decider.js';

const given = givenWhen(newsletterDecider);
/** A refusal's code (docs/refusals.md); events as they are. */
const codeOf = (result: NewsletterEvent[] | HttpError) => (result instanceof HttpError ? result.code : result);
const EMAIL = 'reader@example.in';
const AT = new Date('2026-11-29T10:00:00.000Z');
const SITE = 'https://nakshatra.example';
const secret = (letter: string) => letter.repeat(43);
const later = (ms: number) => new Date(AT.getTime() + ms);

const requested = (token: string, at = AT, language?: 'en' | 'hi'): NewsletterEvent => ({
  type: 'NewsletterConfirmationRequested',
  data: { email: EMAIL, ...(language ? { language } : {}), token, requestedAt: at.toISOString(), siteOrigin: SITE },
});
const subscribed = (unsubscribeToken: string, language?: 'en' | 'hi'): NewsletterEvent => ({ type: 'NewsletterSubscribed', data: { email: EMAIL, ...(language ? { language } : {}), unsubscribeToken, siteOrigin: SITE } });
const unsubscribed: NewsletterEvent = { type: 'NewsletterUnsubscribed', data: { email: EMAIL } };
const request = (token: string, at = AT, language?: 'en' | 'hi') => ({ type: 'RequestConfirmation', email: EMAIL, language, token, siteOrigin: SITE, at }) as const;
const confirm = (token: string, at = later(60_000), unsubscribeToken = secret('u')) => ({ type: 'Confirm', token, at, unsubscribeToken, siteOrigin: SITE }) as const;

describe('the newsletter: double opt-in', () => {
  it('asks the owner to confirm, and subscribes only when they follow the link, in the language they asked in', () => {
    expect(given([]).when(request(secret('a'), AT, 'hi'))).toEqual([requested(secret('a'), AT, 'hi')]);
    expect(given([requested(secret('a'), AT, 'hi')]).when(confirm(secret('a')))).toEqual([subscribed(secret('u'), 'hi')]);
  });

  it('refuses a link whose secret the address was never sent, or one older than 7 days', () => {
    expect(codeOf(given([requested(secret('a'))]).when(confirm(secret('b'))))).toBe('subscriber.link_invalid');
    expect(codeOf(given([]).when(confirm(secret('a'))))).toBe('subscriber.link_invalid');
    expect(codeOf(given([requested(secret('a'))]).when(confirm(secret('a'), later(CONFIRMATION_VALID_MS + 1))))).toBe('subscriber.link_invalid');
  });

  it('says "subscribed" when a used link is followed again, but a used link cannot subscribe again after an unsubscribe', () => {
    const history = [requested(secret('a')), subscribed(secret('u'))];
    expect(given(history).when(confirm(secret('a')))).toEqual([]);
    expect(codeOf(given([...history, unsubscribed]).when(confirm(secret('a'))))).toBe('subscriber.link_invalid');
  });

  it('forgets requests past their 7 days as new ones come, so old links stop working', () => {
    const history = [requested(secret('a')), requested(secret('b'), later(CONFIRMATION_VALID_MS + 1000))];
    expect(codeOf(given(history).when(confirm(secret('a'), later(CONFIRMATION_VALID_MS + 2000))))).toBe('subscriber.link_invalid');
    expect(given(history).when(confirm(secret('b'), later(CONFIRMATION_VALID_MS + 2000)))).toEqual([subscribed(secret('u'))]);
  });

  it('mails nobody about an address that is subscribed, and an address at most 3 times a day, whoever asks', () => {
    expect(given([requested(secret('a')), subscribed(secret('u'))]).when(request(secret('b')))).toEqual([]);
    const three = [requested(secret('a')), requested(secret('b'), later(1000)), requested(secret('c'), later(2000))];
    expect(given(three).when(request(secret('d'), later(3000)))).toEqual([]);
    expect(given(three).when(request(secret('d'), later(24 * 3600_000 + 1)))).toEqual([requested(secret('d'), later(24 * 3600_000 + 1))]);
  });

  it('unsubscribes with any unsubscribe link the address was sent, and refuses any other', () => {
    const history = [requested(secret('a')), subscribed(secret('u'))];
    expect(given(history).when({ type: 'UnsubscribeByLink', token: secret('u') })).toEqual([unsubscribed]);
    expect(given([...history, unsubscribed]).when({ type: 'UnsubscribeByLink', token: secret('u') })).toEqual([]);
    expect(codeOf(given(history).when({ type: 'UnsubscribeByLink', token: secret('a') }))).toBe('subscriber.link_invalid');
    expect(codeOf(given([]).when({ type: 'UnsubscribeByLink', token: secret('u') }))).toBe('subscriber.link_invalid');
  });
});

describe('the newsletter: what admins do', () => {
  const links = { unsubscribeToken: secret('v'), siteOrigin: SITE };

  it('subscribes an address an admin adds at once, in the language given or none', () => {
    expect(given([]).when({ type: 'Subscribe', email: EMAIL, language: 'hi', ...links })).toEqual([subscribed(secret('v'), 'hi')]);
    expect(given([]).when({ type: 'Subscribe', email: EMAIL, language: undefined, ...links })).toEqual([subscribed(secret('v'))]);
    expect(given([subscribed(secret('u'))]).when({ type: 'Subscribe', email: EMAIL, language: 'en', ...links })).toEqual([]);
  });

  it('keeps the language an address last subscribed in when it comes back without one, and takes a new one', () => {
    expect(given([subscribed(secret('u'), 'hi'), unsubscribed]).when({ type: 'Resubscribe', ...links })).toEqual([subscribed(secret('v'), 'hi')]);
    expect(given([subscribed(secret('u'), 'hi'), unsubscribed]).when({ type: 'Subscribe', email: EMAIL, language: undefined, ...links })).toEqual([subscribed(secret('v'), 'hi')]);
    expect(given([subscribed(secret('u'), 'hi'), unsubscribed]).when({ type: 'Subscribe', email: EMAIL, language: 'en', ...links })).toEqual([subscribed(secret('v'), 'en')]);
  });

  it('refuses to change an address nobody subscribed, and to subscribe again one that was only asked for', () => {
    expect(codeOf(given([]).when({ type: 'Unsubscribe' }))).toBe('subscriber.not_found');
    expect(codeOf(given([]).when({ type: 'Resubscribe', ...links }))).toBe('subscriber.not_found');
    expect(codeOf(given([requested(secret('a'))]).when({ type: 'Resubscribe', ...links }))).toBe('subscriber.not_found');
  });
});
