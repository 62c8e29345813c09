import type { PushPlatform } from '@nakshatra/contracts';
import type { WebPushSubscription } from '../web-push/web-push-subscriptions.decider.js';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/command-metadata.js';

type Written = { readonly position: string | undefined };

/** register_push_token: a device of the caller's, in the caller's login (`sessionId`). */
export class RegisterPushToken extends Command<Written> {
  constructor(
    readonly userId: string,
    readonly token: string,
    readonly platform: PushPlatform,
    readonly sessionId: string | undefined,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

/** read_notifications: the caller's own inbox only. */
export class ReadNotifications extends Command<Written & { readonly unread: number }> {
  constructor(
    readonly userId: string,
    readonly ids: readonly string[] | undefined,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

/** send_notification_fcm: the session's customer reminds its astrologer of the request. */
export class NudgeChatRequest extends Command<Written> {
  constructor(
    readonly customerId: string,
    readonly sessionId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

/** register_web_push: a browser of the caller's, in the caller's login (`subscription.sessionId`). */
export class RegisterWebPush extends Command<Written> {
  constructor(
    readonly userId: string,
    readonly subscription: WebPushSubscription,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

/** unregister_web_push: the caller turns push off in a browser. */
export class UnregisterWebPush extends Command<Written> {
  constructor(
    readonly userId: string,
    readonly endpoint: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
