import { routeHandlers, type RouteCall } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { ChangeQueueEntry, RunLiveTurn, type EntryAction, type TurnAction } from './commands/queue-commands.js';

type CallOnId = Pick<RouteCall, 'actor' | 'correlationId'> & { readonly params: { readonly id: string } };

const meta = (call: CallOnId) => commandMetadata(call.actor, call.correlationId);

/** The queue's command calls (docs/waitlist.md). The catalogue has checked the session and the body; the use cases check whose line it is. */
export function queueRoutes(commandBus: CommandBus) {
  const entry = async (call: CallOnId, action: EntryAction) => {
    const { view, position } = await commandBus.execute(new ChangeQueueEntry(action, call.actor.id, call.params.id, meta(call)));
    return { data: view, position };
  };
  const turn = async (call: CallOnId, action: TurnAction) => {
    const { view, position } = await commandBus.execute(new RunLiveTurn(action, call.actor.id, call.params.id, meta(call)));
    return { data: view, position };
  };
  return routeHandlers({
    join_live_queue: (call) => entry(call, { type: 'join_live', body: call.body }),
    leave_live_queue: (call) => entry(call, { type: 'leave_live' }),
    join_waitlist: (call) => entry(call, { type: 'join_waitlist' }),
    leave_waitlist: (call) => entry(call, { type: 'leave_waitlist' }),
    take_next_in_queue: (call) => turn(call, { type: 'take_next' }),
    skip_queue_entry: (call) => turn(call, { type: 'skip', entryId: call.body.entry_id }),
    end_live_turn: (call) => turn(call, { type: 'end_turn' }),
  });
}
