import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../lib/i18n/messages';
import { astrologersMessages } from '../astrologers.messages';
import { lastOnlineText } from './last-online';

const en = messagesFor(astrologersMessages, 'en');
const hi = messagesFor(astrologersMessages, 'hi');
// 22 Nov 2026, 15:30 in India.
const NOW = Date.parse('2026-11-22T10:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('lastOnlineText', () => {
  it('says just now, minutes or hours within a day', () => {
    expect(lastOnlineText(before(20_000), en, 'en', NOW)).toBe('Last online just now');
    expect(lastOnlineText(before(MINUTE), en, 'en', NOW)).toBe('Last online 1 minute ago');
    expect(lastOnlineText(before(59 * MINUTE + 59_000), en, 'en', NOW)).toBe('Last online 59 minutes ago');
    expect(lastOnlineText(before(HOUR), en, 'en', NOW)).toBe('Last online 1 hour ago');
    expect(lastOnlineText(before(2 * HOUR + 40 * MINUTE), en, 'en', NOW)).toBe('Last online 2 hours ago');
    expect(lastOnlineText(before(23 * HOUR + 59 * MINUTE), en, 'en', NOW)).toBe('Last online 23 hours ago');
  });

  it('names the day in India after a day, with the year when it is not this year', () => {
    expect(lastOnlineText(before(24 * HOUR), en, 'en', NOW)).toBe('Last online on 21 Nov');
    // 20 Nov 20:00 UTC is already 21 Nov in India.
    expect(lastOnlineText('2026-11-20T20:00:00Z', en, 'en', NOW)).toBe('Last online on 21 Nov');
    expect(lastOnlineText('2026-11-20T18:29:00Z', en, 'en', NOW)).toBe('Last online on 20 Nov');
    expect(lastOnlineText('2025-12-31T19:00:00Z', en, 'en', NOW)).toBe('Last online on 1 Jan');
    expect(lastOnlineText('2025-12-31T18:00:00Z', en, 'en', NOW)).toBe('Last online on 31 Dec 2025');
  });

  it('speaks Hindi', () => {
    expect(lastOnlineText(before(10_000), hi, 'hi', NOW)).toBe('अभी-अभी ऑनलाइन थे');
    expect(lastOnlineText(before(5 * MINUTE), hi, 'hi', NOW)).toBe('5 मिनट पहले ऑनलाइन थे');
    expect(lastOnlineText(before(2 * HOUR), hi, 'hi', NOW)).toBe('2 घंटे पहले ऑनलाइन थे');
    expect(lastOnlineText('2026-11-20T20:00:00Z', hi, 'hi', NOW)).toMatch(/^21 नव\S* को ऑनलाइन थे$/);
  });

  it('reads a moment ahead of this clock as just now, and an unreadable one as nothing', () => {
    expect(lastOnlineText(new Date(NOW + 5 * MINUTE).toISOString(), en, 'en', NOW)).toBe('Last online just now');
    expect(lastOnlineText('not a time', en, 'en', NOW)).toBeNull();
  });
});
