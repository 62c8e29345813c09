const USER_CHANGED = 'nakshatra:user-changed';

/**
 * Says that a write changed the logged-in user's record (a recharge credited the balance), so whoever
 * shows it (the header's account menu) reads it again. The API client sends the write's position with
 * that read, so it sees the change.
 */
export const announceUserChanged = (): void => {
  window.dispatchEvent(new Event(USER_CHANGED));
};

/** Calls `listener` after each announced change; returns the unsubscribe. */
export function onUserChanged(listener: () => void): () => void {
  window.addEventListener(USER_CHANGED, listener);
  return () => window.removeEventListener(USER_CHANGED, listener);
}
