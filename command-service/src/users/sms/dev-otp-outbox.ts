import { connectRedis, type RedisClient } from '@nakshatra/platform';
import type { SmsMessage, SmsSender } from './sms-sender.js';

export interface OutboxEntry {
  readonly numbers: string;
  readonly otp: string;
  readonly sent_at: string;
}

const KEPT_PER_NUMBER = 20;
/** How long Redis keeps a number's codes: a login code lives five minutes. */
const KEPT_SECONDS = 3600;

/**
 * The development SMS "gateway": keeps the codes it would have sent for GET /api/dev/otp-outbox
 * (never served in production). Codes are parsed back out of the text so this adapter sees exactly
 * what a real gateway would. In memory for one command service; in Redis (`shared`) when several
 * instances run, since the code may be sent by one and read back through another.
 */
export class DevOtpOutbox implements SmsSender {
  private readonly byNumber = new Map<string, OutboxEntry[]>();

  private constructor(
    private readonly redis: { client: RedisClient; namespace: string } | undefined,
    private readonly now: () => Date,
  ) {}

  static inMemory(now = () => new Date()): DevOtpOutbox {
    return new DevOtpOutbox(undefined, now);
  }

  static async shared(redisUrl: string, namespace: string): Promise<DevOtpOutbox> {
    return new DevOtpOutbox({ client: await connectRedis(redisUrl), namespace }, () => new Date());
  }

  async send({ to, text }: SmsMessage): Promise<void> {
    const numbers = to.slice(-10);
    const entry: OutboxEntry = { numbers, otp: /\b(\d{6})\b/.exec(text)?.[1] ?? '', sent_at: this.now().toISOString() };
    if (!this.redis) {
      this.byNumber.set(numbers, [entry, ...(this.byNumber.get(numbers) ?? [])].slice(0, KEPT_PER_NUMBER));
      return;
    }
    const key = this.keyOf(numbers);
    await this.redis.client.multi().lPush(key, JSON.stringify(entry)).lTrim(key, 0, KEPT_PER_NUMBER - 1).expire(key, KEPT_SECONDS).exec();
  }

  /** Newest first. */
  async list(numbers: string): Promise<readonly OutboxEntry[]> {
    if (!this.redis) return this.byNumber.get(numbers) ?? [];
    return (await this.redis.client.lRange(this.keyOf(numbers), 0, -1)).map((raw) => JSON.parse(raw) as OutboxEntry);
  }

  async close(): Promise<void> {
    await this.redis?.client.quit();
  }

  private keyOf(numbers: string): string {
    return `nk:${this.redis!.namespace}:dev-otp-outbox:${numbers}`;
  }
}
