/** Settings that differ between deployments, read from the build environment (VITE_*). */

const DEFAULT_SUPPORT_EMAIL = 'support@nakshatra.app';

const configured = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);

export const appConfig = {
  /** Shown on the account-suspension overlay (spec §4). */
  supportEmail: configured(import.meta.env.VITE_SUPPORT_EMAIL) ?? DEFAULT_SUPPORT_EMAIL,
} as const;
