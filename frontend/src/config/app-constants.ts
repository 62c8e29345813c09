/** The business constants and limits of spec §9, in one place. CSS repeats the breakpoints (media queries cannot read these). */

export const OTP_LENGTH = 6;
export const MOBILE_NUMBER_LENGTH = 10;
export const RESEND_COUNTDOWN_SECONDS = 30;

/** Statuses the login calls answer on success: send OTP 200 or 202, verify 200. */
export const SEND_OTP_SUCCESS_STATUSES: readonly number[] = [200, 202];
export const VERIFY_OTP_SUCCESS_STATUS = 200;

export const USER_COOKIE_NAME = 'userDetails';
export const USER_COOKIE_LIFETIME_MS = 172_800_000;
export const USER_COOKIE_PATH = '/';

export const COUNTRY_COUNT = 26;
export const DEFAULT_COUNTRY_CODE = '+91';
export const COUNTRY_DROPDOWN_MAX_HEIGHT_PX = 190;

/** While banned: outer minus inner window size above this means docked developer tools. */
export const DEVTOOLS_SIZE_THRESHOLD_PX = 160;
export const BAN_RELOAD_INTERVAL_MS = 2000;

export const LINK_PREFETCH_MARGIN_PX = 200;

export const BREAKPOINTS = { sm: 576, md: 768, header: 858, lg: 992, xl: 1200, xxl: 1400 } as const;
