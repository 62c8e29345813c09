// Reading what another service answered us (Exotel, Janus): its body may be anything, and an
// error we report must say what went wrong without ever carrying the URL or a credential.

/** The body as JSON, or undefined when it is not JSON. */
export function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The system error code of a network failure (" (ECONNREFUSED)"), which names no credential; '' when there is none. */
export function networkErrorCode(error: unknown): string {
  const cause = typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  const code = typeof cause === 'object' && cause !== null ? (cause as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? ` (${code})` : '';
}
