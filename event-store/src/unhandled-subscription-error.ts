/**
 * The onError of a subscription whose caller gave none: the subscription has stopped, and saying so
 * on stderr beats a read model that silently stops updating.
 */
export function reportUnhandledSubscriptionError(error: unknown): void {
  console.error('[event-store] a subscription stopped on an error and has no onError to report it to:', error);
}
