/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Support address on the account-suspension overlay; defaults to support@nakshatra.app. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** The Android app's Google Play page; unset while there is none. */
  readonly VITE_PLAY_STORE_URL?: string;
  /** The iPhone app's App Store page; unset while there is none. */
  readonly VITE_APP_STORE_URL?: string;
}
