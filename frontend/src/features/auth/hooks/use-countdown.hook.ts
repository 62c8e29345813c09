import { useCallback, useEffect, useState } from 'react';

// Short ticks against a deadline: the count stays right when a background tab's timers are slowed.
const TICK_MS = 250;

/** Whole seconds left until a deadline, counting down to 0. */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number>();
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    setDeadline(Date.now() + seconds * 1000);
    setRemaining(seconds);
  }, []);
  const stop = useCallback(() => {
    setDeadline(undefined);
    setRemaining(0);
  }, []);
  return { remaining, start, stop };
}
