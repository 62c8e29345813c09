import type { NudgeChatRequest as NudgeBody, ReadNotifications as ReadBody, RegisterPushToken as RegisterBody } from '@nakshatra/contracts';
import type { RouteCall, RouteHandlers } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { NudgeChatRequest, ReadNotifications, RegisterPushToken } from './commands/notification-commands.js';

/** The notification command calls (docs/notifications.md): always the caller's own inbox and devices. */
export function notificationRoutes(commandBus: CommandBus): RouteHandlers {
  const meta = (call: RouteCall) => commandMetadata(call.actor, call.correlationId);
  return {
    register_push_token: async (call) => {
      const { token, platform } = call.body as RegisterBody;
      const { position } = await commandBus.execute(new RegisterPushToken(call.actor.id, token, platform, meta(call)));
      return { data: { registered: true, platform }, position };
    },
    read_notifications: async (call) => {
      const { unread, position } = await commandBus.execute(new ReadNotifications(call.actor.id, (call.body as ReadBody).ids, meta(call)));
      return { data: { unread }, position };
    },
    send_notification_fcm: async (call) => {
      const { position } = await commandBus.execute(new NudgeChatRequest(call.actor.id, (call.body as NudgeBody).session_id, meta(call)));
      return { data: { sent: true }, position };
    },
  };
}
