import type { RecordedEvent } from '@nakshatra/event-store';
import type { Workflow } from '../workflow.js';

let position = 0n;

/** An event as the store records it: in a stream, of a type, with data, at a moment (ISO). */
export function recorded(streamName: string, type: string, data: unknown, at: string): RecordedEvent {
  position += 1n;
  return {
    id: `event-${position}`,
    type,
    data,
    metadata: { correlationId: 'c', causationId: 'c', actor: { id: 'someone', role: 'customer' }, occurredAt: at, schemaVersion: 1 },
    streamName,
    revision: 0n,
    position: { commit: position, prepare: position },
    recordedAt: at,
  };
}

/**
 * Given/when/then for workflows, as for deciders: given the events the store holds, when it is a
 * moment, then each instance's due command (undefined: nothing due) and which instances are done.
 */
export function given<S, C>(workflow: Workflow<S, C>, events: readonly RecordedEvent[]) {
  const states = new Map<string, S>();
  for (const event of events) {
    const key = workflow.keyOf(event);
    if (key !== undefined) states.set(key, workflow.evolve(states.get(key) ?? workflow.initialState(), event));
  }
  return {
    /** The command due for the instance `key` at `at` (ISO). */
    when: (key: string, at: string): C | undefined => {
      const state = states.get(key);
      return state === undefined ? undefined : workflow.next(state, new Date(at));
    },
    done: (key: string): boolean => {
      const state = states.get(key);
      return state === undefined || workflow.done(state);
    },
    keys: (): string[] => [...states.keys()],
  };
}
