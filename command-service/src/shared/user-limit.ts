import { refuse, type RateLimiter } from '@nakshatra/platform';

/** Writes a person may make an hour to a stream of their own that keeps every change (saved kundlis, follows). */
export const OWN_STREAM_WRITES_PER_HOUR = 60;

/**
 * Counts one write of `action` by the user and refuses it past `limit` an hour (`request.too_often
 * {minutes}`, 429). A stream of one's own keeps every save and delete, and each command folds the
 * whole stream: without a limit, a script saving and deleting in a loop would make every later
 * command of that person slower without end (docs/request-edge.md).
 */
export async function limitPerUser(limiter: RateLimiter, action: string, userId: string, limit = OWN_STREAM_WRITES_PER_HOUR): Promise<void> {
  const decision = await limiter.hit(`${action}:${userId}`, limit, 3600);
  if (!decision.allowed) throw refuse('request.too_often', { minutes: Math.max(1, Math.ceil(decision.retryAfterSeconds / 60)) });
}
