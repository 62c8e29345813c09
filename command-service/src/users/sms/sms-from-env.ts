import { optionalEnv, requiredEnv } from '@nakshatra/platform';
import { DevOtpOutbox } from './dev-otp-outbox.js';
import { HttpSmsGateway } from './http-sms-gateway.js';
import type { SmsSender } from './sms-sender.js';

/**
 * SMS_GATEWAY_URL (+ SMS_GATEWAY_TOKEN, SMS_SENDER_ID) selects the HTTP gateway; production requires
 * it. Without one, the development outbox, shared in Redis when there is one (several instances).
 */
export async function smsSenderFromEnv(redis: { url: string; namespace: string } | undefined): Promise<SmsSender> {
  const url = optionalEnv('SMS_GATEWAY_URL');
  if (url) return new HttpSmsGateway({ url, token: requiredEnv('SMS_GATEWAY_TOKEN'), senderId: requiredEnv('SMS_SENDER_ID') });
  if (process.env.NODE_ENV === 'production') throw new Error('SMS_GATEWAY_URL must be set in production: login codes need a real SMS gateway');
  return redis ? DevOtpOutbox.shared(redis.url, redis.namespace) : DevOtpOutbox.inMemory();
}
