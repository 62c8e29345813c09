import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` while `running` (countdowns and the chat clock). */
export function useNow(running = true, intervalMs = 1000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs]);
  return now;
}
