import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../refusals/field-errors.js';
import { createLiveSessionSchema, endLiveSessionSchema, liveStartsAtIssue, liveSessionsQuery } from './live-schemas.js';

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

const errorsOf = (input: unknown) => {
  const result = createLiveSessionSchema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return fieldErrorsOf(result.error.issues, input).map(({ path, code, params }) => ({ path, code, ...(params ? { params } : {}) }));
};

describe('create_live_session body', () => {
  it('takes a scheduled session or "go live now", trimmed', () => {
    expect(createLiveSessionSchema.parse({ title: '  Sunday tarot  ', topic: 'Career', starts_at: inHours(2) })).toMatchObject({ title: 'Sunday tarot', topic: 'Career' });
    expect(createLiveSessionSchema.parse({ title: 'Ask me anything', topic: 'Marriage', now: true })).toEqual({ title: 'Ask me anything', topic: 'Marriage', now: true });
  });

  it('wants exactly one of starts_at and now', () => {
    expect(errorsOf({ title: 'Sunday tarot', topic: 'Career' })).toEqual([{ path: 'starts_at', code: 'field.live_when' }]);
    expect(errorsOf({ title: 'Sunday tarot', topic: 'Career', now: true, starts_at: inHours(1) })).toEqual([{ path: 'starts_at', code: 'field.live_when' }]);
    expect(errorsOf({ title: 'Sunday tarot', topic: 'Career', now: false })).toEqual([{ path: 'now', code: 'field.invalid_option', params: { options: 'true' } }]);
  });

  it('refuses a start in the past or beyond 30 days, and a time without its zone', () => {
    expect(errorsOf({ title: 'Sunday tarot', topic: 'Career', starts_at: inHours(-1) })).toEqual([{ path: 'starts_at', code: 'field.starts_in_past' }]);
    expect(errorsOf({ title: 'Sunday tarot', topic: 'Career', starts_at: inHours(31 * 24) })).toEqual([{ path: 'starts_at', code: 'field.starts_too_far' }]);
    expect(errorsOf({ title: 'Sunday tarot', topic: 'Career', starts_at: '2026-11-22 10:00' })).toEqual([{ path: 'starts_at', code: 'field.date_time' }]);
  });

  it('bounds title and topic, and takes nothing else', () => {
    expect(errorsOf({ title: 'Hi', topic: 'x'.repeat(61), now: true })).toEqual([
      { path: 'title', code: 'field.too_short', params: { minimum: 3 } },
      { path: 'topic', code: 'field.too_long', params: { maximum: 60 } },
    ]);
    expect(errorsOf({ title: 'x'.repeat(101), topic: 'Career', now: true, viewers: 1000 })).toEqual([
      { path: 'title', code: 'field.too_long', params: { maximum: 100 } },
      { path: '', code: 'field.unknown', params: { keys: 'viewers' } },
    ]);
  });
});

describe('start times', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('must be after now and within 30 days of it', () => {
    expect(liveStartsAtIssue('2026-11-23T10:00:00Z', now)).toBe('field.starts_in_past');
    expect(liveStartsAtIssue('2026-11-23T10:00:01Z', now)).toBeUndefined();
    expect(liveStartsAtIssue('2026-12-23T10:00:00Z', now)).toBeUndefined();
    expect(liveStartsAtIssue('2026-12-23T10:00:01Z', now)).toBe('field.starts_too_far');
  });
});

describe('other live inputs', () => {
  it('takes an end with or without a reason, and list limits within bounds', () => {
    expect(endLiveSessionSchema.parse({})).toEqual({});
    expect(endLiveSessionSchema.safeParse({ reason: 'no' }).success).toBe(false);
    expect(liveSessionsQuery.parse({})).toEqual({ limit: 20 });
    expect(liveSessionsQuery.safeParse({ limit: '51' }).success).toBe(false);
  });
});
