import type { Language } from '../../../lib/i18n/language-preference';
import { isApiFailure } from '../../../lib/api-client';
import { getWebPushKey, registerWebPush, unregisterWebPush } from '../api/notifications.api';

/** The service worker that shows pushes (frontend/public/service-worker.js), at the root so it may show any page's. */
export const SERVICE_WORKER_URL = '/service-worker.js';

/** Where this browser stands: `unsupported` also covers a site with Web Push off (no VAPID key). */
export type PushState = 'unsupported' | 'off' | 'on' | 'blocked';

const supported = (): boolean => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The subscription as register_web_push takes it, worded in `language`. */
function registrationOf(subscription: PushSubscription, language: Language) {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' }, language };
}

/**
 * This browser's push state. A browser subscribed before is registered again (the server keeps it
 * once; a changed language or renewed keys replace the old), so the server always has what the
 * browser holds: the SPA calls this on every visit to the inbox.
 */
export async function currentPushState(language: Language): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const key = await getWebPushKey();
  if (isApiFailure(key) || key.data.public_key === null) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await existingSubscription();
  if (!subscription) return 'off';
  const registered = await registerWebPush(registrationOf(subscription, language));
  return isApiFailure(registered) ? 'off' : 'on';
}

/**
 * Sends this browser's subscription again as the app starts logged in, asking nothing: pushes go
 * to a browser only while the login that last registered it lasts (docs/notifications.md, "Pushes
 * follow the login"), so after a log-out and a new login they resume at once, not at the next
 * visit to the inbox. Nothing where push was never turned on or the permission is not granted.
 */
export async function resumePush(language: Language): Promise<void> {
  if (!supported() || Notification.permission !== 'granted') return;
  const subscription = await existingSubscription();
  if (subscription) await registerWebPush(registrationOf(subscription, language));
}

/**
 * Turns push on: only ever called from the user's own click ("Turn on notifications"), as browsers
 * require and as is polite. Permission, the service worker, the subscription with the server's VAPID
 * key, then the server keeps it.
 */
export async function turnPushOn(language: Language): Promise<PushState> {
  const key = await getWebPushKey();
  if (isApiFailure(key) || key.data.public_key === null) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(key.data.public_key) });
  const registered = await registerWebPush(registrationOf(subscription, language));
  if (isApiFailure(registered)) throw new Error(`register_web_push answered ${registered.error_status}`);
  return 'on';
}

/** Turns push off in this browser: the server forgets it, then the browser drops the subscription. */
export async function turnPushOff(): Promise<PushState> {
  const subscription = await existingSubscription();
  if (subscription) {
    await unregisterWebPush(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}

/** base64url → bytes, as PushManager.subscribe takes the key. */
function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}
