import { browserLocation } from './browser-location';
import { logoutSession } from './logout.api';

// A server that does not answer must not keep the visitor from leaving.
const LOGOUT_CALL_TIMEOUT_MS = 5_000;

/**
 * Log Out (spec §4): clears local storage, session storage, every cookie script can see and Cache
 * Storage, ends the server session (its cookie is HttpOnly, so only the server can), then loads /.
 */
export async function logOut(): Promise<void> {
  clearStorage(() => window.localStorage);
  clearStorage(() => window.sessionStorage);
  clearCookies();
  await clearCacheStorage();
  await endServerSession();
  // The logout's own answer carries a write position, which the API client keeps in session storage.
  clearStorage(() => window.sessionStorage);
  browserLocation.assign('/');
}

function clearStorage(storage: () => Storage): void {
  try {
    storage().clear();
  } catch {
    // Storage blocked by the browser's settings: nothing to clear.
  }
}

/** Every cookie name in document.cookie, expired for path / and for the current path. */
export function clearCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
  for (const name of names) {
    document.cookie = `${name}=; ${expired}; path=/`;
    document.cookie = `${name}=; ${expired}`;
  }
}

async function clearCacheStorage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  } catch {
    // Cache Storage refused (e.g. an insecure origin): nothing cached to clear.
  }
}

async function endServerSession(): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOGOUT_CALL_TIMEOUT_MS);
  try {
    await logoutSession(controller.signal);
  } catch {
    // Logged out locally all the same; the session cookie expires by itself.
  } finally {
    clearTimeout(timer);
  }
}
