import { routeHandlers, type RouteCall } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../../shared/command-metadata.js';
import { CancelLiveSession, EndLiveSession, FollowAstrologer, ScheduleLiveSession, StartLiveSession, UnfollowAstrologer } from './commands/live-commands.js';

const meta = (call: Pick<RouteCall, 'actor' | 'correlationId'>) => commandMetadata(call.actor, call.correlationId);

/** The live session and follow command calls (docs/live.md). The catalogue has checked the session and the body; the use cases check whose session it is. */
export function liveRoutes(commandBus: CommandBus) {
  return routeHandlers({
    create_live_session: async (call) => {
      const { view, position } = await commandBus.execute(new ScheduleLiveSession(call.actor.id, call.body, meta(call)));
      return { status: 201, data: view, position };
    },
    start_live_session: async (call) => {
      const { view, position } = await commandBus.execute(new StartLiveSession(call.actor.id, call.params.id, meta(call)));
      return { data: view, position };
    },
    end_live_session: async (call) => {
      const { view, position } = await commandBus.execute(new EndLiveSession(call.actor, call.params.id, call.body.reason ?? null, meta(call)));
      return { data: view, position };
    },
    delete_live_session: async (call) => {
      const { view, position } = await commandBus.execute(new CancelLiveSession(call.actor, call.params.id, meta(call)));
      return { data: view, position };
    },
    follow_astrologer: async (call) => {
      const { view, position } = await commandBus.execute(new FollowAstrologer(call.actor.id, call.params.id, meta(call)));
      return { data: view, position };
    },
    unfollow_astrologer: async (call) => {
      const { view, position } = await commandBus.execute(new UnfollowAstrologer(call.actor.id, call.params.id, meta(call)));
      return { data: view, position };
    },
  });
}
