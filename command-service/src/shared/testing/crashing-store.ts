import type { EventStore, NewEvent } from '@nakshatra/event-store';

/** Which append the service "dies" on: its stream and the events it would have written. */
export type Crash = (stream: string, events: readonly NewEvent[]) => boolean;

/**
 * The real store, except that the next append `crashNext` matches fails (and writes nothing), as if
 * the service died just before writing it. Everything else goes to the store: what was written
 * before the crash stays written, which is what a flow across streams must heal.
 */
export function crashingStore(store: EventStore) {
  let crashOn: Crash | undefined;
  const wrapped = new Proxy(store, {
    get(target, property) {
      if (property === 'appendToStream') {
        return (stream: string, events: readonly NewEvent[], options: Parameters<EventStore['appendToStream']>[2]) => {
          if (crashOn?.(stream, events)) {
            crashOn = undefined;
            return Promise.reject(new Error('the command service died here'));
          }
          return target.appendToStream(stream, events, options);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { store: wrapped, crashNext: (when: Crash) => void (crashOn = when) };
}
