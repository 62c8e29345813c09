/** A one-line reason for logs and wrapped errors; Node reports a refused connection as an AggregateError with an empty message. */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return error.errors.map(describeError).join('; ');
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
