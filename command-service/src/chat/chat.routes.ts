import { routeHandlers, type RouteCall } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { AnswerChat, EndChat, HandlePhoneCallStatus, IssueCallCredentials, PlacePhoneCall, RequestChat, SendChatMessage } from './commands/chat-commands.js';

const meta = (call: Pick<RouteCall, 'actor' | 'correlationId'>) => commandMetadata(call.actor, call.correlationId);

/** The chat command calls (docs/chat.md). The catalogue has checked the session and the body; the sessions check who takes part. */
export function chatRoutes(commandBus: CommandBus) {
  return routeHandlers({
    create_chat_session: async (call) => {
      const { view, position } = await commandBus.execute(new RequestChat(call.actor.id, call.body, meta(call)));
      return { status: 201, data: view, position };
    },
    update_chat_session: async (call) => {
      const { view, position } = await commandBus.execute(new AnswerChat(call.actor.id, call.params.id, call.body, meta(call)));
      return { data: view, position };
    },
    create_message: async (call) => {
      const { session_id, text } = call.body;
      const { view, position, messageId } = await commandBus.execute(new SendChatMessage(call.actor.id, session_id, text, meta(call)));
      return { status: 201, data: { id: messageId, session: view }, position };
    },
    create_call_credentials: async (call) => ({ data: await commandBus.execute(new IssueCallCredentials(call.actor.id, call.params.id)) }),
    create_phone_call: async (call) => {
      const { view, position, phone } = await commandBus.execute(new PlacePhoneCall(call.actor.id, call.params.id, meta(call)));
      return { data: { session: view, phone }, position };
    },
    phone_call_status: async (call) => {
      // The provider, not a visitor, is the actor of what its callback records; the body and URL go to the bridge as received.
      const asProvider = commandMetadata({ id: `phone-bridge:${call.params.provider}`, role: 'system' }, call.correlationId);
      const callback = { url: call.url, contentType: call.headers['content-type'], rawBody: call.rawBody };
      return { data: await commandBus.execute(new HandlePhoneCallStatus(call.params.provider, callback, asProvider)) };
    },
    end_chat_session: async (call) => {
      const { view, position } = await commandBus.execute(new EndChat(call.actor.id, call.params.id, meta(call)));
      return { data: view, position };
    },
  });
}
