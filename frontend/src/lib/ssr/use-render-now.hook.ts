import { useSyncExternalStore } from 'react';
import { handedData } from './handed-data';
import { useServerRender } from './server-render';

/** How often time-relative text ("5 minutes ago") is brought up to date. */
const TICK_MS = 15_000;

let clock = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

const tick = () => {
  clock = Date.now();
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) timer = setInterval(tick, TICK_MS);
  tick();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

/**
 * "Now", for text relative to it ("last online 5 minutes ago"). A server-rendered page hydrates
 * with the server's own "now" (React reads the server snapshot while hydrating), so the browser
 * writes the very text the server did; a moment later, and every TICK_MS after, it is this
 * device's clock. With each side's own clock, a text that crossed a minute between the render and
 * the hydration did not match, and React threw the server's markup away.
 */
export function useRenderNow(): number {
  const server = useServerRender();
  return useSyncExternalStore(subscribe, () => clock, () => server?.now ?? handedData()?.renderedAt ?? clock);
}
