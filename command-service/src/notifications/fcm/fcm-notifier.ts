import { randomUUID } from 'node:crypto';
import type { Logger } from '@nakshatra/platform';
import { commandMetadata, type CommandMetadata } from '../../shared/command-metadata.js';
import type { NotificationMessage, Notifier } from '../notifier.js';
import { maskToken, type PushTokens } from '../push-tokens.js';
import { FcmAccessTokens } from './fcm-access-tokens.js';
import type { FcmConfig } from './fcm-config.js';

const FCM_ACTOR = { id: 'fcm', role: 'system' } as const;

/** What became of one message to one device. */
export type FcmDelivery = 'sent' | 'unregistered' | 'failed';

/** FCM's error body: `{error: {code, message, status, details: [{errorCode}]}}`. */
interface FcmErrorBody {
  readonly error?: { readonly status?: string; readonly message?: string; readonly details?: readonly { readonly errorCode?: string }[] };
}

/**
 * The FCM HTTP v1 adapter: sends the message to every device the user registered. A device FCM no
 * longer knows (404 / UNREGISTERED) is removed from the user's stream. Anything else that goes
 * wrong (timeout, 5xx, quota) is logged and the other devices still get theirs: push is a courtesy
 * on top of the in-app inbox, so it never fails the call that caused it. Logs name devices by the
 * last characters of their token only, and never carry the key or an access token.
 */
export class FcmNotifier implements Notifier {
  private readonly accessTokens: FcmAccessTokens;

  constructor(
    private readonly config: FcmConfig,
    private readonly devices: PushTokens,
    private readonly logger: Logger,
    accessTokens?: FcmAccessTokens,
  ) {
    this.accessTokens = accessTokens ?? new FcmAccessTokens(config);
  }

  async notify(userId: string, message: NotificationMessage, cause?: CommandMetadata): Promise<void> {
    await this.deliver(userId, message, cause);
  }

  /** notify, answering what happened per device (for tests and logs); never throws. */
  async deliver(userId: string, message: NotificationMessage, cause?: CommandMetadata): Promise<FcmDelivery[]> {
    try {
      const devices = await this.devices.devices(userId);
      const outcomes: FcmDelivery[] = [];
      // One at a time: a user has at most 10 devices, and a refused access token is then fetched once.
      for (const { token } of devices) outcomes.push(await this.sendTo(userId, token, message, cause));
      return outcomes;
    } catch (error) {
      this.logger.warn({ userId, kind: message.kind, reason: reasonOf(error) }, 'push notification not sent');
      return [];
    }
  }

  private async sendTo(userId: string, token: string, message: NotificationMessage, cause: CommandMetadata | undefined, retried = false): Promise<FcmDelivery> {
    const device = maskToken(token);
    let response: Response;
    try {
      response = await fetch(`${this.config.apiUrl}/v1/projects/${encodeURIComponent(this.config.projectId)}/messages:send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await this.accessTokens.get()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: fcmMessage(token, message) }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      this.logger.warn({ userId, device, kind: message.kind, reason: reasonOf(error) }, 'push notification not sent');
      return 'failed';
    }
    if (response.ok) return 'sent';
    const body = (await response.json().catch(() => ({}))) as FcmErrorBody;
    const errorCode = body.error?.details?.find((detail) => detail.errorCode)?.errorCode ?? body.error?.status ?? 'unknown';
    if (response.status === 401 && !retried) {
      this.accessTokens.forget();
      return this.sendTo(userId, token, message, cause, true);
    }
    if (response.status === 404 || errorCode === 'UNREGISTERED') {
      await this.devices.remove(userId, token, 'unregistered', cause ?? commandMetadata(FCM_ACTOR, randomUUID()));
      this.logger.info({ userId, device }, 'push device no longer registered with FCM: removed');
      return 'unregistered';
    }
    this.logger.warn({ userId, device, kind: message.kind, status: response.status, errorCode }, 'push notification refused by FCM');
    return 'failed';
  }
}

/** FCM data values must be strings; the link and kind travel there for the app's click handler. */
function fcmMessage(token: string, { kind, title, body, link, data }: NotificationMessage) {
  return {
    token,
    notification: { title, body },
    data: { ...data, kind, ...(link ? { link } : {}) },
    android: { priority: 'high' },
    webpush: { headers: { Urgency: 'high' } },
  };
}

/** An error's kind and message, for a log line: our own errors never contain secrets, and fetch's name the failure. */
const reasonOf = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
