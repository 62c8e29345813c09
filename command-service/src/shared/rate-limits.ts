import { refuse, type RateLimiter } from '@nakshatra/platform';
import { callerNetworkOf } from './caller-network.js';

/** The refusals of a limit, each saying in how many minutes to try again (`{minutes}`, 429). */
type WaitRefusal = 'otp.too_many_from_network' | 'upload.too_many' | 'form.too_many' | 'request.too_often';

/** Counts one hit of `key` and refuses it past `limit` a window, saying in how many minutes (at least one) to try again. */
export async function hitOrRefuse(limiter: RateLimiter, key: string, limit: number, windowSeconds: number, refusal: WaitRefusal): Promise<void> {
  const decision = await limiter.hit(key, limit, windowSeconds);
  if (!decision.allowed) throw refuse(refusal, { minutes: Math.max(1, Math.ceil(decision.retryAfterSeconds / 60)) });
}

/**
 * A request of a public form from the caller's network (an IPv4 address or an IPv6 /64), refused
 * past `limit` a window (`form.too_many`): the contact form and the newsletter send mail, and a
 * script could otherwise fill support's inbox, bury its queue, or mail a stranger's address without
 * end (docs/request-edge.md).
 */
export const limitPerNetwork = (limiter: RateLimiter, form: string, clientIp: string, limit: number, windowSeconds: number): Promise<void> =>
  hitOrRefuse(limiter, `${form}:${callerNetworkOf(clientIp)}`, limit, windowSeconds, 'form.too_many');

/** Writes a person may make an hour to a stream of their own that keeps every change (saved kundlis, follows). */
export const OWN_STREAM_WRITES_PER_HOUR = 60;

/**
 * One write of `action` by the user, refused past `limit` an hour (`request.too_often`). A stream
 * of one's own keeps every save and delete, and each command folds the whole stream: without a
 * limit, a script saving and deleting in a loop would make every later command of that person
 * slower without end (docs/request-edge.md).
 */
export const limitPerUser = (limiter: RateLimiter, action: string, userId: string, limit = OWN_STREAM_WRITES_PER_HOUR): Promise<void> =>
  hitOrRefuse(limiter, `${action}:${userId}`, limit, 3600, 'request.too_often');
