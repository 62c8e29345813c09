import { routeHandlers, type RouteCall } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { NudgeChatRequest, ReadNotifications, RegisterPushToken, RegisterWebPush, UnregisterWebPush } from './commands/notification-commands.js';

const meta = (call: Pick<RouteCall, 'actor' | 'correlationId'>) => commandMetadata(call.actor, call.correlationId);

/**
 * The notification command calls (docs/notifications.md): always the caller's own inbox and devices.
 * `webPushPublicKey`: the VAPID key browsers subscribe with (null: Web Push is off).
 */
export function notificationRoutes(commandBus: CommandBus, webPushPublicKey: string | null) {
  return routeHandlers({
    register_push_token: async (call) => {
      const { token, platform } = call.body;
      const { position } = await commandBus.execute(new RegisterPushToken(call.actor.id, token, platform, call.session?.sid, meta(call)));
      return { data: { registered: true, platform }, position };
    },
    get_web_push_key: async () => ({ data: { public_key: webPushPublicKey } }),
    register_web_push: async (call) => {
      const { endpoint, keys, language } = call.body;
      const { position } = await commandBus.execute(new RegisterWebPush(call.actor.id, { endpoint, p256dh: keys.p256dh, auth: keys.auth, language, sessionId: call.session?.sid }, meta(call)));
      return { data: { registered: true }, position };
    },
    unregister_web_push: async (call) => {
      const { position } = await commandBus.execute(new UnregisterWebPush(call.actor.id, call.body.endpoint, meta(call)));
      return { data: { registered: false }, position };
    },
    read_notifications: async (call) => {
      const { unread, position } = await commandBus.execute(new ReadNotifications(call.actor.id, call.body.ids, meta(call)));
      return { data: { unread }, position };
    },
    send_notification_fcm: async (call) => {
      const { position } = await commandBus.execute(new NudgeChatRequest(call.actor.id, call.body.session_id, meta(call)));
      return { data: { sent: true }, position };
    },
  });
}
