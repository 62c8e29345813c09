import { randomUUID } from 'node:crypto';
import { notificationText } from '@nakshatra/contracts';
import type { Logger } from '@nakshatra/platform';
import webpush from 'web-push';
import { commandMetadata, type CommandMetadata } from '../../shared/command-metadata.js';
import type { NotificationMessage, Notifier } from '../notifier.js';
import type { WebPushConfig } from './web-push-config.js';
import type { WebPushSubscription } from './web-push-subscriptions.decider.js';
import { maskEndpoint, type WebPushSubscriptions } from './web-push-subscriptions.js';

const WEB_PUSH_ACTOR = { id: 'web-push', role: 'system' } as const;

/** What became of one message to one browser. */
export type WebPushDelivery = 'sent' | 'gone' | 'failed';

/**
 * What the service worker receives (frontend/public/service-worker.js): the text already in the
 * language the browser subscribed in, and where a click should go.
 */
export interface WebPushPayload {
  readonly kind: string;
  readonly title: string;
  readonly body: string;
  readonly link: string | null;
}

/** A request or an offer is answered within a minute or so: a push that arrives later would only mislead. */
const SHORT_LIVED_KINDS = new Set(['chat_request', 'call_request', 'chat_request_reminder', 'call_request_reminder', 'waitlist_offer']);
const SHORT_TTL_SECONDS = 120;
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/**
 * The Web Push adapter (RFC 8030 / 8291 / 8292 through the `web-push` package): each message is
 * encrypted to every browser the user subscribed (aes128gcm) and posted to its push service with
 * a VAPID authorisation. A browser the push service no longer knows (404 / 410) is unsubscribed;
 * anything else (timeout, 5xx, 413, 429) is logged and the other browsers still get theirs — push
 * is a courtesy on top of the in-app inbox. Logs name a browser by its push service and the last
 * characters of its endpoint; the private key never reaches a log.
 */
export class WebPushNotifier implements Notifier {
  constructor(
    private readonly config: WebPushConfig,
    private readonly subscriptions: WebPushSubscriptions,
    private readonly logger: Logger,
  ) {}

  async notify(userId: string, message: NotificationMessage, cause?: CommandMetadata): Promise<void> {
    await this.deliver(userId, message, cause);
  }

  /** notify, answering what happened per browser (for tests and logs); never throws. */
  async deliver(userId: string, message: NotificationMessage, cause?: CommandMetadata): Promise<WebPushDelivery[]> {
    try {
      const subscriptions = await this.subscriptions.of(userId);
      return await Promise.all(subscriptions.map((subscription) => this.sendTo(userId, subscription, message, cause)));
    } catch (error) {
      this.logger.warn({ userId, kind: message.kind, reason: reasonOf(error) }, 'web push not sent');
      return [];
    }
  }

  private async sendTo(userId: string, subscription: WebPushSubscription, message: NotificationMessage, cause: CommandMetadata | undefined): Promise<WebPushDelivery> {
    const browser = maskEndpoint(subscription.endpoint);
    try {
      await webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(payloadOf(message, subscription)), {
        vapidDetails: { subject: this.config.subject, publicKey: this.config.publicKey, privateKey: this.config.privateKey },
        TTL: SHORT_LIVED_KINDS.has(message.kind) ? SHORT_TTL_SECONDS : DEFAULT_TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
        timeout: this.config.timeoutMs,
        ...(this.config.agent ? { agent: this.config.agent } : {}),
      });
      return 'sent';
    } catch (error) {
      if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await this.subscriptions.unsubscribe(userId, subscription.endpoint, 'gone', cause ?? commandMetadata(WEB_PUSH_ACTOR, randomUUID()));
        this.logger.info({ userId, browser }, 'web push subscription gone: removed');
        return 'gone';
      }
      const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
      this.logger.warn({ userId, browser, kind: message.kind, status, reason: reasonOf(error) }, 'web push not sent');
      return 'failed';
    }
  }
}

/** The message worded in the browser's language (the English of the record for a kind the texts do not know). */
export function payloadOf(message: NotificationMessage, subscription: Pick<WebPushSubscription, 'language'>): WebPushPayload {
  const text = notificationText(message.kind, message.data ?? null, subscription.language) ?? message;
  return { kind: message.kind, title: text.title, body: text.body, link: message.link ?? null };
}

/** An error's kind and message for a log line; WebPushError's message is fixed text, never a key or the payload. */
const reasonOf = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
