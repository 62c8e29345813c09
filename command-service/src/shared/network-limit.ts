import { refuse, type RateLimiter } from '@nakshatra/platform';
import { callerNetworkOf } from './caller-network.js';

/**
 * Counts one request of a public form from the caller's network (an IPv4 address or an IPv6 /64)
 * and refuses it past `limit` a window (`form.too_many {minutes}`, 429): the contact form and the
 * newsletter send mail, and a script could otherwise fill support's inbox, bury its queue, or mail
 * a stranger's address without end (docs/request-edge.md).
 */
export async function limitPerNetwork(limiter: RateLimiter, form: string, clientIp: string, limit: number, windowSeconds: number): Promise<void> {
  const decision = await limiter.hit(`${form}:${callerNetworkOf(clientIp)}`, limit, windowSeconds);
  if (!decision.allowed) throw refuse('form.too_many', { minutes: Math.max(1, Math.ceil(decision.retryAfterSeconds / 60)) });
}
