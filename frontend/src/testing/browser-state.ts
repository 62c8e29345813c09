import { USER_COOKIE_NAME } from '../config/app-constants';

/** Logs the test's visitor in the way the SPA sees it: the userDetails cookie (spec §3). */
export function setUserDetailsCookie(details: Record<string, unknown>): void {
  document.cookie = `${USER_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(details))}; path=/`;
}

/** The userDetails cookie as JSON, or undefined. */
export function userDetailsCookie(): Record<string, unknown> | undefined {
  const pair = document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${USER_COOKIE_NAME}=`));
  return pair ? (JSON.parse(decodeURIComponent(pair.slice(USER_COOKIE_NAME.length + 1))) as Record<string, unknown>) : undefined;
}

/** jsdom keeps cookies and storage for the whole file: every test starts from a fresh browser. */
export function clearBrowserState(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.lang = 'en';
  document.body.style.overflow = '';
}
