/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Support address on the account-suspension overlay; defaults to support@nakshatra.app. */
  readonly VITE_SUPPORT_EMAIL?: string;
}
