import { exotelConfigFromEnv } from './exotel-config.js';
import { ExotelPhoneBridge } from './exotel-phone-bridge.js';
import type { PhoneBridge } from './phone-bridge.js';

/** The configured phone bridge, or null when PHONE_BRIDGE is off (the default): calls then happen in the browser only. */
export function phoneBridgeFromEnv(env: NodeJS.ProcessEnv = process.env): PhoneBridge | null {
  const exotel = exotelConfigFromEnv(env);
  return exotel ? new ExotelPhoneBridge(exotel) : null;
}
