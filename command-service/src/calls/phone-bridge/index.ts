export { callbackToken, signCallbackUrl, verifyCallbackUrl } from './callback-token.js';
export { EXOTEL_API_URL, exotelConfigFromEnv, type ExotelConfig } from './exotel-config.js';
export { ExotelPhoneBridge } from './exotel-phone-bridge.js';
export { phoneBridgeFromEnv } from './phone-bridge-from-env.js';
export {
  PHONE_CALL_STATES,
  PhoneBridgeCallbackRefusedError,
  PhoneBridgeUnavailableError,
  isFinalPhoneCallState,
  type PhoneBridge,
  type PhoneBridgeCall,
  type PhoneBridgeCallback,
  type PhoneBridgeConnectRequest,
  type PhoneCallState,
  type PhoneCallStatus,
} from './phone-bridge.js';
export { PHONE_BRIDGE, phoneBridgeSetupFromEnv, phoneCallbackPath, type PhoneBridgeSetup } from './phone-bridge-setup.js';
