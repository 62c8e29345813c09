import type { LiveChatMessage } from '@nakshatra/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveChatCoalescer } from './live-chat-coalescer.js';

const line = (id: string): LiveChatMessage => ({ id, user_id: 'u', name: 'Viewer', text: `line ${id}`, from_astrologer: false, sent_at: '2026-11-27T00:00:00.000Z' });

describe('LiveChatCoalescer', () => {
  const delivered: [string, string[]][] = [];
  let coalescer: LiveChatCoalescer;
  beforeEach(() => {
    vi.useFakeTimers();
    delivered.length = 0;
    coalescer = new LiveChatCoalescer(100, (sessionId, lines) => delivered.push([sessionId, lines.map((each) => each.id)]));
  });
  afterEach(() => {
    coalescer.stop();
    vi.useRealTimers();
  });

  it('sends a line into a quiet session at once, and the lines of its window together at the window’s end', () => {
    coalescer.add('s1', line('a'));
    expect(delivered).toEqual([['s1', ['a']]]);
    coalescer.add('s1', line('b'));
    coalescer.add('s1', line('c'));
    vi.advanceTimersByTime(99);
    expect(delivered).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(delivered).toEqual([
      ['s1', ['a']],
      ['s1', ['b', 'c']],
    ]);
    // That delivery opened the next window: a line now waits for it.
    coalescer.add('s1', line('d'));
    expect(delivered).toHaveLength(2);
    vi.advanceTimersByTime(100);
    expect(delivered.at(-1)).toEqual(['s1', ['d']]);
  });

  it('forgets a window that ends with nothing waiting, so the next line goes at once again', () => {
    coalescer.add('s1', line('a'));
    vi.advanceTimersByTime(100);
    expect(delivered).toEqual([['s1', ['a']]]);
    coalescer.add('s1', line('b'));
    expect(delivered).toEqual([
      ['s1', ['a']],
      ['s1', ['b']],
    ]);
  });

  it('keeps each session’s window apart', () => {
    coalescer.add('s1', line('a'));
    coalescer.add('s2', line('b'));
    coalescer.add('s1', line('c'));
    expect(delivered).toEqual([
      ['s1', ['a']],
      ['s2', ['b']],
    ]);
    vi.advanceTimersByTime(100);
    expect(delivered.at(-1)).toEqual(['s1', ['c']]);
  });

  it('never sends a line removed while it waited', () => {
    coalescer.add('s1', line('a'));
    coalescer.add('s1', line('b'));
    coalescer.add('s1', line('c'));
    coalescer.drop('s1', 'b');
    vi.advanceTimersByTime(100);
    expect(delivered).toEqual([
      ['s1', ['a']],
      ['s1', ['c']],
    ]);
  });

  it('sends nothing after stop', () => {
    coalescer.add('s1', line('a'));
    coalescer.add('s1', line('b'));
    coalescer.stop();
    vi.advanceTimersByTime(1000);
    expect(delivered).toEqual([['s1', ['a']]]);
  });
});
