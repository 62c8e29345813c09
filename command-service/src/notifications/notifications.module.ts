import type { EventStore } from '@nakshatra/event-store';
import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { EVENT_STORE } from '../shared/event-store.token.js';
import { NudgeChatRequestHandler, ReadNotificationsHandler, RegisterPushTokenHandler, RegisterWebPushHandler, UnregisterWebPushHandler } from './commands/notification-command-handlers.js';
import { CompositeNotifier } from './composite-notifier.js';
import { InAppInbox } from './in-app-inbox.js';
import { NOTIFIER, type Notifier } from './notifier.js';
import { PushTokens } from './push-tokens.js';
import { WebPushSubscriptions } from './web-push/web-push-subscriptions.js';

/** The user's inbox and push devices (FCM tokens, Web Push subscriptions). The Notifier itself is a shared provider of the command service (NOTIFIER), so chat can use it too. */
@Module({
  providers: [
    { provide: InAppInbox, inject: [EVENT_STORE], useFactory: (store: EventStore) => new InAppInbox(store) },
    { provide: PushTokens, inject: [EVENT_STORE], useFactory: (store: EventStore) => new PushTokens(store) },
    { provide: WebPushSubscriptions, inject: [EVENT_STORE], useFactory: (store: EventStore) => new WebPushSubscriptions(store) },
    RegisterPushTokenHandler,
    RegisterWebPushHandler,
    UnregisterWebPushHandler,
    ReadNotificationsHandler,
    NudgeChatRequestHandler,
  ],
})
export class NotificationsModule implements OnApplicationShutdown {
  constructor(@Inject(NOTIFIER) private readonly notifier: Notifier) {}

  /** Push messages still being sent finish before the service stops. */
  async onApplicationShutdown(): Promise<void> {
    if (this.notifier instanceof CompositeNotifier) await this.notifier.settled();
  }
}
