import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaughtUpWaiter } from './caught-up-waiter.js';
import { FakeWakeUps } from './testing/fake-wake-ups.js';

/** Far beyond the test: a wait that ends was ended by an announcement, not by a poll. */
const NEVER_MS = 600_000;

describe('CaughtUpWaiter with a least interval between reads', () => {
  afterEach(() => vi.useRealTimers());

  /** A wait under way, and whether it has ended. */
  const waitOn = (waiter: CaughtUpWaiter) => {
    const wait = { ended: false };
    void waiter.after(undefined).then(() => (wait.ended = true));
    return wait;
  };

  /** A waiter with 100 ms windows whose first wait, at the start of a window, an announcement has just ended. */
  async function afterFirstRead() {
    // A multiple of the interval: windows start at its multiples.
    vi.useFakeTimers({ now: 1_000_000 });
    const wakeUps = new FakeWakeUps();
    const waiter = new CaughtUpWaiter(wakeUps, NEVER_MS, NEVER_MS, 100);
    const first = waitOn(waiter);
    wakeUps.announce(1n);
    await vi.advanceTimersByTimeAsync(0);
    // After a quiet spell, an announcement ends the wait at once.
    expect(first.ended).toBe(true);
    return { wakeUps, waiter };
  }

  it('ends at once after a quiet spell, then reads at most once a window, the windows shared by the process', async () => {
    const { wakeUps, waiter } = await afterFirstRead();

    // Announcements 30 and 60 ms after that read (in its window) end the next wait when the next window starts.
    const second = waitOn(waiter);
    await vi.advanceTimersByTimeAsync(30);
    wakeUps.announce(2n);
    await vi.advanceTimersByTimeAsync(30);
    wakeUps.announce(3n);
    await vi.advanceTimersByTimeAsync(39);
    expect(second.ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(second.ended).toBe(true);

    // Another reader whose first read was at +130 (nothing before it to space it from) is in the
    // same window as this one's last read: woken together, both read when the next one starts.
    const other = new CaughtUpWaiter(wakeUps, NEVER_MS, NEVER_MS, 100);
    await vi.advanceTimersByTimeAsync(30);
    const third = waitOn(waiter);
    const late = waitOn(other);
    wakeUps.announce(4n);
    await vi.advanceTimersByTimeAsync(0);
    expect([third.ended, late.ended]).toEqual([false, true]);
    const again = waitOn(other);
    wakeUps.announce(5n);
    await vi.advanceTimersByTimeAsync(69);
    expect([third.ended, again.ended]).toEqual([false, false]);
    await vi.advanceTimersByTimeAsync(1);
    expect([third.ended, again.ended]).toEqual([true, true]);
    waiter.close();
    other.close();
  });

  it('ends a wait for the next window at once when it is closed', async () => {
    const { wakeUps, waiter } = await afterFirstRead();
    const second = waitOn(waiter);
    wakeUps.announce(2n);
    await vi.advanceTimersByTimeAsync(10);
    expect(second.ended).toBe(false);
    waiter.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(second.ended).toBe(true);
    expect(wakeUps.watchers).toBe(0);
  });
});
