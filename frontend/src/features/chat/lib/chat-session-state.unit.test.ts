import { describe, expect, it } from 'vitest';
import { chatSession } from '../testing/fake-websocket';
import { formatDuration, isReadByOther, mergeMessages, newerSession, secondsUntil } from './chat-session-state';

const message = (id: string, minute: number) => ({ id, session_id: 's', from: 'customer' as const, text: id, sent_at: `2026-11-23T10:0${minute}:00.000Z` });

describe('chat session state', () => {
  it('never lets a view that is behind replace a later one', () => {
    const active = chatSession({ status: 'active', minutes_billed: 2, message_count: 4 });
    expect(newerSession(active, chatSession())).toBe(active);
    expect(newerSession(active, { ...active, minutes_billed: 1 })).toBe(active);
    const read = { ...active, read: { customer: 'm1', astrologer: null } };
    expect(newerSession(active, read)).toBe(read);
    const ended = chatSession({ status: 'ended' });
    expect(newerSession(active, ended)).toBe(ended);
    expect(newerSession(undefined, active)).toBe(active);
  });

  it('merges messages by id, oldest first', () => {
    const merged = mergeMessages([message('b', 2), message('a', 1)], [message('c', 3), { ...message('b', 2), text: 'server' }]);
    expect(merged.map((entry) => `${entry.id}:${entry.text}`)).toEqual(['a:a', 'b:server', 'c:c']);
  });

  it('ticks a message read when the other side read it or a later one', () => {
    const messages = [message('a', 1), message('b', 2), message('c', 3)];
    expect([0, 1, 2].map((index) => isReadByOther(messages, index, 'b'))).toEqual([true, true, false]);
    expect(isReadByOther(messages, 0, null)).toBe(false);
  });

  it('formats durations and countdowns', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(185)).toBe('3:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(secondsUntil('2026-11-23T10:01:00.000Z', Date.parse('2026-11-23T10:00:00.500Z'))).toBe(60);
    expect(secondsUntil('2026-11-23T10:01:00.000Z', Date.parse('2026-11-23T10:02:00.000Z'))).toBe(0);
  });
});
