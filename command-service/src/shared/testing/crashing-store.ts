import type { EventStore, NewEvent } from '@nakshatra/event-store';

/** Which append the service "dies" (or pauses) on: its stream and the events it would have written. */
export type Crash = (stream: string, events: readonly NewEvent[]) => boolean;

/**
 * The real store, except that the next append `crashNext` matches fails (and writes nothing), as if
 * the service died just before writing it; the next one `loseAnswerOfNext` matches is written and
 * then fails, as if the connection broke before its answer came back; and the next append
 * `pauseBefore` matches waits while other work runs to its end, as a race would have it. Everything else goes to the store: what was
 * written before the crash stays written, which is what a flow across streams must heal.
 */
export function crashingStore(store: EventStore) {
  let crashOn: Crash | undefined;
  let loseAnswerOf: Crash | undefined;
  let pause: { when: Crash; meanwhile: () => Promise<unknown> } | undefined;
  const wrapped = new Proxy(store, {
    get(target, property) {
      if (property === 'appendToStream') {
        return async (stream: string, events: readonly NewEvent[], options: Parameters<EventStore['appendToStream']>[2]) => {
          if (crashOn?.(stream, events)) {
            crashOn = undefined;
            throw new Error('the command service died here');
          }
          if (pause?.when(stream, events)) {
            const { meanwhile } = pause;
            pause = undefined;
            await meanwhile();
          }
          if (loseAnswerOf?.(stream, events)) {
            loseAnswerOf = undefined;
            await target.appendToStream(stream, events, options);
            throw new Error('the answer of this write was lost');
          }
          return target.appendToStream(stream, events, options);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    store: wrapped,
    crashNext: (when: Crash) => void (crashOn = when),
    loseAnswerOfNext: (when: Crash) => void (loseAnswerOf = when),
    pauseBefore: (when: Crash, meanwhile: () => Promise<unknown>) => void (pause = { when, meanwhile }),
  };
}
