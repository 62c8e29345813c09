/** Settings that differ between deployments, read from the build environment (VITE_*). */

const DEFAULT_SUPPORT_EMAIL = 'support@nakshatra.app';

const configured = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);

export const appConfig = {
  /** Shown on the account-suspension overlay (spec §4). */
  supportEmail: configured(import.meta.env.VITE_SUPPORT_EMAIL) ?? DEFAULT_SUPPORT_EMAIL,
  /** The apps' store pages, once they are published; until then the store badges lead to the home page's get-the-app section. */
  playStoreUrl: configured(import.meta.env.VITE_PLAY_STORE_URL),
  appStoreUrl: configured(import.meta.env.VITE_APP_STORE_URL),
} as const;
