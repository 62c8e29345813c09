import type { EventStore } from '@nakshatra/event-store';
import type { Logger } from '@nakshatra/platform';
import { CompositeNotifier } from './composite-notifier.js';
import type { FcmConfig } from './fcm/fcm-config.js';
import { FcmNotifier } from './fcm/fcm-notifier.js';
import { InAppInbox } from './in-app-inbox.js';
import type { Notifier } from './notifier.js';
import { PushTokens } from './push-tokens.js';
import type { WebPushConfig } from './web-push/web-push-config.js';
import { WebPushNotifier } from './web-push/web-push-notifier.js';
import { WebPushSubscriptions } from './web-push/web-push-subscriptions.js';

/** Which push channels are configured; either may be null (off). */
export interface PushConfig {
  readonly fcm: FcmConfig | null;
  readonly webPush: WebPushConfig | null;
}

/**
 * The command service's Notifier: the in-app inbox always; FCM push to apps when configured
 * (fcmConfigFromEnv), and Web Push to browsers when a VAPID pair is (webPushConfigFromEnv).
 */
export function createNotifier(store: EventStore, push: PushConfig, logger: Logger): CompositeNotifier {
  const pushes: Notifier[] = [];
  if (push.fcm) pushes.push(new FcmNotifier(push.fcm, new PushTokens(store), logger));
  if (push.webPush) pushes.push(new WebPushNotifier(push.webPush, new WebPushSubscriptions(store), logger));
  return new CompositeNotifier(new InAppInbox(store), pushes, logger);
}
