import type { EventStore } from '@nakshatra/event-store';
import type { Logger } from '@nakshatra/platform';
import { CompositeNotifier } from './composite-notifier.js';
import type { FcmConfig } from './fcm/fcm-config.js';
import { FcmNotifier } from './fcm/fcm-notifier.js';
import { InAppInbox } from './in-app-inbox.js';
import { PushTokens } from './push-tokens.js';

/** The command service's Notifier: the in-app inbox always, FCM push when configured (fcmConfigFromEnv). */
export function createNotifier(store: EventStore, fcm: FcmConfig | null, logger: Logger): CompositeNotifier {
  const push = fcm ? new FcmNotifier(fcm, new PushTokens(store), logger) : null;
  return new CompositeNotifier(new InAppInbox(store), push, logger);
}
