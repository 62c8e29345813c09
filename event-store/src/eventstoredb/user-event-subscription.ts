import { START, excludeSystemEvents, type EventStoreDBClient } from '@eventstore/db-client';
import { comparePositions, type EventHandler, type Position, type Subscription } from '../port.js';
import { fromEsdbEvent } from './recorded-event.js';

/**
 * A catch-up subscription to $all without system events (filtered on the server), handing events
 * to the handler one at a time: the for-await loop only asks for the next event once it is handled.
 */
export function subscribeToUserEvents(
  client: EventStoreDBClient,
  from: Position | undefined,
  handler: EventHandler,
  onError: (error: unknown) => void,
): Subscription {
  const events = client.subscribeToAll({ fromPosition: from ?? START, filter: excludeSystemEvents() });
  // Errors reach the for-await loop below; this listener only keeps one that arrives after the end from crashing the process.
  events.on('error', () => undefined);
  let ending = false;

  const end = async (): Promise<void> => {
    ending = true;
    // A call that never started has nothing to cancel, and its error no longer matters.
    await events.unsubscribe().catch(() => undefined);
    // Cancelling the gRPC call need not end this stream; destroying it ends the for-await loop for sure.
    events.destroy();
  };

  const deliver = async (): Promise<void> => {
    for await (const { event } of events) {
      if (ending) return;
      // Exclusive like readAll, whether or not the server repeats the event at the start position.
      if (!event || (from && comparePositions(event.position, from) <= 0)) continue;
      await handler(fromEsdbEvent(event));
    }
    if (!ending) throw new Error('EventStoreDB ended the subscription to $all');
  };

  const running = deliver().catch(async (error: unknown) => {
    // Ending the subscription on purpose surfaces here as a cancellation or premature close.
    if (ending) return;
    await end();
    onError(error);
  });

  return {
    async stop() {
      if (!ending) await end();
      await running;
    },
  };
}
