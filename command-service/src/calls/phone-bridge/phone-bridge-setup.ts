import { phoneBridgeFromEnv } from './phone-bridge-from-env.js';
import type { PhoneBridge } from './phone-bridge.js';

type Env = NodeJS.ProcessEnv;

/** The phone bridge as the calls capability uses it: the provider, and where it is told to post status callbacks. */
export interface PhoneBridgeSetup {
  readonly bridge: PhoneBridge;
  /** Absolute http(s) URL of the status callback route as the provider reaches it; the bridge adds its token (docs/phone-bridge.md). */
  readonly callbackUrl: string;
}

export const PHONE_BRIDGE = Symbol('PhoneBridgeSetup');

/** The path of the status callback route (`phone_call_status` in the catalogue) for a provider. */
export const phoneCallbackPath = (provider: string): string => `/api/calls/phone-bridge/${provider}/status`;

/**
 * The phone bridge of this command service, or null when PHONE_BRIDGE is off (the default: calls
 * happen in the browser only). The callback URL is PHONE_BRIDGE_CALLBACK_URL when set, else the
 * route under PUBLIC_ORIGIN (the gateway's own origin setting, which every service of `npm start`
 * sees); one of them is required with a bridge, https in production. Mistakes stop the start.
 */
export function phoneBridgeSetupFromEnv(env: Env = process.env): PhoneBridgeSetup | null {
  const bridge = phoneBridgeFromEnv(env);
  if (!bridge) return null;
  return { bridge, callbackUrl: callbackUrlOf(env, bridge.provider) };
}

function callbackUrlOf(env: Env, provider: string): string {
  const configured = env.PHONE_BRIDGE_CALLBACK_URL || undefined;
  const origin = env.PUBLIC_ORIGIN || undefined;
  if (!configured && !origin) throw new Error(`PHONE_BRIDGE=${provider} needs PHONE_BRIDGE_CALLBACK_URL (or PUBLIC_ORIGIN) so the provider can post status callbacks`);
  const name = configured ? 'PHONE_BRIDGE_CALLBACK_URL' : 'PUBLIC_ORIGIN';
  let url: URL;
  try {
    url = configured ? new URL(configured) : new URL(phoneCallbackPath(provider), origin);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got ${configured ?? origin}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an absolute http(s) URL, got ${configured ?? origin}`);
  if (env.NODE_ENV === 'production' && url.protocol !== 'https:') throw new Error(`${name} must be https when NODE_ENV=production: the callback URL carries its token`);
  if (url.search !== '' || url.hash !== '') throw new Error(`${name} must have no query or fragment: the bridge adds the consultation and its token`);
  return url.toString();
}
