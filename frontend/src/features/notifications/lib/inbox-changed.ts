const INBOX_CHANGED = 'nakshatra:inbox-changed';

/**
 * Says the inbox changed (read on the page, a push arrived through the service worker), so the
 * header's bell reads its count again at once instead of at its next poll.
 */
export const announceInboxChanged = (): void => {
  window.dispatchEvent(new Event(INBOX_CHANGED));
};

/** Calls `listener` after each change announced here or by the service worker; returns the unsubscribe. */
export function onInboxChanged(listener: () => void): () => void {
  window.addEventListener(INBOX_CHANGED, listener);
  const fromWorker = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'notification') listener();
  };
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  worker?.addEventListener('message', fromWorker);
  return () => {
    window.removeEventListener(INBOX_CHANGED, listener);
    worker?.removeEventListener('message', fromWorker);
  };
}
